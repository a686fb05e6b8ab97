import { useEffect } from 'react';
import { useRecordPostViewMutation } from '../api/blogApi';

/**
 * Tells the server once that this post was read (for the admin's view counts). Fire and forget: a failure changes
 * nothing for the reader. The server deduplicates per visitor and day, so a reload or a second mount is harmless.
 */
export function useCountPostView(slug: string | undefined) {
  const [recordView] = useRecordPostViewMutation();
  useEffect(() => {
    if (!slug) return;
    recordView(slug)
      .unwrap()
      .catch(() => undefined);
  }, [slug, recordView]);
}
