import { test, expect } from '../../fixtures';
import { SEEDED_POST_SLUG } from '../support/publicPages';

// The site's public address comes from configuration (PUBLIC_BASE_URL, the render service's SITE_URL;
// npm start's default is http://localhost:<port>, where these servers are reached), never from the request's Host or
// X-Forwarded-Host, which anyone can send and a shared cache would keep.
const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', forwarded: 'host=evil.example' };

test('canonical, og:url, og:image and share links name the configured site, whatever Host the request sends', async ({
  request,
  baseURL,
}) => {
  const site = new URL(baseURL!).origin;
  for (const path of ['/', `/blog/${SEEDED_POST_SLUG}`]) {
    const response = await request.get(path, { headers: FORGED });
    expect(response.headers()['x-render'], path).toBe('server');
    const html = await response.text();
    expect(html, path).toContain(`<link rel="canonical" href="${site}${path}"`);
    expect(html, path).toContain(`<meta property="og:url" content="${site}${path}"`);
    expect(html, path).toMatch(new RegExp(`<meta property="?og:image"? content="?${site.replace(/\W/g, '\\$&')}/assets/`));
    expect(html, path).not.toContain('evil.example');
  }
});
