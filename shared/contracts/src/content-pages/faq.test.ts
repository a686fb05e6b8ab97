import { parseFaqMarkdown } from './faq';

describe('parseFaqMarkdown', () => {
  it('reads the introduction, the groups and each question with its answer', () => {
    const faq = parseFaqMarkdown(
      [
        'Sorularınızı yanıtladık.',
        '',
        '## Başvuru',
        '### Ücret alıyor musunuz?',
        'Ön değerlendirme **ücretsizdir**.',
        '',
        '- madde',
        '### Ne kadar sürer?',
        'Bir iş günü.',
        '## Veriler',
        '### Verilerim nerede?',
        'Türkiye’de.',
      ].join('\n'),
    );
    expect(faq.intro).toBe('Sorularınızı yanıtladık.');
    expect(faq.groups).toEqual([
      {
        title: 'Başvuru',
        items: [
          { question: 'Ücret alıyor musunuz?', answer: 'Ön değerlendirme **ücretsizdir**.\n\n- madde' },
          { question: 'Ne kadar sürer?', answer: 'Bir iş günü.' },
        ],
      },
      { title: 'Veriler', items: [{ question: 'Verilerim nerede?', answer: 'Türkiye’de.' }] },
    ]);
  });

  it('keeps headings inside a code block as answer text, drops empty groups and accepts questions without a group', () => {
    const faq = parseFaqMarkdown('### Soru?\r\n```\n## değil başlık\n```\n## Boş grup\n');
    expect(faq.groups).toEqual([{ title: '', items: [{ question: 'Soru?', answer: '```\n## değil başlık\n```' }] }]);
  });
});
