// What the content pages offer the admin area and the sitemap: how a page's stored text becomes its HTML, and the
// published pages the sitemap lists.

export { pageHtml, pageInlineText } from './storedText.js';
import type { Database } from '../../db/client.js';
import { createContentPagesRepository } from './repository.js';

/** Published pages for the sitemap, at their site paths, with the time of their last change. */
export function listSitemapPages(db: Database) {
  return createContentPagesRepository(db).listSitemapPages();
}
