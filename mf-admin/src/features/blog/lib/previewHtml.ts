import DOMPurify from 'dompurify';
import { renderPostMarkdown } from '@kredi/contracts/blog';

/**
 * The editor's preview: the same Markdown renderer the API uses on save, then sanitized like the public post page
 * does before showing HTML (scripts, handlers, javascript: links, styles and forms go).
 */
export function previewHtml(markdown: string): string {
  return DOMPurify.sanitize(renderPostMarkdown(markdown), { FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'], FORBID_ATTR: ['style'] });
}
