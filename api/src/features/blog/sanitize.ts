import { createRequire } from 'node:module';
import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify';
import type * as Jsdom from 'jsdom';
import { sanitizePostHtml } from '@kredi/contracts/blog';

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
 * Post bodies are shown as HTML (spec 2.7), so they are cleaned before they are stored, by the blog contract's one
 * rule set (no scripts, event handlers, javascript: URLs, frames, forms or inline styles). The pages clean again
 * with the same rules before rendering (defence in depth).
 */
export function sanitizePostContent(html: string): string {
  return sanitizePostHtml(getPurifier(), html);
}

const inlineTags = ['strong', 'b', 'em', 'i', 'u', 'mark', 'small', 'br', 'span'];

// DOMPurify reports the document wrapper it parsed into as "removed", and FORCE_BODY's own <remove> marker; neither
// is user content.
const documentWrappers = new Set(['HTML', 'HEAD', 'BODY', 'REMOVE']);

function removedUserContent(purify: DOMPurify): boolean {
  return purify.removed.some((item) => !('element' in item && documentWrappers.has(item.element.nodeName)));
}

/**
 * Titles and summaries may carry inline HTML and entities such as `&uuml;`
 * (spec 3), which the pages turn into plain text. A harmless value is stored
 * exactly as given, entities included; only when DOMPurify had to remove
 * something do we store its cleaned output.
 */
export function sanitizeInlineHtml(text: string): string {
  const purify = getPurifier();
  // FORCE_BODY: a leading <script> or <style> would otherwise be parsed into <head>, never seen, never reported.
  const cleaned = purify.sanitize(text, { ALLOWED_TAGS: inlineTags, ALLOWED_ATTR: [], FORCE_BODY: true });
  return removedUserContent(purify) ? cleaned : text;
}
