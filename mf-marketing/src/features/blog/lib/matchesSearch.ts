import { searchKey } from '@kredi/contracts/common';
import type { BlogPost } from '@kredi/contracts/blog';

/**
 * Containment under the CRM search's folding (searchKey): case and Turkish letters do not matter, so 'ihtiyac' finds
 * 'İHTİYAÇ', 'isik' finds 'IŞIK' and 'INTERNET' finds 'internet'; spaces are collapsed, decomposed input is read as composed.
 */
export function containsTR(haystack: string, needle: string): boolean {
  const query = searchKey(needle.normalize('NFC'));
  if (!query) return true;
  return searchKey(haystack.normalize('NFC')).includes(query);
}

/** The blog list's client-side search: the query is looked for in the plain-text title and summary (as the API sends them). */
export function postMatchesSearch(post: Pick<BlogPost, 'title_text' | 'summary_text'>, query: string): boolean {
  return containsTR(`${post.title_text}\n${post.summary_text}`, query);
}
