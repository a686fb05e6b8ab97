import DOMPurify from 'dompurify';

/**
 * Post bodies are sanitized on the server when stored and again here before dangerouslySetInnerHTML:
 * scripts, event-handler attributes and javascript: URLs go; <style> and forms go too, so a post cannot restyle or phish the page.
 */
export function sanitizePostHtml(html: string | null | undefined): string {
  if (!html) return '';
  return DOMPurify.sanitize(html, { FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'] });
}
