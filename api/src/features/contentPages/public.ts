// What the content pages offer the admin area and the sitemap: how a page's stored text becomes its HTML, and the
// published pages' reads.

export { pageHtml, pageInlineText } from './storedText.js';
export { createContentPagesRepository } from './repository.js';
