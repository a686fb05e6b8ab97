/** Blog API paths, relative to the base API's '/api'. Shared by the home page and the blog pages. */
export const BLOG_PATHS = {
  categories: '/blog-api/categories/',
  posts: '/blog-api/posts/',
  featured: '/blog-api/posts/featured/',
  byCategory: '/blog-api/posts/by_category/',
  post: (slug: string) => `/blog-api/posts/${encodeURIComponent(slug)}/`,
} as const;
