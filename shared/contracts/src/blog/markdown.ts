import MarkdownIt, { type MarkdownIt as MarkdownRenderer } from 'markdown-it';

let renderer: MarkdownRenderer | undefined;

/**
 * Post bodies are written in Markdown (CommonMark, via markdown-it) and stored as HTML, which is what the blog API answers.
 * Raw HTML inside the Markdown is kept, so the seeded HTML posts stay editable as they are; the result is NOT safe
 * by itself: the API sanitizes it on save and the pages sanitize it again before showing it.
 */
export function renderPostMarkdown(source: string): string {
  renderer ??= new MarkdownIt({ html: true, linkify: true, typographer: false });
  return renderer.render(source);
}
