/** Public pages of the site (docs/architecture.md, 'Routing'); blog posts are added per slug. */
export const staticSitePaths = ['/', '/blog', '/hakkimizda', '/kredi-hesaplama', '/iletisim', '/form', '/kvkk', '/kvkk/basvuru'];

/** Paths search engines should not crawl: staff and admin areas. */
export const disallowedPaths = ['/crm', '/admin'];

export interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

export function renderSitemap(baseUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>` : '';
    return `  <url><loc>${escapeXml(baseUrl + path)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function renderRobots(baseUrl: string): string {
  return ['User-agent: *', ...disallowedPaths.map((path) => `Disallow: ${path}`), '', `Sitemap: ${baseUrl}/sitemap.xml`, ''].join('\n');
}
