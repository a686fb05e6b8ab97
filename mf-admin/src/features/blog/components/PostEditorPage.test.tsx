import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@kredi/kernel/testing';
import { adminBlogMessages as m } from '@kredi/contracts/admin';
import { json, mockApi, type Routes } from '@kredi/contracts/testing';
import { CATEGORIES, makePost, signedInAt } from '../../../testing/fixtures';
import PostEditorPage from './PostEditorPage';

const CATEGORY_LIST = 'GET /api/admin/blog/categories/';

function renderEditor(route: string, routes: Routes) {
  const api = mockApi({ [CATEGORY_LIST]: CATEGORIES, ...routes });
  renderWithProviders(<PostEditorPage />, signedInAt(route, '/admin/blog/:id'));
  return api;
}

// The editor page is the heaviest screen (layout, editor, selects): slow to render on a loaded 2-core machine.
jest.setTimeout(45_000);

afterEach(() => jest.restoreAllMocks());

/** Pastes a text into a field (typing long texts key by key is slow on a busy machine). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe('PostEditorPage', () => {
  it('refuses to send an incomplete post, in Turkish', async () => {
    const user = userEvent.setup();
    const api = renderEditor('/admin/blog/yeni', {});
    await user.click(await screen.findByRole('button', { name: 'Kaydet' }));
    expect(screen.getByText(m.titleRequired)).toBeInTheDocument();
    expect(screen.getByText(m.summaryRequired)).toBeInTheDocument();
    expect(screen.getByText(m.contentRequired)).toBeInTheDocument();
    expect(screen.getByText(m.categoryRequired)).toBeInTheDocument();
    expect(api.keys().some((k) => k.startsWith('POST'))).toBe(false);
  });

  it('shows the Turkish-aware slug it will make, previews the Markdown sanitized, and creates the post', async () => {
    const user = userEvent.setup();
    const api = renderEditor('/admin/blog/yeni', { 'POST /api/admin/blog/posts/': (call) => json(makePost(7, call.body as object), 201) });
    await fill(user, await screen.findByLabelText(/^Başlık/), 'Kredi Notu Nasıl Yükselir?');
    expect(screen.getByText('Boş bırakırsanız başlıktan üretilir: kredi-notu-nasil-yukselir')).toBeInTheDocument();
    await fill(user, screen.getByLabelText(/^Özet/), 'Kısa özet');
    await fill(
      user,
      screen.getByLabelText(/İçerik \(Markdown\)/),
      '## Ödemeler\n\n**Zamanında** ödeyin. <img src=x onerror="window.__xss=1">',
    );
    await user.click(screen.getByRole('combobox', { name: /Kategori/ }));
    await user.click(await screen.findByRole('option', { name: 'Kredi Türleri' }));
    await user.click(screen.getByLabelText('Yayında'));

    await user.click(screen.getByRole('tab', { name: 'Önizleme' }));
    const preview = screen.getByTestId('markdown-preview');
    expect(within(preview).getByRole('heading', { level: 2, name: 'Ödemeler' })).toBeInTheDocument();
    expect(within(preview).getByText('Zamanında').tagName).toBe('STRONG');
    expect(preview.querySelector('img')).not.toHaveAttribute('onerror');
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(api.keys()).toContain('POST /api/admin/blog/posts/'));
    expect(api.calls.find((c) => c.key.startsWith('POST'))?.body).toEqual({
      title: 'Kredi Notu Nasıl Yükselir?',
      summary: 'Kısa özet',
      content: '## Ödemeler\n\n**Zamanında** ödeyin. <img src=x onerror="window.__xss=1">',
      category_id: 1,
      slug: '',
      image: null,
      published: true,
      featured: false,
    });
  });

  it('loads a post with its Markdown source and shows a taken slug on the slug field', async () => {
    const user = userEvent.setup();
    renderEditor('/admin/blog/5', {
      'GET /api/admin/blog/posts/5/': makePost(5, { title: 'Var Olan', slug: 'var-olan', content_source: 'Eski **metin**' }),
      'PUT /api/admin/blog/posts/5/': () => json({ message: m.slugTaken, errors: { slug: m.slugTaken } }, 409),
    });
    expect(await screen.findByDisplayValue('Var Olan')).toBeInTheDocument();
    expect(screen.getByLabelText(/İçerik \(Markdown\)/)).toHaveValue('Eski **metin**');
    const slug = screen.getByLabelText(/Adres \(slug\)/);
    await user.clear(slug);
    await fill(user, slug, 'baska-yazi');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findAllByText(m.slugTaken)).toHaveLength(2);
  });

  it('inserts a bold placeholder from the toolbar', async () => {
    const user = userEvent.setup();
    renderEditor('/admin/blog/yeni', {});
    await user.click(await screen.findByRole('button', { name: 'Kalın' }));
    expect(screen.getByLabelText(/İçerik \(Markdown\)/)).toHaveValue('**kalın metin**');
  });
});
