import { BLOG_IMAGE_MAX_BYTES } from '../admin/blog/wire';
import { MAX_REQUEST_BODY_BYTES } from './wire';

/**
 * The one list of request body limits. The API sets each on its routes; `npm start`'s Node gateway
 * (scripts/lib/apiProxy.ts) reads it; the nginx template (deploy/gateway) has a location per entry, checked against it
 * by tooling/test/compose.test.ts. A body over its route's limit is refused at the edge with the Turkish 413, so the
 * API never cuts an upload off half-way; a route not listed takes MAX_REQUEST_BODY_BYTES (64 KB).
 */

/**
 * A blog post (create, update): Markdown of up to 100,000 characters, where a Turkish letter takes two bytes in UTF-8
 * and some three or four; 512 KB holds the longest one with its title and summary (a 141 KB post must pass).
 */
export const BLOG_POST_MAX_BODY_BYTES = 512 * 1024;

/** The public callback and contact forms: a few fields, the longest a 5,000-character message (at most ~20 KB). */
export const PUBLIC_FORM_MAX_BODY_BYTES = 32 * 1024;

export interface RouteBodyLimit {
  /** Path prefix (no trailing slash: the API takes both spellings). */
  path: string;
  bytes: number;
}

export const ROUTE_BODY_LIMITS: readonly RouteBodyLimit[] = [
  { path: '/api/admin/blog/images', bytes: BLOG_IMAGE_MAX_BYTES },
  { path: '/api/admin/blog/posts', bytes: BLOG_POST_MAX_BODY_BYTES },
  { path: '/api/callback-request', bytes: PUBLIC_FORM_MAX_BODY_BYTES },
  { path: '/api/contact-request', bytes: PUBLIC_FORM_MAX_BODY_BYTES },
];

/** The largest body any route takes: what a gateway may have to read before it knows the route's own limit. */
export const LARGEST_REQUEST_BODY_BYTES = Math.max(MAX_REQUEST_BODY_BYTES, ...ROUTE_BODY_LIMITS.map((limit) => limit.bytes));

/** The limit of the request to `url` (path and query): its entry's, the longest prefix first, or the default. */
export function requestBodyLimit(url: string): number {
  const path = url.split('?')[0] ?? '';
  let best: RouteBodyLimit | undefined;
  for (const limit of ROUTE_BODY_LIMITS) {
    if (path.startsWith(limit.path) && (!best || limit.path.length > best.path.length)) best = limit;
  }
  return best?.bytes ?? MAX_REQUEST_BODY_BYTES;
}
