import { plainText, renderPostMarkdown } from '@kredi/contracts/blog';
import { parseFaqMarkdown, type FaqGroup } from '@kredi/contracts/content-pages';
import { getPurifier, sanitizeInlineHtml, sanitizePostContent } from '../blog/public.js';

/**
 * A content page's body is written and cleaned exactly as a blog post's: the blog's Markdown renderer, then the
 * blog's one set of HTML rules (no second renderer, no second sanitizer).
 */
export const pageHtml = (markdown: string): string => sanitizePostContent(renderPostMarkdown(markdown));

/** Title-like fields are text on the page; inline HTML in them is cleaned as a post's title is. */
export const pageInlineText = (text: string): string => sanitizeInlineHtml(text);

/** The FAQ as the page shows it: its introduction as HTML, and each question with its answer as HTML and as text. */
export function faqOf(markdown: string): { intro: string; groups: FaqGroup[] } {
  const parsed = parseFaqMarkdown(markdown);
  return {
    intro: parsed.intro ? pageHtml(parsed.intro) : '',
    groups: parsed.groups.map((group) => ({
      title: plainText(getPurifier(), group.title),
      items: group.items.map((item) => {
        const answer = pageHtml(item.answer);
        return { question: plainText(getPurifier(), item.question), answer_html: answer, answer_text: plainText(getPurifier(), answer) };
      }),
    })),
  };
}
