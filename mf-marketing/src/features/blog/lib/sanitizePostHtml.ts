import DOMPurify from 'dompurify';

/**
 * Post bodies are sanitized on the server when stored and again here before dangerouslySetInnerHTML:
 * scripts, event-handler attributes and javascript: URLs go; <style> and forms go too, so a post cannot restyle or phish the page.
 */
export function sanitizePostHtml(html: string | null | undefined): string {
  if (!html) return '';
  // A server render has no DOM for DOMPurify: it shows the body as the API stored it, sanitized on save with a
  // stricter list than this one; the browser sanitizes again here when it hydrates.
  if (!DOMPurify.isSupported) return html;
  return DOMPurify.sanitize(html, { FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'] });
}
