import assert from 'node:assert/strict';
import { it } from 'node:test';
import { CONTENT_PAGES } from '@kredi/contracts/content-pages';
import { demoBlogPosts } from '../src/db/seed/blogContent.js';
import { PUBLIC_BASE_URL, withApps } from './helpers/withApps.js';

withApps('sitemap.xml and robots.txt', {}, (ctx) => {
  it('lists every public page and every post with absolute URLs', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^application\/xml/);
    const xml = response.body;
    assert.ok(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>'));
    assert.match(xml, /<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);

    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const path of ['/', '/blog', '/hakkimizda', '/kredi-hesaplama', '/iletisim', '/form', '/kvkk', '/kvkk/basvuru']) {
      assert.ok(locations.includes(`${PUBLIC_BASE_URL}${path}`), path);
    }
    for (const post of demoBlogPosts) {
      assert.ok(locations.includes(`${PUBLIC_BASE_URL}/blog/${post.slug}`), post.slug);
    }
    // The content pages are seeded published (migration 0019).
    for (const page of CONTENT_PAGES) assert.ok(locations.includes(`${PUBLIC_BASE_URL}${page.path}`), page.path);
    assert.equal(locations.length, 8 + CONTENT_PAGES.length + demoBlogPosts.length);
    assert.ok(!xml.includes('/crm') && !xml.includes('/admin'));
  });

  it('robots.txt keeps crawlers out of /crm and /admin and points at the sitemap', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^text\/plain/);
    const lines = response.body.split('\n');
    assert.ok(lines.includes('User-agent: *'));
    assert.ok(lines.includes('Disallow: /crm'));
    assert.ok(lines.includes('Disallow: /admin'));
    assert.ok(lines.includes(`Sitemap: ${PUBLIC_BASE_URL}/sitemap.xml`));
  });
});
