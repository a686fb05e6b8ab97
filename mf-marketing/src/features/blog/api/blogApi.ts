import { baseApi } from '@kredi/kernel/api';
import { BLOG_CACHE_TAGS, type BlogCategory, type BlogPost } from '@kredi/contracts/blog';
import { asPostList, type ListedPost } from '../../../lib/postList';
import { BLOG_PATHS } from '../../../lib/blogPaths';

export interface BlogIndex {
  categories: BlogCategory[];
  posts: ListedPost[];
}

/** Blog endpoints used by the blog list and the post page. */
// The admin's blog changes invalidate these tags (BLOG_CACHE_TAGS), so a published or edited post shows here at once.
const { post: POST, category: CATEGORY } = BLOG_CACHE_TAGS;

export const blogApi = baseApi.enhanceEndpoints({ addTagTypes: [POST, CATEGORY] }).injectEndpoints({
  endpoints: (build) => ({
    /** The blog list's load: categories, then posts. Only a posts failure fails the page; a categories failure leaves just 'Tümü'. */
    getBlogIndex: build.query<BlogIndex, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const categories = await baseQuery(BLOG_PATHS.categories);
        if (categories.error) console.error('Blog kategorileri yüklenemedi', categories.error);
        const posts = await baseQuery(BLOG_PATHS.posts);
        if (posts.error) return { error: posts.error };
        return {
          data: {
            categories: Array.isArray(categories.data) ? (categories.data as BlogCategory[]) : [],
            posts: asPostList(posts.data),
          },
        };
      },
      providesTags: [CATEGORY, POST],
    }),
    getBlogPostsByCategory: build.query<ListedPost[], string>({
      query: (slug) => ({ url: BLOG_PATHS.byCategory, params: { slug } }),
      transformResponse: asPostList,
      providesTags: [POST],
    }),
    getBlogPost: build.query<BlogPost, string>({
      query: (slug) => BLOG_PATHS.post(slug),
      providesTags: [POST],
    }),
    /** One view of the post page; the server counts it at most once per visitor and day. */
    recordPostView: build.mutation<null, string>({
      query: (slug) => ({ url: `${BLOG_PATHS.post(slug)}view/`, method: 'POST' }),
    }),
  }),
});

export const { useGetBlogIndexQuery, useGetBlogPostsByCategoryQuery, useGetBlogPostQuery, useRecordPostViewMutation } = blogApi;
