import type { CustomerSource } from '../api/usersApi';

const SOURCES: ReadonlyArray<[CustomerSource, RegExp]> = [
  ['facebook', /(^|\.)(facebook\.com|fb\.com|fb\.me)$/],
  ['instagram', /(^|\.)instagram\.com$/],
  ['google', /(^|\.)google\.(com|[a-z]{2})(\.[a-z]{2})?$/],
  ['tiktok', /(^|\.)tiktok\.com$/],
  ['x', /(^|\.)(x\.com|twitter\.com|t\.co)$/],
];

/** Which network sent the visitor (spec 7.2 `source`), read from the referrer; '' when none of them. */
export function referrerSource(referrer: string): CustomerSource {
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase();
  } catch {
    return '';
  }
  const found = SOURCES.find(([, pattern]) => pattern.test(host));
  return found ? found[0] : '';
}
