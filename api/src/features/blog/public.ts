// What the blog offers the admin area, the content pages and the sitemap: the one HTML sanitizer, the rule that
// cleans a stored post, the uploaded images' path, and the published posts' reads.

export { getPurifier, sanitizeInlineHtml, sanitizePostContent } from './sanitize.js';
export { cleanPostText, createBlogRepository } from './repository.js';
export { UPLOADED_IMAGE_PREFIX } from './uploadedImageRoutes.js';
