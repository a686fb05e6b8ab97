// Security headers of the site's pages that are not the CSP (see contentSecurityPolicy.ts). The production nginx
// (deploy/gateway/default.conf.template) sends the same values; tooling/test checks they stay equal.

/** No camera, microphone, payment or USB; location only for the site itself (the contact page's map). */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), payment=(), usb=(), geolocation=(self)';

/** Two years, subdomains included: sent only when the visitor came over TLS. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';
