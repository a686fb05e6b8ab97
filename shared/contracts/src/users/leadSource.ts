/** Where a lead came from (docs/users-api.md): one of these social/search sites, or ''. */
export const LEAD_SOURCES = ['facebook', 'instagram', 'google', 'tiktok', 'x'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number] | '';

/**
 * How a source reads on every staff screen (the customer file, the reports). 'talep' is a customer staff made from
 * a callback or contact request; 'form' is the reports' key for a lead with no source.
 */
const LEAD_SOURCE_LABELS: Readonly<Record<string, string>> = {
  '': 'Doğrudan',
  form: 'Doğrudan',
  google: 'Google',
  instagram: 'Instagram',
  facebook: 'Facebook',
  tiktok: 'TikTok',
  x: 'X',
  talep: 'Geri arama veya iletişim talebi',
};

export const leadSourceLabel = (source: string): string => LEAD_SOURCE_LABELS[source] ?? source;

const onDomain = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/** The source a Referer URL points at ('' for anything else, including our own pages). */
export function sourceFromReferer(referer: string | undefined): LeadSource {
  if (!referer || referer.length > 2048) return '';
  let host: string;
  try {
    host = new URL(referer).hostname.toLowerCase();
  } catch {
    return '';
  }
  if (onDomain(host, 'facebook.com') || onDomain(host, 'fb.com') || onDomain(host, 'fb.me')) return 'facebook';
  if (onDomain(host, 'instagram.com')) return 'instagram';
  if (/(^|\.)google\.(com|com\.tr|[a-z]{2}|co\.[a-z]{2}|com\.[a-z]{2})$/.test(host)) return 'google';
  if (onDomain(host, 'tiktok.com')) return 'tiktok';
  if (onDomain(host, 'x.com') || onDomain(host, 'twitter.com') || host === 't.co') return 'x';
  return '';
}

export function isLeadSource(value: unknown): value is LeadSource {
  return value === '' || (typeof value === 'string' && (LEAD_SOURCES as readonly string[]).includes(value));
}
