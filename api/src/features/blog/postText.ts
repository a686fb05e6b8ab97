import { createHash } from 'node:crypto';
import { countWords, ownReadingMinutes, plainText, readingMinutes } from '@kredi/contracts/blog';
import { getPurifier } from './sanitize.js';

/**
 * The plain-text fields of a post on the wire (title_text, summary_text, reading_minutes), so the pages need no HTML
 * parser to show cards, lists and page titles.
 *
 * Computed when a post is answered, not when it is written: that needs no migration, stays right for posts stored
 * before these fields existed and whatever path wrote them, and the rule lives only in the contract. Its cost is small
 * anyway: answers are serialized once per blog revision (http/answerCache.ts), and jsdom parses each distinct string
 * once per process thanks to the bounded memo below. The memo holds results of a pure function of the input string, so
 * two API instances (or a restart) can only recompute the same value, never disagree.
 */
const MEMO_ENTRIES = 500;
// Long inputs (bodies) are keyed by a digest, so the memo never keeps a post body alive; short ones by themselves.
const DIGEST_FROM_LENGTH = 256;

function createMemo<V>(compute: (input: string) => V): (input: string) => V {
  const entries = new Map<string, V>();
  return (input) => {
    const key = input.length < DIGEST_FROM_LENGTH ? input : `#${createHash('sha256').update(input).digest('base64')}`;
    const hit = entries.get(key);
    if (hit !== undefined) {
      // A Map iterates in insertion order: moving a hit to the end makes the first key the least recently used.
      entries.delete(key);
      entries.set(key, hit);
      return hit;
    }
    const value = compute(input);
    entries.set(key, value);
    if (entries.size > MEMO_ENTRIES) entries.delete(entries.keys().next().value!);
    return value;
  };
}

const textOf = createMemo((html) => plainText(getPurifier(), html));
const wordsOf = createMemo((html) => countWords(plainText(getPurifier(), html)));

export interface PostText {
  title_text: string;
  summary_text: string;
  reading_minutes: number;
}

export function postText(post: { title: string; summary: string; content: string; readingTime: number | null }): PostText {
  return {
    title_text: textOf(post.title),
    summary_text: textOf(post.summary),
    // Only the word count of a body is needed (no body-sized plain text is kept), and only when the post has no time of its own.
    reading_minutes: readingMinutes(post.readingTime, ownReadingMinutes(post.readingTime) === null ? wordsOf(post.content) : 0),
  };
}
