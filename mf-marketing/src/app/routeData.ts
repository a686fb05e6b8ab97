import type { RoutePrefetchContext } from '@kredi/kernel';

// The data of each page, for the server render: the same RTK Query endpoints the pages read, so the browser finds
// them in its store and does not fetch them again. The endpoints load lazily: the browser's routes chunk stays small.

type Action = Parameters<RoutePrefetchContext['dispatch']>[0];
// An RTK Query `initiate` result: a promise of the answer, with `unwrap` giving the data (or throwing its error).
type Started<T> = Promise<unknown> & { unwrap: () => Promise<T>; unsubscribe: () => void };
const start = <T>(dispatch: RoutePrefetchContext['dispatch'], action: Action) => dispatch(action) as Started<T>;

export async function homePrefetch({ dispatch }: RoutePrefetchContext): Promise<void> {
  const { homePostsApi } = await import('../features/home/api/homePostsApi');
  await start(dispatch, homePostsApi.endpoints.getHomePosts.initiate(undefined, { subscribe: false }));
}

export async function blogListPrefetch({ dispatch }: RoutePrefetchContext): Promise<void> {
  const { blogApi } = await import('../features/blog/api/blogApi');
  await start(dispatch, blogApi.endpoints.getBlogIndex.initiate(undefined, { subscribe: false }));
}

/** The post, then the posts of its category ('İlgili Yazılar'). */
export async function blogPostPrefetch({ dispatch, params }: RoutePrefetchContext): Promise<void> {
  if (!params.slug) return;
  const { blogApi } = await import('../features/blog/api/blogApi');
  const post = await start<{ category?: { slug?: string } | null }>(
    dispatch,
    blogApi.endpoints.getBlogPost.initiate(params.slug, { subscribe: false }),
  )
    .unwrap()
    .catch(() => undefined);
  const category = post?.category?.slug;
  if (category) await start(dispatch, blogApi.endpoints.getBlogPostsByCategory.initiate(category, { subscribe: false }));
}

/** A content page (services, FAQ, policies, call us): the page's slug is fixed by its route. */
export const contentPagePrefetch =
  (slug: string) =>
  async ({ dispatch }: RoutePrefetchContext): Promise<void> => {
    const { contentPagesApi } = await import('../lib/contentPagesApi');
    await start(dispatch, contentPagesApi.endpoints.getContentPage.initiate(slug, { subscribe: false }));
  };
