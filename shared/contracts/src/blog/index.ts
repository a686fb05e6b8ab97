// Contract of the blog: the wire shapes of categories and posts, slugs, the Markdown of post bodies, the HTML rules, reading
// time, cache tags.
export * from './wire';
export * from './slug';
export * from './markdown';
export * from './cacheTags';
export * from './postHtml';
export * from './readingTime';
