import DOMPurify from 'dompurify';
import { renderPostMarkdown, sanitizePostHtml } from '@kredi/contracts/blog';

/**
 * The editor's preview: the same Markdown renderer the API uses on save, then the blog contract's one set of HTML
 * rules, as the API and the public post page apply them: the preview shows what visitors will see.
 */
export function previewHtml(markdown: string): string {
  return sanitizePostHtml(DOMPurify, renderPostMarkdown(markdown));
}
