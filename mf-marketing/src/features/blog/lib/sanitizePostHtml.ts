import DOMPurify from 'dompurify';

/**
 * Post bodies are sanitized by the API when stored and again here (in the server render and in the browser) before
 * dangerouslySetInnerHTML:
 * scripts, event-handler attributes and javascript: URLs go; <style> and forms go too, so a post cannot restyle or phish the page.
 */
export function sanitizePostHtml(html: string | null | undefined): string {
  if (!html) return '';
  // On the server the composer hands this build a DOMPurify with a jsdom window (docs/ssr.md). Without a DOM to
  // sanitize with, show nothing rather than unsanitized HTML: hydration keeps the server's HTML as it is.
  if (!DOMPurify.isSupported) return '';
  return DOMPurify.sanitize(html, { FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'] });
}
