import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@kredi/kernel/testing';
import { CONTENT_PAGES, contentPageMessages as m, type AdminContentPage } from '@kredi/contracts/content-pages';
import { json, mockApi, type Routes } from '@kredi/contracts/testing';
import { signedInAt } from '../../../testing/fixtures';
import ContentPageEditorPage from './ContentPageEditorPage';
import ContentPagesPage from './ContentPagesPage';

// The editor is a heavy screen (layout, Markdown editor, selects) on a loaded 2-core machine.
jest.setTimeout(45_000);

function makePage(id: number, slug: (typeof CONTENT_PAGES)[number]['slug'], overrides: Partial<AdminContentPage> = {}): AdminContentPage {
  const place = CONTENT_PAGES.find((p) => p.slug === slug)!;
  return {
    id,
    slug,
    kind: place.kind,
    path: place.path,
    title: `Başlık ${id}`,
    version: place.kind === 'policy' ? '1.0' : null,
    updated_on: '2026-12-01',
    published: true,
    updated_at: '2026-12-01T10:00:00Z',
    description: 'Açıklama metni',
    content_source: 'Eski **metin**',
    content: '<p>Eski <strong>metin</strong></p>',
    ...overrides,
  };
}

const LIST = 'GET /api/admin/pages/';

function renderEditor(route: string, routes: Routes) {
  const api = mockApi(routes);
  renderWithProviders(
    <ContentPageEditorPage />,
    signedInAt(route, route.endsWith('yeni') ? '/admin/sayfalar/yeni' : '/admin/sayfalar/:id'),
  );
  return api;
}

afterEach(() => jest.restoreAllMocks());

describe('ContentPagesPage', () => {
  it('lists the pages with their state, kind, version and address; no new page while every page exists', async () => {
    mockApi({
      [LIST]: CONTENT_PAGES.map((place, index) =>
        makePage(index + 1, place.slug, {
          title: place.slug === 'gizlilik-politikasi' ? 'Gizlilik Politikası' : `Sayfa ${index + 1}`,
          published: place.slug !== 'sss',
        }),
      ),
    });
    renderWithProviders(<ContentPagesPage />, signedInAt('/admin/sayfalar'));
    const table = await screen.findByRole('table', { name: 'İçerik sayfaları' });
    const policy = within(table).getByRole('link', { name: 'Gizlilik Politikası' }).closest('tr')!;
    expect(within(policy).getByText('Yayında')).toBeInTheDocument();
    expect(within(policy).getByText('Politika metni')).toBeInTheDocument();
    expect(within(policy).getByText('Sürüm 1.0')).toBeInTheDocument();
    expect(within(policy).getByRole('link', { name: '/gizlilik-politikasi' })).toHaveAttribute('href', '/gizlilik-politikasi');
    expect(within(table).getByText('Taslak')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Yeni Sayfa' })).not.toBeInTheDocument();
  });

  it('deletes a page after asking, and then offers to write it again', async () => {
    const user = userEvent.setup();
    let pages = [makePage(1, 'sss', { title: 'Sıkça Sorulan Sorular' })];
    const api = mockApi({
      [LIST]: () => json(pages),
      'DELETE /api/admin/pages/1/': () => {
        pages = [];
        return json({ message: m.deleted });
      },
    });
    renderWithProviders(<ContentPagesPage />, signedInAt('/admin/sayfalar'));
    await user.click(await screen.findByRole('button', { name: 'Sıkça Sorulan Sorular: Sil' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(api.keys()).toContain('DELETE /api/admin/pages/1/'));
    expect(await screen.findByRole('link', { name: 'Yeni Sayfa' })).toHaveAttribute('href', '/admin/sayfalar/yeni');
  });
});

describe('ContentPageEditorPage', () => {
  it("edits a policy in the blog's Markdown editor: version and date are required, and it is sent as the API wants it", async () => {
    const user = userEvent.setup();
    const api = renderEditor('/admin/sayfalar/5', {
      'GET /api/admin/pages/5/': makePage(5, 'gizlilik-politikasi', { title: 'Gizlilik Politikası' }),
      'PUT /api/admin/pages/5/': (call) => json(makePage(5, 'gizlilik-politikasi', call.body as object)),
    });
    const version = await screen.findByLabelText(/^Sürüm/);
    expect(screen.getByLabelText(/İçerik \(Markdown\)/)).toHaveValue('Eski **metin**');
    expect(screen.getByLabelText('Adres')).toHaveValue('/gizlilik-politikasi');
    await user.clear(version);
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(screen.getByText(m.versionRequired)).toBeInTheDocument();
    expect(api.keys().some((key) => key.startsWith('PUT'))).toBe(false);

    await user.type(version, '1.1');
    const date = screen.getByLabelText(/^Son güncelleme tarihi/);
    await user.clear(date);
    await user.type(date, '2026-12-20');
    await user.click(screen.getByRole('tab', { name: 'Önizleme' }));
    expect(within(screen.getByTestId('markdown-preview')).getByText('metin').tagName).toBe('STRONG');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(api.keys()).toContain('PUT /api/admin/pages/5/'));
    expect(api.calls.find((c) => c.key.startsWith('PUT'))?.body).toEqual({
      slug: 'gizlilik-politikasi',
      title: 'Gizlilik Politikası',
      description: 'Açıklama metni',
      content: 'Eski **metin**',
      version: '1.1',
      updated_on: '2026-12-20',
      published: true,
    });
  });

  it('explains how to write the FAQ and shows the Turkish refusal of the server on its field', async () => {
    const user = userEvent.setup();
    renderEditor('/admin/sayfalar/4', {
      'GET /api/admin/pages/4/': makePage(4, 'sss', { content_source: '## Grup\n\n### Soru?\n\nYanıt.' }),
      'PUT /api/admin/pages/4/': () => json({ message: m.titleTooLong, errors: { title: m.titleTooLong } }, 400),
    });
    expect(await screen.findByText(/"## Grup adı" bir grup başlatır/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Sürüm/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(m.titleTooLong);
    expect(screen.getByLabelText(/^Başlık/)).toHaveAccessibleDescription(m.titleTooLong);
  });

  it('creates only a page the site lacks', async () => {
    const user = userEvent.setup();
    const api = renderEditor('/admin/sayfalar/yeni', {
      [LIST]: CONTENT_PAGES.filter((p) => p.slug !== 'bizi-arayin').map((p, i) => makePage(i + 1, p.slug)),
      'POST /api/admin/pages/': (call) => json(makePage(9, 'bizi-arayin', call.body as object), 201),
    });
    await user.click(await screen.findByRole('combobox', { name: /Sayfa/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['/bizi-arayin']);
    await user.click(screen.getByRole('option', { name: '/bizi-arayin' }));
    await user.type(screen.getByLabelText(/^Başlık/), 'Bizi Arayın');
    await user.type(screen.getByLabelText(/^Açıklama/), 'Çağrı merkezimiz');
    await user.click(screen.getByLabelText(/İçerik \(Markdown\)/));
    await user.paste('Bizi arayın.');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(api.keys()).toContain('POST /api/admin/pages/'));
    expect(api.calls.find((c) => c.key.startsWith('POST'))?.body).toMatchObject({ slug: 'bizi-arayin', version: null, published: false });
  });
});
