import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@kredi/kernel/testing';
import { json, mockApi, never, type Routes } from '@kredi/contracts/testing';
import { makePost, TEST_SITE_CONFIG } from '../../../testing/fixtures';
import { allConsentGrants, saveConsentChoice } from '@kredi/contracts/consent';
import BlogPostPage from './BlogPostPage';

const SLUG = 'konut-kredisi-rehberi';
const POST = `GET /api/blog-api/posts/${SLUG}/`;
const RELATED = 'GET /api/blog-api/posts/by_category/?slug=konut-kredisi';
const PAGE_URL = `http://localhost/blog/${SLUG}`;

const post = makePost(1, {
  slug: SLUG,
  title: 'Konut Kredisi &amp; Faiz <em>Rehberi</em>',
  title_text: 'Konut Kredisi & Faiz Rehberi',
  summary: 'Ev sahibi olmanın yolları',
  reading_time: 12,
  image: 'https://cdn.example.com/konut.jpg',
  content:
    '<h2>Giriş</h2><p>Konut kredisi <strong>uzun vadeli</strong> bir kredidir.</p>' +
    '<script>window.__hacked = true</script>' +
    '<img src="https://cdn.example.com/a.png" onerror="window.__hacked = true">' +
    '<a href="javascript:alert(1)">tıkla</a> <a href="https://example.com/faiz">faiz tablosu</a>',
});

/** The page counts a view of every loaded post; the server answers 204. */
const counted = () => new Response(null, { status: 204 });

function renderPost(routes: Routes, slug = SLUG) {
  const api = mockApi({ [`POST /api/blog-api/posts/:slug/view/`]: counted, ...routes });
  renderWithProviders(<BlogPostPage />, { route: `/blog/${slug}`, path: '/blog/:slug', preloadedState: { siteConfig: TEST_SITE_CONFIG } });
  return api;
}

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('BlogPostPage', () => {
  it('shows a skeleton while the post loads', () => {
    renderPost({ [POST]: never });
    expect(screen.getByTestId('post-skeleton')).toBeInTheDocument();
  });

  it('shows the post: back link, plain title, author, date, fixed reading time, badge, image', async () => {
    renderPost({ [POST]: post, [RELATED]: [] });
    const title = await screen.findByRole('heading', { level: 1 });
    expect(title).toHaveTextContent(/^Konut Kredisi & Faiz Rehberi$/);
    expect(screen.getByRole('link', { name: 'Blog Yazılarına Dön' })).toHaveAttribute('href', '/blog');
    expect(screen.getByText('Test Kredi Danışmanlık A.Ş.')).toBeInTheDocument();
    expect(screen.getByText('4 Nisan 2025')).toBeInTheDocument();
    // The post page always says 5 minutes, whatever the post's own reading time.
    expect(screen.getByText('5 dk okuma')).toBeInTheDocument();
    expect(screen.queryByText('12 dk okuma')).not.toBeInTheDocument();
    expect(screen.getByText('Konut Kredisi')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Konut Kredisi & Faiz Rehberi' })).toHaveAttribute('src', 'https://cdn.example.com/konut.jpg');
    expect(document.title).toBe('Konut Kredisi & Faiz Rehberi | Test Kredi');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Ev sahibi olmanın yolları');
  });

  it('renders the HTML body sanitized: no scripts, no event handlers, no javascript: links', async () => {
    renderPost({ [POST]: post, [RELATED]: [] });
    const body = await screen.findByTestId('post-body');
    expect(within(body).getByRole('heading', { level: 2, name: 'Giriş' })).toBeInTheDocument();
    expect(within(body).getByText('uzun vadeli').tagName).toBe('STRONG');
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('img')).not.toHaveAttribute('onerror');
    expect(within(body).getByText('tıkla')).not.toHaveAttribute('href', expect.stringMatching(/javascript/i));
    expect(within(body).getByRole('link', { name: 'faiz tablosu' })).toHaveAttribute('href', 'https://example.com/faiz');
    expect((window as unknown as { __hacked?: boolean }).__hacked).toBeUndefined();
  });

  it('offers Facebook and Twitter share links of this page', async () => {
    renderPost({ [POST]: post, [RELATED]: [] });
    const facebook = await screen.findByRole('link', { name: "Facebook'ta Paylaş" });
    expect(facebook).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(PAGE_URL)}`);
    expect(facebook).toHaveAttribute('target', '_blank');
    const twitter = new URL(screen.getByRole('link', { name: "Twitter'da Paylaş" }).getAttribute('href')!);
    expect(twitter.origin + twitter.pathname).toBe('https://twitter.com/intent/tweet');
    expect(twitter.searchParams.get('url')).toBe(PAGE_URL);
    expect(twitter.searchParams.get('text')).toBe('Konut Kredisi & Faiz Rehberi');
  });

  it("copies the link and alerts 'Link kopyalandı!'", async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderPost({ [POST]: post, [RELATED]: [] });
    await userEvent.click(await screen.findByRole('button', { name: 'Linki Kopyala' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Link kopyalandı!'));
    expect(writeText).toHaveBeenCalledWith(PAGE_URL);
  });

  it('shows the link instead when the clipboard refuses', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: jest.fn().mockRejectedValue(new Error('denied')) },
      configurable: true,
    });
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderPost({ [POST]: post, [RELATED]: [] });
    await userEvent.click(await screen.findByRole('button', { name: 'Linki Kopyala' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(expect.stringContaining(PAGE_URL)));
    expect(alert).not.toHaveBeenCalledWith('Link kopyalandı!');
  });

  it('shows up to two related posts of the same category, without the post itself', async () => {
    renderPost({
      [POST]: post,
      [RELATED]: [
        post,
        makePost(2, { title: 'Kira mı Kredi mi?' }),
        makePost(3, { title: 'Peşinat Hesabı' }),
        makePost(4, { title: 'Dördüncü' }),
      ],
    });
    const related = await screen.findByRole('region', { name: 'İlgili Yazılar' });
    const titles = within(related)
      .getAllByRole('article')
      .map((a) => within(a).getByRole('heading').textContent);
    expect(titles).toEqual(['Kira mı Kredi mi?', 'Peşinat Hesabı']);
    expect(within(related).getAllByRole('link', { name: 'Devamını Oku' })[0]).toHaveAttribute('href', '/blog/yazi-2');
  });

  it('shows no related section for a post without a category', async () => {
    const { keys } = renderPost({ [POST]: { ...post, category: null } });
    await screen.findByTestId('post-body');
    expect(screen.queryByRole('region', { name: 'İlgili Yazılar' })).not.toBeInTheDocument();
    expect(keys().filter((key) => key.startsWith('GET'))).toEqual([POST]);
  });

  it("shows 'Yazı Bulunamadı' with a link back for an unknown post (404)", async () => {
    renderPost({ 'GET /api/blog-api/posts/yok/': () => json({ message: 'Blog yazısı bulunamadı.' }, 404) }, 'yok');
    expect(await screen.findByRole('heading', { name: 'Yazı Bulunamadı' })).toBeInTheDocument();
    expect(screen.getByText(/kaldırılmış/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Blog Yazılarına Dön' })).toHaveAttribute('href', '/blog');
    expect(screen.queryByText('Hata Oluştu')).not.toBeInTheDocument();
  });

  it("shows 'Hata Oluştu' with the message and a link back when loading fails", async () => {
    renderPost({ [POST]: () => json({ message: 'Sunucu hatası' }, 500) });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Hata Oluştu' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Blog yazısı yüklenirken bir hata oluştu. Lütfen daha sonra tekrar deneyin.');
    expect(within(alert).getByRole('link', { name: 'Blog Yazılarına Dön' })).toHaveAttribute('href', '/blog');
  });

  it('asks for the slug URL-encoded', async () => {
    const { keys } = renderPost(
      { 'GET /api/blog-api/posts/ihtiya%C3%A7-kredisi/': { ...post, slug: 'ihtiyaç-kredisi', category: null } },
      'ihtiya%C3%A7-kredisi',
    );
    await screen.findByTestId('post-body');
    expect(keys().filter((key) => key.startsWith('GET'))).toEqual(['GET /api/blog-api/posts/ihtiya%C3%A7-kredisi/']);
  });

  it('counts one view of the loaded post (the server deduplicates per visitor and day)', async () => {
    saveConsentChoice({ istatistik: true });
    const { keys } = renderPost({
      [POST]: post,
      [RELATED]: [],
      [`POST /api/blog-api/posts/${SLUG}/view/`]: () => new Response(null, { status: 204 }),
    });
    await screen.findByTestId('post-body');
    await waitFor(() => expect(keys().filter((key) => key.endsWith('/view/'))).toEqual([`POST /api/blog-api/posts/${SLUG}/view/`]));
  });

  it('counts no view before consent to statistics, nor after a refusal; one once the visitor consents on the page', async () => {
    saveConsentChoice(allConsentGrants(false));
    const { keys } = renderPost({ [POST]: post, [RELATED]: [] });
    await screen.findByTestId('post-body');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(keys().some((key) => key.endsWith('/view/'))).toBe(false);
    act(() => void saveConsentChoice({ istatistik: true }));
    await waitFor(() => expect(keys().filter((key) => key.endsWith('/view/'))).toEqual([`POST /api/blog-api/posts/${SLUG}/view/`]));
  });

  it('counts no view while the post is missing', async () => {
    const { keys } = renderPost({ 'GET /api/blog-api/posts/yok/': () => json({ message: 'Blog yazısı bulunamadı.' }, 404) }, 'yok');
    await screen.findByRole('heading', { name: 'Yazı Bulunamadı' });
    expect(keys().some((key) => key.endsWith('/view/'))).toBe(false);
  });
});
