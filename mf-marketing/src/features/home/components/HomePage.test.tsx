import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@kredi/kernel/testing';
import { json, mockApi, never } from '@kredi/contracts/testing';
import { makePost, TEST_SITE_CONFIG } from '../../../testing/fixtures';
import HomePage from './HomePage';

const FEATURED = 'GET /api/blog-api/posts/featured/';
const ALL = 'GET /api/blog-api/posts/';
const failure = () => json({ message: 'Sunucu hatası' }, 500);

function renderHome() {
  return renderWithProviders(<HomePage />, { preloadedState: { siteConfig: TEST_SITE_CONFIG } });
}

const blogSection = () => screen.getByRole('region', { name: 'Güncel Blog Yazıları' });

afterEach(() => jest.restoreAllMocks());

describe('HomePage', () => {
  it('shows the hero at once while the blog section shows four skeletons', () => {
    mockApi({ [FEATURED]: never });
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Kolay Kredinin Formülü' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'LİMİTİNİ ÖĞREN' })).toBeInTheDocument();
    expect(within(blogSection()).getAllByTestId('blog-card-skeleton')).toHaveLength(4);
    expect(within(blogSection()).queryAllByRole('article')).toHaveLength(0);
  });

  it('sets the page title and description', () => {
    mockApi({ [FEATURED]: never });
    renderHome();
    expect(document.title).toBe('Kolay Kredinin Formülü');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/Yapay zekâ destekli kredi raporu/);
  });

  it('opens the external application form in a new tab from both calls to action', () => {
    mockApi({ [FEATURED]: never });
    renderHome();
    for (const name of ['LİMİTİNİ ÖĞREN', 'Toplam Limitini Öğren']) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', 'https://basvuru.example/form');
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
  });

  it('shows the three steps, the why-us cards with a link to /hakkimizda, and the green section cards', () => {
    mockApi({ [FEATURED]: never });
    renderHome();
    for (const step of ['1 Dakikada Başvurun', 'En İyi Banka Teklifini Keşfedin', 'Limitinizi Anında Öğrenin']) {
      expect(screen.getByRole('heading', { name: step })).toBeInTheDocument();
    }
    for (const card of [
      'Yapay Zekâ ile Hızlı Kredi Değerlendirmesi',
      'Güvenli Banka Teklifleri',
      'Uygun Faiz Oranları',
      'Pratik',
      'Ekonomik',
      'Anında',
    ]) {
      expect(screen.getByRole('heading', { name: card })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Daha Fazla Bilgi' })).toHaveAttribute('href', '/hakkimizda');
    expect(screen.getByRole('link', { name: 'Tüm Yazıları Gör' })).toHaveAttribute('href', '/blog');
  });

  it("'Daha Fazla' scrolls to the why-us section", async () => {
    mockApi({ [FEATURED]: never });
    const scrolled: Element[] = [];
    // jsdom has no scrollIntoView; record which element is asked to scroll into view.
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      value: function (this: Element) {
        scrolled.push(this);
      },
    });
    renderHome();
    await userEvent.click(screen.getByRole('button', { name: 'Daha Fazla' }));
    expect(scrolled).toHaveLength(1);
    expect(
      within(scrolled[0] as HTMLElement).getByRole('heading', { name: 'Yapay Zekâ ile Hızlı Kredi Değerlendirmesi' }),
    ).toBeInTheDocument();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('shows at most four featured posts and does not load all posts', async () => {
    const { keys } = mockApi({ [FEATURED]: [1, 2, 3, 4, 5].map((id) => makePost(id, { title: `Öne çıkan ${id}` })) });
    renderHome();
    expect(await within(blogSection()).findAllByRole('article')).toHaveLength(4);
    expect(screen.getByText('Öne çıkan 1')).toBeInTheDocument();
    expect(screen.queryByText('Öne çıkan 5')).not.toBeInTheDocument();
    expect(screen.queryAllByTestId('blog-card-skeleton')).toHaveLength(0);
    expect(keys()).toEqual([FEATURED]);
  });

  it('falls back to the first four of all posts when there are no featured posts', async () => {
    const { keys } = mockApi({ [FEATURED]: [], [ALL]: [1, 2, 3, 4, 5, 6].map((id) => makePost(id)) });
    renderHome();
    const cards = await within(blogSection()).findAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Yazı 1', 'Yazı 2', 'Yazı 3', 'Yazı 4']);
    expect(keys()).toEqual([FEATURED, ALL]);
  });

  it('falls back to all posts when the featured call fails', async () => {
    mockApi({ [FEATURED]: failure, [ALL]: [makePost(7)] });
    renderHome();
    expect(await within(blogSection()).findAllByRole('article')).toHaveLength(1);
    expect(screen.getByText('Yazı 7')).toBeInTheDocument();
    expect(screen.queryByText('Blog yazıları yüklenemedi.')).not.toBeInTheDocument();
  });

  it('shows the red error when the posts cannot be loaded at all', async () => {
    mockApi({ [FEATURED]: failure, [ALL]: failure });
    renderHome();
    const error = await within(blogSection()).findByText('Blog yazıları yüklenemedi.');
    expect(error).toHaveAttribute('role', 'alert');
    // Red, as the spec says (the theme's error colour).
    expect(error).toHaveStyle({ color: 'rgb(198, 40, 40)' });
    expect(within(blogSection()).queryAllByTestId('blog-card-skeleton')).toHaveLength(0);
    expect(within(blogSection()).queryByRole('button', { name: /Yeniden/ })).not.toBeInTheDocument();
    // The rest of the page is untouched.
    expect(screen.getByRole('link', { name: 'LİMİTİNİ ÖĞREN' })).toBeInTheDocument();
  });

  it('renders a card with the plain texts and minutes the API sends, its date and link', async () => {
    mockApi({
      [FEATURED]: [
        makePost(3, {
          title: '<b>&Ccedil;ift&ccedil;i</b> Kredisi &amp; Fırsatlar',
          title_text: 'Çiftçi Kredisi & Fırsatlar',
          summary: '<p>Ba&#351;vuru ko&#351;ullar&#305;</p>',
          summary_text: 'Başvuru koşulları',
          image: null,
          slug: 'ciftci-kredisi',
          reading_time: 4,
        }),
      ],
    });
    renderHome();
    const card = await within(blogSection()).findByRole('article');
    expect(within(card).getByRole('heading', { name: 'Çiftçi Kredisi & Fırsatlar' })).toBeInTheDocument();
    expect(within(card).getByText('Başvuru koşulları')).toBeInTheDocument();
    expect(within(card).getByTestId('blog-card-placeholder')).toBeInTheDocument();
    expect(within(card).getByText('Konut Kredisi')).toBeInTheDocument();
    expect(within(card).getByText('4 Nisan 2025')).toBeInTheDocument();
    expect(within(card).getByText('4 dk okuma')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Devamını Oku' })).toHaveAttribute('href', '/blog/ciftci-kredisi');
  });

  it('says so when there are no posts at all', async () => {
    mockApi({ [FEATURED]: [], [ALL]: [] });
    renderHome();
    await waitFor(() => expect(within(blogSection()).queryAllByTestId('blog-card-skeleton')).toHaveLength(0));
    expect(within(blogSection()).getByText('Henüz yayımlanmış bir blog yazısı bulunmuyor.')).toBeInTheDocument();
  });
});
