import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@kredi/kernel/testing';
import { mockApi } from '@kredi/contracts/testing';
import { makeContentPage, TEST_SITE_CONFIG } from '../../../testing/fixtures';
import FaqPage from './FaqPage';

const FAQ = makeContentPage({
  slug: 'sss',
  kind: 'faq',
  path: '/sss',
  title: 'Sıkça Sorulan Sorular',
  description: 'En sık sorulan soruların yanıtları.',
  version: null,
  content: '<p>Sorularınızı yanıtladık.</p>',
  faq: [
    {
      title: 'Hizmetimiz',
      items: [
        {
          question: 'Hizmetiniz ücretli mi?',
          answer_html: '<p>Ön değerlendirme <strong>ücretsizdir</strong>.</p>',
          answer_text: 'Ön değerlendirme ücretsizdir.',
        },
        { question: 'Kredi veriyor musunuz?', answer_html: '<p>Hayır.</p>', answer_text: 'Hayır.' },
      ],
    },
    {
      title: 'Kişisel verileriniz',
      items: [{ question: 'Verilerim </script> nerede?', answer_html: '<p>Türkiye’de.</p>', answer_text: 'Türkiye’de.' }],
    },
  ],
});

describe('FaqPage', () => {
  beforeEach(() => {
    mockApi({ 'GET /api/pages/sss/': FAQ });
    renderWithProviders(<FaqPage />, { route: '/sss', path: '/sss', preloadedState: { siteConfig: TEST_SITE_CONFIG } });
  });

  it('shows the introduction and the questions grouped under their headings; an answer opens on a click', async () => {
    expect(await screen.findByRole('heading', { level: 1, name: 'Sıkça Sorulan Sorular' })).toBeInTheDocument();
    expect(screen.getByText('Sorularınızı yanıtladık.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Hizmetimiz', 'Kişisel verileriniz']);
    const question = screen.getByRole('button', { name: 'Hizmetiniz ücretli mi?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Hizmetiniz ücretli mi?' })).toHaveTextContent('Ön değerlendirme ücretsizdir.');
    expect(document.title).toBe('Sıkça Sorulan Sorular | Test Kredi');
  });

  it('carries schema.org FAQPage data of every question, which no answer can break out of', async () => {
    await screen.findByRole('heading', { level: 1 });
    const script = document.querySelector('script[type="application/ld+json"]')!;
    expect(script.innerHTML).not.toContain('</script>');
    expect(JSON.parse(script.textContent!)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Hizmetiniz ücretli mi?',
          acceptedAnswer: { '@type': 'Answer', text: 'Ön değerlendirme ücretsizdir.' },
        },
        { '@type': 'Question', name: 'Kredi veriyor musunuz?', acceptedAnswer: { '@type': 'Answer', text: 'Hayır.' } },
        { '@type': 'Question', name: 'Verilerim </script> nerede?', acceptedAnswer: { '@type': 'Answer', text: 'Türkiye’de.' } },
      ],
    });
  });
});
