import type { Config, DOMPurify } from 'dompurify';

/**
 * The one set of HTML rules for blog text. Three places apply them, each with the DOMPurify instance it has: the API
 * before a post is stored (on a jsdom window), the post page before it shows HTML (the browser's, or the composer's on
 * a jsdom window in the server render, docs/ssr.md), and the admin editor's preview. The same rules everywhere mean
 * the preview shows what visitors will see, and the server render and the browser agree (no hydration mismatch).
 */
export const POST_HTML_RULES = {
  USE_PROFILES: { html: true },
  // No scripts (DOMPurify's default), no styles that restyle the page, no forms that could phish, no embedded pages.
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
  // A link may open a new tab; the hook below makes sure it does not hand the opener window to the target page.
  ADD_ATTR: ['target'],
} satisfies Config;

// Contracts compile without the DOM library (the API has none): the few DOM members used here, by shape.
interface LinkElement {
  nodeName: string;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
}
interface TextTree {
  textContent: string | null;
  querySelectorAll(selectors: string): { forEach(each: (node: { after(text: string): void }) => void): void };
}

const withLinkRule = new WeakSet<DOMPurify>();

/** Hooks belong to an instance: add the opener rule once per instance, whoever asks first. */
function addLinkRule(purify: DOMPurify): void {
  if (withLinkRule.has(purify)) return;
  purify.addHook('afterSanitizeAttributes', (element) => {
    const node = element as unknown as LinkElement;
    if (node.nodeName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
  });
  withLinkRule.add(purify);
}

/** A post body (or its preview) cleaned by the one rule set. Empty without a DOM to clean with: never raw HTML. */
export function sanitizePostHtml(purify: DOMPurify, html: string | null | undefined): string {
  if (!html || !purify.isSupported) return '';
  addLinkRule(purify);
  return purify.sanitize(html, POST_HTML_RULES);
}

/**
 * Titles and summaries keep inline HTML only (emphasis, line breaks), no attributes. FORCE_BODY: a leading <script> or
 * <style> would otherwise be parsed into <head>, never seen and never reported as removed.
 */
export const INLINE_HTML_RULES = {
  ALLOWED_TAGS: ['strong', 'b', 'em', 'i', 'u', 'mark', 'small', 'br', 'span'],
  ALLOWED_ATTR: [],
  FORCE_BODY: true,
} satisfies Config;

// DOMPurify reports the document wrapper it parsed into as "removed", and FORCE_BODY's own <remove> marker; neither
// is user content.
const DOCUMENT_WRAPPERS = new Set(['HTML', 'HEAD', 'BODY', 'REMOVE']);

/**
 * A title or summary as it is stored: titles may carry inline HTML and entities such as `&uuml;`, which the
 * pages turn into plain text. A harmless value is kept exactly as given, entities included; only when DOMPurify had
 * to remove something is its cleaned output kept.
 */
export function sanitizeInlineHtmlWith(purify: DOMPurify, text: string): string {
  const cleaned = purify.sanitize(text, INLINE_HTML_RULES);
  const removedUserContent = purify.removed.some(
    (item) => !('element' in item && DOCUMENT_WRAPPERS.has((item.element as { nodeName: string }).nodeName)),
  );
  return removedUserContent ? cleaned : text;
}

// Block boundaries become spaces, so that '<p>a</p><p>b</p>' reads 'a b', not 'ab'.
const BLOCKS = 'p, div, br, li, h1, h2, h3, h4, h5, h6, tr, td, th, blockquote, section, article';

/**
 * Titles and summaries may hold inline HTML and entities ('&uuml;'); lists, cards and the page title show
 * them as plain text (the API sends it as title_text and summary_text). DOMPurify parses into an inert document
 * (nothing runs or loads) and drops the content of script, style, template and noscript, so no code ever reads as
 * text. Style must be forbidden explicitly: DOMPurify's default profile keeps a <style> in the body, CSS and all.
 */
export function plainText(purify: DOMPurify, html: string | null | undefined): string {
  if (!html || !purify.isSupported) return '';
  const body = purify.sanitize(html, { RETURN_DOM: true, FORBID_TAGS: ['style'] }) as unknown as TextTree;
  body.querySelectorAll(BLOCKS).forEach((node) => node.after(' '));
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
