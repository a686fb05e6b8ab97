import { lowerTR } from '@kredi/kernel';
import type { BlogPost } from '@kredi/contracts/blog';

/** Case-insensitive containment, Turkish-aware ('İHTİYAÇ' ~ 'ihtiyaç', 'IŞIK' ~ 'ışık') without losing plain ASCII ('INTERNET' ~ 'internet'). */
export function containsTR(haystack: string, needle: string): boolean {
  const query = needle.trim().normalize('NFC');
  if (!query) return true;
  const text = haystack.normalize('NFC');
  return lowerTR(text).includes(lowerTR(query)) || text.toLowerCase().includes(query.toLowerCase());
}

/** The blog list's client-side search: the query is looked for in the plain-text title and summary (as the API sends them). */
export function postMatchesSearch(post: Pick<BlogPost, 'title_text' | 'summary_text'>, query: string): boolean {
  return containsTR(`${post.title_text}\n${post.summary_text}`, query);
}
