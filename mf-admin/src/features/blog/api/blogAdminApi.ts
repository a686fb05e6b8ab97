import { baseApi } from '@kredi/kernel/api';
import type {
  AdminCategory,
  AdminCategoryBody,
  AdminPost,
  AdminPostBody,
  AdminPostFlagsBody,
  AdminPostSummary,
  BlogImageUploadResponse,
} from '@kredi/contracts/admin';
import { BLOG_CACHE_TAGS } from '@kredi/contracts/blog';
import type { MessageResponse } from '@kredi/contracts/common';

const admin = { auth: 'admin' } as const;

/** Every change also invalidates the public blog's data in this page's store: /blog shows it at once. */
const changed = ['AdminPost', 'AdminCategory', BLOG_CACHE_TAGS.post, BLOG_CACHE_TAGS.category] as const;

/** /api/admin/blog/...: posts, categories and picture uploads. */
export const blogAdminApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['AdminPost', 'AdminCategory', BLOG_CACHE_TAGS.post, BLOG_CACHE_TAGS.category] })
  .injectEndpoints({
    endpoints: (build) => ({
      listAdminPosts: build.query<AdminPostSummary[], void>({
        query: () => '/admin/blog/posts/',
        extraOptions: admin,
        providesTags: ['AdminPost'],
      }),
      getAdminPost: build.query<AdminPost, number>({
        query: (id) => `/admin/blog/posts/${id}/`,
        extraOptions: admin,
        providesTags: ['AdminPost'],
      }),
      createPost: build.mutation<AdminPost, AdminPostBody>({
        query: (body) => ({ url: '/admin/blog/posts/', method: 'POST', body }),
        extraOptions: admin,
        invalidatesTags: [...changed],
      }),
      updatePost: build.mutation<AdminPost, { id: number; body: AdminPostBody }>({
        query: ({ id, body }) => ({ url: `/admin/blog/posts/${id}/`, method: 'PUT', body }),
        extraOptions: admin,
        invalidatesTags: [...changed],
      }),
      setPostFlags: build.mutation<AdminPost, { id: number; flags: AdminPostFlagsBody }>({
        query: ({ id, flags }) => ({ url: `/admin/blog/posts/${id}/`, method: 'PATCH', body: flags }),
        extraOptions: admin,
        invalidatesTags: [...changed],
      }),
      deletePost: build.mutation<MessageResponse, number>({
        query: (id) => ({ url: `/admin/blog/posts/${id}/`, method: 'DELETE' }),
        extraOptions: admin,
        invalidatesTags: [...changed],
      }),
      listAdminCategories: build.query<AdminCategory[], void>({
        query: () => '/admin/blog/categories/',
        extraOptions: admin,
        providesTags: ['AdminCategory'],
      }),
      createCategory: build.mutation<AdminCategory, AdminCategoryBody>({
        query: (body) => ({ url: '/admin/blog/categories/', method: 'POST', body }),
        extraOptions: admin,
        invalidatesTags: [...changed],
      }),
      updateCategory: build.mutation<AdminCategory, { id: number; body: AdminCategoryBody }>({
        query: ({ id, body }) => ({ url: `/admin/blog/categories/${id}/`, method: 'PUT', body }),
        extraOptions: admin,
        invalidatesTags: [...changed],
      }),
      deleteCategory: build.mutation<MessageResponse, number>({
        query: (id) => ({ url: `/admin/blog/categories/${id}/`, method: 'DELETE' }),
        extraOptions: admin,
        invalidatesTags: [...changed],
      }),
      /** The file itself is the body, with its type as Content-Type. */
      uploadImage: build.mutation<BlogImageUploadResponse, File>({
        query: (file) => ({ url: '/admin/blog/images/', method: 'POST', body: file, headers: { 'Content-Type': file.type } }),
        extraOptions: admin,
      }),
    }),
  });

export const {
  useListAdminPostsQuery,
  useGetAdminPostQuery,
  useCreatePostMutation,
  useUpdatePostMutation,
  useSetPostFlagsMutation,
  useDeletePostMutation,
  useListAdminCategoriesQuery,
  useCreateCategoryMutation,
  useUpdateCategoryMutation,
  useDeleteCategoryMutation,
  useUploadImageMutation,
} = blogAdminApi;
