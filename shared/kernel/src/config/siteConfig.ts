/**
 * Contact details, brand and social links: one place for the whole product.
 * Defaults are fictional; a deployment overrides them at runtime through `/config.json` (read by the shell).
 */
export interface SocialLinks {
  instagram: string;
  facebook: string;
  x: string;
  telegram: string;
  tiktok: string;
}

export interface SiteConfig {
  brandName: string;
  /** Short legal name used as the blog author label and in the KVKK notice. */
  companyName: string;
  /** Call-centre number as shown to people. */
  phone: string;
  /** Same number for tel: links, digits with country code. */
  phoneHref: string;
  email: string;
  city: string;
  /** Messaging-app (WhatsApp) chat link of the floating button. */
  chatUrl: string;
  /** The application form opened in a new tab by 'Hemen Başvur' and the other calls to action. */
  applicationFormUrl: string;
  /** Base URL of the users API (docs/users-api.md); by default this server's /api/users. */
  usersApiBaseUrl: string;
  social: SocialLinks;
}

export const defaultSiteConfig: SiteConfig = {
  brandName: 'Kolay Kredi Danışmanlık',
  companyName: 'Kolay Kredi Danışmanlık A.Ş.',
  phone: '0850 000 00 00',
  phoneHref: 'tel:+908500000000',
  email: 'info@example.com',
  city: 'Antalya',
  chatUrl: 'https://wa.me/908500000000',
  applicationFormUrl: '/form',
  usersApiBaseUrl: '/api/users',
  social: {
    instagram: 'https://instagram.example.com/kolaykredi',
    facebook: 'https://facebook.example.com/kolaykredi',
    x: 'https://x.example.com/kolaykredi',
    telegram: 'https://telegram.example.com/kolaykredi',
    tiktok: 'https://tiktok.example.com/@kolaykredi',
  },
};

/** Merges a runtime override (possibly partial, possibly malformed) onto the defaults. */
export function mergeSiteConfig(override: unknown): SiteConfig {
  if (!override || typeof override !== 'object') return defaultSiteConfig;
  const o = override as Partial<SiteConfig>;
  const pick = <K extends keyof SiteConfig>(key: K): SiteConfig[K] =>
    typeof o[key] === typeof defaultSiteConfig[key] && o[key] !== undefined ? (o[key] as SiteConfig[K]) : defaultSiteConfig[key];
  return {
    brandName: pick('brandName'),
    companyName: pick('companyName'),
    phone: pick('phone'),
    phoneHref: pick('phoneHref'),
    email: pick('email'),
    city: pick('city'),
    chatUrl: pick('chatUrl'),
    applicationFormUrl: pick('applicationFormUrl'),
    usersApiBaseUrl: pick('usersApiBaseUrl'),
    social: { ...defaultSiteConfig.social, ...(typeof o.social === 'object' ? o.social : {}) },
  };
}
