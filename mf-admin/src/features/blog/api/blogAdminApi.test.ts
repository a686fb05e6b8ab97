import { waitFor } from '@testing-library/react';
import { makeStore } from '@kredi/kernel';
import { baseApi } from '@kredi/kernel/api';
import { BLOG_CACHE_TAGS } from '@kredi/contracts/blog';
import { json, mockApi } from '@kredi/contracts/testing';
import { makePost, SIGNED_IN } from '../../../testing/fixtures';
import { blogAdminApi } from './blogAdminApi';

/** A stand-in for the marketing remote's public blog query: same store, same tag. */
const publicBlog = baseApi.enhanceEndpoints({ addTagTypes: [BLOG_CACHE_TAGS.post] }).injectEndpoints({
  endpoints: (build) => ({
    publicPostsForTest: build.query<unknown, void>({ query: () => '/blog-api/posts/', providesTags: [BLOG_CACHE_TAGS.post] }),
  }),
});

afterEach(() => jest.restoreAllMocks());

test('a change made in the admin area refetches the public blog data of the same page', async () => {
  const api = mockApi({ 'GET /api/blog-api/posts/': [], 'PATCH /api/admin/blog/posts/1/': () => json(makePost(1)) });
  const store = makeStore(SIGNED_IN);
  const subscription = store.dispatch(publicBlog.endpoints.publicPostsForTest.initiate());
  await subscription;
  expect(api.keys().filter((key) => key === 'GET /api/blog-api/posts/')).toHaveLength(1);

  await store.dispatch(blogAdminApi.endpoints.setPostFlags.initiate({ id: 1, flags: { published: true } }));
  await waitFor(() => expect(api.keys().filter((key) => key === 'GET /api/blog-api/posts/')).toHaveLength(2));
  // The admin call carried the admin token; the public one did not.
  expect(api.calls.find((call) => call.key.startsWith('PATCH'))!.headers.get('Authorization')).toBe('Token test-token');
  expect(api.calls[0]!.headers.get('Authorization')).toBeNull();
  subscription.unsubscribe();
});
