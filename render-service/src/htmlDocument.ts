import type { DocumentMeta } from '@kredi/kernel';

export interface PageHead {
  meta: DocumentMeta;
  /** The page's public address (the canonical link and og:url). */
  canonicalUrl: string;
  siteName: string;
  /** Emotion's critical <style> tags. */
  styles: string;
  /** The stylesheet every public page shares (a hashed, immutable file), linked before the page's own styles. */
  sharedStylesheet?: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function headTags({ meta, canonicalUrl, siteName, styles, sharedStylesheet }: PageHead): string {
  const tags = [
    `<link rel="canonical" href="${escapeHtml(canonicalUrl)}" />`,
    '<meta property="og:type" content="website" />',
    '<meta property="og:locale" content="tr_TR" />',
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonicalUrl)}" />`,
  ];
  if (meta.title) tags.push(`<meta property="og:title" content="${escapeHtml(meta.title)}" />`);
  if (meta.description) tags.push(`<meta property="og:description" content="${escapeHtml(meta.description)}" />`);
  const shared = sharedStylesheet ? `<link rel="stylesheet" href="${escapeHtml(sharedStylesheet)}" />` : '';
  return [...tags, shared, styles].filter(Boolean).join('\n    ');
}

/**
 * Puts `insert` in place of the first match of `pattern` in `html` (or before nothing, when absent: the template is
 * the build's own). Slicing, not `String.replace`: a replacement string interprets `$&`, `$'`, `$\``, `$$` and `$1`,
 * and what is put in here is content (a post's title, a page's HTML, its state), where a `$` is only a `$`.
 */
function spliced(html: string, pattern: RegExp, insert: (match: RegExpExecArray) => string): string {
  const found = pattern.exec(html);
  if (!found) return html;
  return html.slice(0, found.index) + insert(found) + html.slice(found.index + found[0].length);
}

/**
 * The server-rendered page: the shell's page template (the client render's page with the intent loader as its only
 * script, docs/ssr.md) with the page's title, description, canonical and Open Graph tags, critical CSS, the rendered
 * HTML inside #root and the state the browser hydrates with. The template gives the places; nothing of the page is
 * ever read as a pattern or a replacement.
 */
export function serverRenderedDocument(template: string, head: PageHead, bodyHtml: string, stateScript: string): string {
  const { title, description } = head.meta;
  let html = template;
  if (title) html = spliced(html, /<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  html = spliced(
    html,
    // The template is minified by the browser build (attributes without quotes).
    /<meta name="?description"?[^>]*>/,
    () => (description === undefined ? '' : `<meta name="description" content="${escapeHtml(description)}" />`),
  );
  // The template's og:image is a path (the build hashes the picture): crawlers want the page's own origin before it.
  html = spliced(
    html,
    /(<meta property="?og:image"? content="?)(\/[^"\s>]+)/,
    ([, start = '', imagePath = '/']) => `${start}${escapeHtml(new URL(imagePath, head.canonicalUrl).href)}`,
  );
  html = spliced(html, /<\/head>/, () => `  ${headTags(head)}\n  </head>`);
  return spliced(html, /<div id="?root"?><\/div>/, () => `<div id="root">${bodyHtml}</div>${stateScript}`);
}
