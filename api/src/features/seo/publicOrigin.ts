/** Host names that only ever mean the machine itself. */
const LOOPBACK_HOST = /^(localhost|.*\.localhost|127(\.\d{1,3}){3}|\[::1\]|0\.0\.0\.0)$/i;

/**
 * Outside demo mode, robots.txt and the sitemap must name the real public origin: PUBLIC_BASE_URL is required,
 * absolute http(s), and never this machine (a search engine would be sent to localhost). Throws at start-up.
 */
export function checkPublicBaseUrl(baseUrl: string): void {
  const hint = 'set PUBLIC_BASE_URL to the public origin of the site, e.g. https://kredi.example.com (only APP_MODE=demo runs without it)';
  if (baseUrl === '') throw new Error(`PUBLIC_BASE_URL is not set: ${hint}`);
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new Error(`PUBLIC_BASE_URL "${baseUrl}" is not an absolute URL: ${hint}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`PUBLIC_BASE_URL "${baseUrl}" is not http(s): ${hint}`);
  if (LOOPBACK_HOST.test(url.hostname)) throw new Error(`PUBLIC_BASE_URL "${baseUrl}" names this machine: ${hint}`);
}
