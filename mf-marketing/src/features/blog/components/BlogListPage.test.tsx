import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@kredi/kernel/testing';
import { useLocation } from '@kredi/kernel';
import { json, mockApi, never, type Routes } from '@kredi/contracts/testing';
import { CATEGORIES, makePost, TEST_SITE_CONFIG } from '../../../testing/fixtures';
import BlogListPage from './BlogListPage';

const CATS = 'GET /api/blog-api/categories/';
const POSTS = 'GET /api/blog-api/posts/';
const BY_IHTIYAC = 'GET /api/blog-api/posts/by_category/?slug=ihtiyac-kredisi';
const failure = () => json({ message: 'Sunucu hatası' }, 500);

const konut = makePost(1, { title: 'Konut Kredisi Rehberi', summary: 'Ev almak isteyenler için' });
const ihtiyac = makePost(2, {
  title: 'İHTİYAÇ KREDİSİ NASIL ALINIR',
  summary: 'Adım adım başvuru',
  category: { name: 'İhtiyaç Kredisi', slug: 'ihtiyac-kredisi' },
});
const isik = makePost(3, { title: 'Faizde Yeşil Işık', summary: 'IŞIK HIZINDA ONAY süreçleri' });
const ALL_POSTS = [konut, ihtiyac, isik];

const cardTitles = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

/** The address the list wrote, as the browser's address bar would show it. */
function AddressProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{decodeURIComponent(pathname + search)}</output>;
}

function renderList(routes: Routes, route = '/blog') {
  const api = mockApi(routes);
  renderWithProviders(
    <>
      <BlogListPage />
      <AddressProbe />
    </>,
    { preloadedState: { siteConfig: TEST_SITE_CONFIG }, route },
  );
  return api;
}

const address = () => screen.getByTestId('address').textContent;

afterEach(() => jest.restoreAllMocks());

describe('BlogListPage', () => {
  it('sets the page title and description', () => {
    renderList({ [CATS]: never });
    expect(document.title).toBe('Blog | Test Kredi');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/blog yazıları/);
  });

  it('shows six skeletons and asks for categories before posts', async () => {
    let releaseCategories: (r: Response) => void = () => undefined;
    const { keys } = renderList({
      [CATS]: () => new Promise<Response>((resolve) => (releaseCategories = resolve)),
      [POSTS]: never,
    });
    expect(screen.getAllByTestId('blog-card-skeleton')).toHaveLength(6);
    await waitFor(() => expect(keys()).toEqual([CATS]));
    releaseCategories(json(CATEGORIES));
    await waitFor(() => expect(keys()).toEqual([CATS, POSTS]));
    expect(screen.getAllByTestId('blog-card-skeleton')).toHaveLength(6);
  });

  it("shows the posts and the category strip with 'Tümü' first", async () => {
    renderList({ [CATS]: CATEGORIES, [POSTS]: ALL_POSTS });
    await waitFor(() => expect(cardTitles()).toEqual(['Konut Kredisi Rehberi', 'İHTİYAÇ KREDİSİ NASIL ALINIR', 'Faizde Yeşil Işık']));
    const tabs = within(screen.getByRole('tablist', { name: 'Blog kategorileri' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Tümü', 'Konut Kredisi', 'İhtiyaç Kredisi']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryAllByTestId('blog-card-skeleton')).toHaveLength(0);
  });

  it("renders each card: badge, placeholder image, long date, the API's plain title and reading time, and link", async () => {
    const long = makePost(9, {
      title: 'Uzun Yaz&#305;',
      title_text: 'Uzun Yazı',
      image: null,
      content: `<p>${Array.from({ length: 450 }, () => 'kelime').join(' ')}</p>`,
      reading_minutes: 3,
      created_at: '2025-04-04T08:00:00Z',
    });
    const empty = makePost(10, { title: 'Boş', content: '' });
    renderList({ [CATS]: CATEGORIES, [POSTS]: [long, empty] });
    const [longCard, emptyCard] = await screen.findAllByRole('article');
    expect(within(longCard!).getByRole('heading', { name: 'Uzun Yazı' })).toBeInTheDocument();
    expect(within(longCard!).getByTestId('blog-card-placeholder')).toBeInTheDocument();
    expect(within(longCard!).getByText('Konut Kredisi')).toBeInTheDocument();
    expect(within(longCard!).getByText('4 Nisan 2025')).toBeInTheDocument();
    expect(within(longCard!).getByText('3 dk okuma')).toBeInTheDocument();
    expect(within(longCard!).getByRole('link', { name: 'Devamını Oku' })).toHaveAttribute('href', '/blog/yazi-9');
    expect(within(emptyCard!).getByText('1 dk okuma')).toBeInTheDocument();
    expect(within(emptyCard!).getByRole('img', { name: 'Boş' })).toHaveAttribute('src', 'https://cdn.example.com/10.jpg');
  });

  it('loads the first picture with the page and first, the others when scrolled near', async () => {
    renderList({ [CATS]: CATEGORIES, [POSTS]: [1, 2, 3, 4, 5].map((id) => makePost(id)) });
    const cards = await screen.findAllByRole('article');
    const images = cards.map((card) => within(card).getByRole('img'));
    expect(images.map((image) => [image.getAttribute('loading'), image.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['lazy', null],
      ['lazy', null],
      ['lazy', null],
      ['lazy', null],
    ]);
  });

  it('shows the error box when posts fail, and Yeniden Dene loads again', async () => {
    let attempts = 0;
    renderList({ [CATS]: CATEGORIES, [POSTS]: () => (++attempts === 1 ? failure() : json(ALL_POSTS)) });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Hata Oluştu')).toBeInTheDocument();
    expect(alert).toHaveTextContent('Blog yazıları yüklenirken bir hata oluştu. Lütfen daha sonra tekrar deneyin.');
    expect(screen.queryAllByRole('article')).toHaveLength(0);

    await userEvent.click(within(alert).getByRole('button', { name: 'Yeniden Dene' }));
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('still shows the posts with only Tümü when the categories fail (logged only)', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderList({ [CATS]: failure, [POSTS]: ALL_POSTS });
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
    expect(
      within(screen.getByRole('tablist'))
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Tümü']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(log).toHaveBeenCalled();
  });

  it.each([
    ['ihtiyaç', ['İHTİYAÇ KREDİSİ NASIL ALINIR']],
    ['ihtiyac', ['İHTİYAÇ KREDİSİ NASIL ALINIR']],
    ['isik hizinda', ['Faizde Yeşil Işık']],
    ['IŞIK', ['Faizde Yeşil Işık']],
    ['ışık hızında', ['Faizde Yeşil Işık']],
    ['ev almak', ['Konut Kredisi Rehberi']],
    ['KREDİ', ['Konut Kredisi Rehberi', 'İHTİYAÇ KREDİSİ NASIL ALINIR']],
  ])('searching %p finds %p (title or summary, Turkish case rules)', async (query, expected) => {
    renderList({ [CATS]: CATEGORIES, [POSTS]: ALL_POSTS });
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Yazılarda ara' }), query);
    expect(cardTitles()).toEqual(expected);
  });

  it("shows the empty state, and 'Tüm İçerikleri Göster' clears the search", async () => {
    renderList({ [CATS]: CATEGORIES, [POSTS]: ALL_POSTS });
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
    const search = screen.getByRole('searchbox', { name: 'Yazılarda ara' });
    await userEvent.type(search, 'kripto');
    expect(cardTitles()).toEqual([]);
    expect(screen.getByText('Aradığınız kriterlere uygun içerik bulunamadı.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Tüm İçerikleri Göster' }));
    expect(search).toHaveValue('');
    expect(cardTitles()).toHaveLength(3);
  });

  it('loads the posts of a chosen category from the server, with skeletons meanwhile', async () => {
    let release: (r: Response) => void = () => undefined;
    const { keys } = renderList({
      [CATS]: CATEGORIES,
      [POSTS]: ALL_POSTS,
      [BY_IHTIYAC]: () => new Promise<Response>((resolve) => (release = resolve)),
    });
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
    await userEvent.click(screen.getByRole('tab', { name: 'İhtiyaç Kredisi' }));
    expect(screen.getByRole('tab', { name: 'İhtiyaç Kredisi' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByTestId('blog-card-skeleton')).toHaveLength(6);
    await waitFor(() => expect(keys()).toContain(BY_IHTIYAC));

    release(json([ihtiyac, makePost(4, { title: 'Sunucudan gelen ihtiyaç yazısı' })]));
    await waitFor(() => expect(cardTitles()).toEqual(['İHTİYAÇ KREDİSİ NASIL ALINIR', 'Sunucudan gelen ihtiyaç yazısı']));

    await userEvent.click(screen.getByRole('tab', { name: 'Tümü' }));
    expect(cardTitles()).toHaveLength(3);
  });

  it("search works inside a category, and 'Tüm İçerikleri Göster' also resets the category", async () => {
    renderList({ [CATS]: CATEGORIES, [POSTS]: ALL_POSTS, [BY_IHTIYAC]: [ihtiyac] });
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
    await userEvent.click(screen.getByRole('tab', { name: 'İhtiyaç Kredisi' }));
    await waitFor(() => expect(cardTitles()).toEqual(['İHTİYAÇ KREDİSİ NASIL ALINIR']));
    await userEvent.type(screen.getByRole('searchbox'), 'konut');
    expect(screen.getByText('Aradığınız kriterlere uygun içerik bulunamadı.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Tüm İçerikleri Göster' }));
    expect(screen.getByRole('tab', { name: 'Tümü' })).toHaveAttribute('aria-selected', 'true');
    expect(cardTitles()).toHaveLength(3);
  });

  it('a category failure is only logged: no error box, the loaded posts of that category are shown', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderList({ [CATS]: CATEGORIES, [POSTS]: ALL_POSTS, [BY_IHTIYAC]: failure });
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
    await userEvent.click(screen.getByRole('tab', { name: 'İhtiyaç Kredisi' }));
    await waitFor(() => expect(log).toHaveBeenCalledWith(expect.stringContaining('ihtiyac-kredisi'), expect.anything()));
    expect(cardTitles()).toEqual(['İHTİYAÇ KREDİSİ NASIL ALINIR']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('the search and the category are written to the address, and cleared from it with the filters', async () => {
    renderList({ [CATS]: CATEGORIES, [POSTS]: ALL_POSTS, [BY_IHTIYAC]: [ihtiyac] });
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
    await userEvent.click(screen.getByRole('tab', { name: 'İhtiyaç Kredisi' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Yazılarda ara' }), 'konut');
    expect(address()).toBe('/blog?kategori=ihtiyac-kredisi&ara=konut');
    await userEvent.click(screen.getByRole('button', { name: 'Tüm İçerikleri Göster' }));
    expect(address()).toBe('/blog');
  });

  it('a shared link (or Back) opens the list with its search and category', async () => {
    renderList({ [CATS]: CATEGORIES, [POSTS]: ALL_POSTS, [BY_IHTIYAC]: [ihtiyac] }, '/blog?kategori=ihtiyac-kredisi&ara=NASIL');
    expect(screen.getByRole('searchbox', { name: 'Yazılarda ara' })).toHaveValue('NASIL');
    await waitFor(() => expect(cardTitles()).toEqual(['İHTİYAÇ KREDİSİ NASIL ALINIR']));
    expect(screen.getByRole('tab', { name: 'İhtiyaç Kredisi' })).toHaveAttribute('aria-selected', 'true');
  });
});
