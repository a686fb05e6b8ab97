import type { BlogPost } from '@kredi/contracts/blog';

/**
 * A post as a list shows it (a card): everything but its body. The API's lists carry each post's whole body; kept in
 * the data cache, it would travel in every list page's server-rendered HTML for nothing (home ~5 KB, /blog ~15 KB).
 */
export type ListedPost = Omit<BlogPost, 'content'>;

function listed(post: BlogPost): ListedPost {
  const { content: _body, ...card } = post;
  return card;
}

/** Post lists are arrays by contract; a paginated `{ results }` answer is accepted too, anything else reads as empty. */
export function asPostList(data: unknown): ListedPost[] {
  const results = Array.isArray(data) ? data : (data as { results?: unknown } | null)?.results;
  return Array.isArray(results) ? (results as BlogPost[]).map(listed) : [];
}
