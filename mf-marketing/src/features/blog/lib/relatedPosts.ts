import type { BlogPost } from '@kredi/contracts/blog';
import type { ListedPost } from '../../../lib/postList';

export const RELATED_POST_COUNT = 2;

/** Up to two other posts of the post's category, in the order the server gave them. */
export function relatedPosts(post: BlogPost, candidates: readonly ListedPost[], limit = RELATED_POST_COUNT): ListedPost[] {
  const category = post.category?.slug;
  if (!category) return [];
  return candidates.filter((p) => p.category?.slug === category && p.id !== post.id && p.slug !== post.slug).slice(0, limit);
}
