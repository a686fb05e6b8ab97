import { useLocation, useNavigate } from '@kredi/kernel';

/** The blog list's address keeps its search and category, so Back from a post and a shared link show the same list. */
export const BLOG_SEARCH_PARAM = 'ara';
export const BLOG_CATEGORY_PARAM = 'kategori';

export interface BlogListFilters {
  search: string;
  categorySlug: string;
  /** Changes the given filters (an empty value removes it from the address), keeping the others. */
  update: (changes: { search?: string; categorySlug?: string }) => void;
}

/**
 * The search and the category of the blog list, read from and written to the address's query. Each change replaces
 * the current history entry: Back leaves the list instead of stepping through every typed letter.
 */
export function useBlogListFilters(): BlogListFilters {
  const { pathname, search: query, hash } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(query);

  const update: BlogListFilters['update'] = (changes) => {
    const next = new URLSearchParams(query);
    const set = (name: string, value: string | undefined) => {
      if (value === undefined) return;
      if (value) next.set(name, value);
      else next.delete(name);
    };
    set(BLOG_SEARCH_PARAM, changes.search);
    set(BLOG_CATEGORY_PARAM, changes.categorySlug);
    const search = next.toString();
    navigate({ pathname, search: search ? `?${search}` : '', hash }, { replace: true, preventScrollReset: true });
  };

  return { search: params.get(BLOG_SEARCH_PARAM) ?? '', categorySlug: params.get(BLOG_CATEGORY_PARAM) ?? '', update };
}
