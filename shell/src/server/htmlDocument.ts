import type { DocumentMeta } from '@kredi/kernel';

export interface PageHead {
  meta: DocumentMeta;
  /** The page's public address (the canonical link and og:url). */
  canonicalUrl: string;
  siteName: string;
  /** Emotion's critical <style> tags. */
  styles: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function headTags({ meta, canonicalUrl, siteName, styles }: PageHead): string {
  const tags = [
    `<link rel="canonical" href="${escapeHtml(canonicalUrl)}" />`,
    '<meta property="og:type" content="website" />',
    '<meta property="og:locale" content="tr_TR" />',
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonicalUrl)}" />`,
  ];
  if (meta.title) tags.push(`<meta property="og:title" content="${escapeHtml(meta.title)}" />`);
  if (meta.description) tags.push(`<meta property="og:description" content="${escapeHtml(meta.description)}" />`);
  return [...tags, styles].filter(Boolean).join('\n    ');
}

/**
 * The server-rendered page: the shell's page template (the client render's page with the intent loader as its only
 * script, docs/ssr.md) with the page's title, description, canonical and Open Graph tags, critical CSS, the rendered
 * HTML inside #root and the state the browser hydrates with.
 */
export function serverRenderedDocument(template: string, head: PageHead, bodyHtml: string, stateScript: string): string {
  const { title, description } = head.meta;
  let html = template;
  if (title) html = html.replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(title)}</title>`);
  html = html.replace(
    // The template is minified by the browser build (attributes without quotes).
    /<meta name="?description"?[^>]*>/,
    description === undefined ? '' : `<meta name="description" content="${escapeHtml(description)}" />`,
  );
  // The template's og:image is a path (the build hashes the picture): crawlers want the page's own origin before it.
  html = html.replace(/(<meta property="?og:image"? content="?)(\/[^"\s>]+)/, (_all, start: string, imagePath: string) =>
    `${start}${new URL(imagePath, head.canonicalUrl).href}`,
  );
  html = html.replace('</head>', `  ${headTags(head)}\n  </head>`);
  return html.replace(/<div id="?root"?><\/div>/, `<div id="root">${bodyHtml}</div>${stateScript}`);
}
