/**
 * RTK Query tags of the public blog data. The marketing pages provide them and the admin's blog changes invalidate
 * them: in the one store of the page, a published, edited or deleted post shows on the public blog at once.
 */
export const BLOG_CACHE_TAGS = { post: 'BlogPost', category: 'BlogCategory' } as const;
