// What the blog offers the admin area, the content pages and the sitemap: the one HTML sanitizer, the rule that
// cleans a stored post, the uploaded images' path, and the published posts the sitemap lists.

export { getPurifier, sanitizeInlineHtml, sanitizePostContent } from './sanitize.js';
import type { Database } from '../../db/client.js';
import { createBlogRepository } from './repository.js';

export { cleanPostText } from './repository.js';

/** Published posts for the sitemap, with the time of their last change. */
export function listSitemapPosts(db: Database) {
  return createBlogRepository(db).listSitemapPosts();
}
export { UPLOADED_IMAGE_PREFIX } from './uploadedImageRoutes.js';
