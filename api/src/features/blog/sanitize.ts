import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';

// jsdom takes a moment to start, so the purifier is built on first use only.
let purifier: DOMPurify | undefined;

function getPurifier(): DOMPurify {
  if (!purifier) {
    const { window } = new JSDOM('');
    purifier = createDOMPurify(window as unknown as WindowLike);
    // Links that open a new tab must not hand the opener window to the target page.
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
  }
  return purifier;
}

/**
 * Post bodies are shown as HTML (spec 2.7), so they are cleaned before they are
 * stored: no scripts, event handlers, javascript: URLs, frames, forms or inline
 * styles. The pages sanitize again before rendering (defence in depth).
 */
export function sanitizePostContent(html: string): string {
  return getPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  });
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
