/**
 * Blog titles and summaries arrive with HTML tags and entities ('&uuml;', '&#351;'); people see plain text.
 * DOMParser builds an inert document (no scripts run, no images load), so this is safe for any input.
 */
const NOT_TEXT = 'script, style, template, noscript';
// Block boundaries become spaces so that '<p>a</p><p>b</p>' reads 'a b', not 'ab'.
const BLOCKS = 'p, div, br, li, h1, h2, h3, h4, h5, h6, tr, td, th, blockquote, section, article';

export function toPlainText(html: string | null | undefined): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.body.querySelectorAll(NOT_TEXT).forEach((node) => node.remove());
  doc.body.querySelectorAll(BLOCKS).forEach((node) => node.after(' '));
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
