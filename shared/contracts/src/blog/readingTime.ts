/** Reading speed and the most minutes a card shows ('N dk okuma'). */
export const WORDS_PER_MINUTE = 200;
export const MAX_READING_MINUTES = 30;

/** Words of a plain text (as `plainText` gives it: whitespace already collapsed and trimmed). */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/).length : 0;
}

/** The post's own reading time in whole minutes, when it has a positive one (else the body's words decide). */
export function ownReadingMinutes(readingTime: number | null | undefined): number | null {
  return typeof readingTime === 'number' && Number.isFinite(readingTime) && readingTime > 0 ? Math.ceil(readingTime) : null;
}

/**
 * Minutes shown as 'N dk okuma': the post's own reading_time when it has a positive one, else the words of its body's
 * plain text / 200 rounded up, at least 1 and at most 30. The API computes it (the wire's `reading_minutes`), so the
 * pages never parse a body to count its words.
 */
export function readingMinutes(readingTime: number | null | undefined, bodyWords: number): number {
  return ownReadingMinutes(readingTime) ?? Math.min(MAX_READING_MINUTES, Math.max(1, Math.ceil(bodyWords / WORDS_PER_MINUTE)));
}
