import { useEffect } from 'react';
import { whenConsented } from '@kredi/contracts/consent';
import { useRecordPostViewMutation } from '../api/blogApi';

/**
 * Tells the server once that this post was read (for the admin's view counts). Fire and forget: a failure changes
 * nothing for the reader. The server deduplicates per visitor and day, so a reload or a second mount is harmless.
 * A view count is statistics, not strictly necessary: sent only once the visitor consents to them (also when that
 * happens while the post is open).
 */
export function useCountPostView(slug: string | undefined) {
  const [recordView] = useRecordPostViewMutation();
  useEffect(() => {
    if (!slug) return undefined;
    return whenConsented('istatistik', () => {
      recordView(slug)
        .unwrap()
        .catch(() => undefined);
    });
  }, [slug, recordView]);
}
