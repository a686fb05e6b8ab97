import DOMPurify from 'dompurify';
import { plainText } from '@kredi/contracts/blog';

const WORDS_PER_MINUTE = 200;
const MAX_MINUTES = 30;

/**
 * Minutes shown as 'N dk okuma' (spec 9.1): the post's own reading_time when it has one,
 * else its words / 200 rounded up, at least 1 and at most 30.
 */
export function readingMinutes(post: { content?: string | null; reading_time?: number | null }): number {
  const given = post.reading_time;
  if (typeof given === 'number' && Number.isFinite(given) && given > 0) return Math.ceil(given);
  const text = plainText(DOMPurify, post.content);
  const words = text ? text.split(' ').length : 0;
  return Math.min(MAX_MINUTES, Math.max(1, Math.ceil(words / WORDS_PER_MINUTE)));
}

export function readingTimeLabel(post: { content?: string | null; reading_time?: number | null }): string {
  return `${readingMinutes(post)} dk okuma`;
}
