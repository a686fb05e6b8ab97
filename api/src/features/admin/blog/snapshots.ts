import type { AdminPost } from '@kredi/contracts/admin';

/** What the audit keeps of a post: the fields an admin sets (the Markdown, not the HTML made from it). */
export function postSnapshot(post: AdminPost) {
  return {
    title: post.title,
    summary: post.summary,
    slug: post.slug,
    category: post.category.name,
    image: post.image,
    published: post.published,
    featured: post.featured,
    content: post.content_source,
  };
}

export const categorySnapshot = (category: { name: string; slug: string }) => ({ name: category.name, slug: category.slug });
