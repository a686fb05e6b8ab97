import type { BlogPost } from '@kredi/contracts/blog';

/** Post lists are arrays by contract; a paginated `{ results }` answer is accepted too, anything else reads as empty. */
export function asPostList(data: unknown): BlogPost[] {
  if (Array.isArray(data)) return data as BlogPost[];
  const results = (data as { results?: unknown } | null)?.results;
  return Array.isArray(results) ? (results as BlogPost[]) : [];
}
