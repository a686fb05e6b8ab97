import type { FaqGroup } from '@kredi/contracts/content-pages';

/** schema.org FAQPage data of the FAQ's questions, for search engines (the answers as text). */
export function faqJsonLd(groups: readonly FaqGroup[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: groups.flatMap((group) =>
      group.items.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer_text },
      })),
    ),
  };
}

/**
 * The data as the text of a <script type="application/ld+json">: `<` is escaped, so no question or answer can close
 * the script element (the same rule as the server's state script).
 */
export const jsonLdText = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');
