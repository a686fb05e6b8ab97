import { useEffect } from 'react';
import type { BlogCategory } from '@kredi/contracts/blog';
import type { ListedPost } from '../../../lib/postList';
import { useGetBlogIndexQuery, useGetBlogPostsByCategoryQuery } from '../api/blogApi';

export interface BlogListPosts {
  categories: BlogCategory[];
  /** Posts of the chosen category (all when none); undefined while loading. */
  posts: ListedPost[] | undefined;
  isError: boolean;
  retry: () => void;
}

/**
 * Data of the blog list: categories then posts, and the posts of a chosen category from the server.
 * A category failure is only logged; the page then narrows the posts it already has by that category.
 */
export function useBlogListPosts(categorySlug: string): BlogListPosts {
  const index = useGetBlogIndexQuery();
  const byCategory = useGetBlogPostsByCategoryQuery(categorySlug, { skip: !categorySlug });

  useEffect(() => {
    if (byCategory.error) console.error(`'${categorySlug}' kategorisinin yazıları yüklenemedi`, byCategory.error);
  }, [byCategory.error, categorySlug]);

  const all = index.currentData?.posts;
  let posts: ListedPost[] | undefined;
  if (!categorySlug) posts = all;
  else if (byCategory.currentData) posts = byCategory.currentData;
  else if (byCategory.isError && all) posts = all.filter((p) => p.category?.slug === categorySlug);

  return {
    categories: index.data?.categories ?? [],
    posts,
    isError: index.isError,
    retry: index.refetch,
  };
}
