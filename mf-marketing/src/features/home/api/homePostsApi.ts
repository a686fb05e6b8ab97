import { baseApi } from '@kredi/kernel/api';
import { asPostList, type ListedPost } from '../../../lib/postList';
import { BLOG_PATHS } from '../../../lib/blogPaths';
import { HOME_POST_COUNT } from '../lib/homePostCount';

export const homePostsApi = baseApi.enhanceEndpoints({ addTagTypes: ['BlogPost'] }).injectEndpoints({
  endpoints: (build) => ({
    /**
     * 'Güncel Blog Yazıları': the featured posts; when that call fails or returns none, the first four of all posts.
     * Fails only when the fallback fails too.
     */
    getHomePosts: build.query<ListedPost[], void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const featured = await baseQuery(BLOG_PATHS.featured);
        const featuredPosts = featured.error ? [] : asPostList(featured.data);
        if (featuredPosts.length > 0) return { data: featuredPosts.slice(0, HOME_POST_COUNT) };
        const all = await baseQuery(BLOG_PATHS.posts);
        if (all.error) return { error: all.error };
        return { data: asPostList(all.data).slice(0, HOME_POST_COUNT) };
      },
      providesTags: ['BlogPost'],
    }),
  }),
});
