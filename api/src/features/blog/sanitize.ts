import { createRequire } from 'node:module';
import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify';
import type * as Jsdom from 'jsdom';
import { sanitizeInlineHtmlWith, sanitizePostHtml } from '@kredi/contracts/blog';

// jsdom takes a moment to load (about 0.4 s of CPU: a third of the API's module graph) and to start, so both wait for
// the first call: the server makes the purifier before it listens (server.ts), and a process that never cleans a post
// never pays for it (the staff and KVKK command-line tools, API tests that seed no blog). jsdom is CommonJS, so it
// loads synchronously where it is needed.
let purifier: DOMPurify | undefined;

/** The API's one DOMPurify, on a jsdom window (also used for the posts' plain text, postText.ts). */
export function getPurifier(): DOMPurify {
  if (!purifier) {
    const { JSDOM } = createRequire(import.meta.url)('jsdom') as typeof Jsdom;
    const { window } = new JSDOM('');
    purifier = createDOMPurify(window as unknown as WindowLike);
  }
  return purifier;
}

/**
 * Post bodies are shown as HTML, so they are cleaned before they are stored, by the blog contract's one
 * rule set (no scripts, event handlers, javascript: URLs, frames, forms or inline styles). The pages clean again
 * with the same rules before rendering (defence in depth).
 */
export function sanitizePostContent(html: string): string {
  return sanitizePostHtml(getPurifier(), html);
}

/** A title or summary cleaned by the blog contract's inline rules (the same for every writer of one). */
export function sanitizeInlineHtml(text: string): string {
  return sanitizeInlineHtmlWith(getPurifier(), text);
}
