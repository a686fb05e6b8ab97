import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@kredi/kernel/testing';
import { adminBlogMessages as m } from '@kredi/contracts/admin';
import { json, mockApi, type Routes } from '@kredi/contracts/testing';
import { CATEGORIES, signedInAt } from '../../../testing/fixtures';
import CategoriesPage from './CategoriesPage';

const LIST = 'GET /api/admin/blog/categories/';

function renderPage(routes: Routes) {
  const api = mockApi({ [LIST]: CATEGORIES, ...routes });
  renderWithProviders(<CategoriesPage />, signedInAt('/admin/blog/kategoriler'));
  return api;
}

afterEach(() => jest.restoreAllMocks());

describe('CategoriesPage', () => {
  it('lists categories with their post counts', async () => {
    renderPage({});
    const table = await screen.findByRole('table', { name: 'Blog kategorileri' });
    expect(within(table).getByText('Kredi Türleri')).toBeInTheDocument();
    expect(within(table).getByText('3')).toBeInTheDocument();
  });

  it('adds a category, showing the slug it will get', async () => {
    const user = userEvent.setup();
    const api = renderPage({
      'POST /api/admin/blog/categories/': (call) => json({ id: 9, slug: 'kredi-kartlari', post_count: 0, ...(call.body as object) }, 201),
    });
    await user.click(await screen.findByRole('button', { name: 'Yeni Kategori' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Kategori Adı/), 'Kredi Kartları');
    expect(within(dialog).getByText('Boş bırakırsanız addan üretilir: kredi-kartlari')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(api.calls.find((c) => c.key.startsWith('POST'))?.body).toEqual({ name: 'Kredi Kartları', slug: '' }));
  });

  it('tells why a category in use cannot be deleted', async () => {
    const user = userEvent.setup();
    renderPage({ 'DELETE /api/admin/blog/categories/1/': () => json({ message: m.categoryInUse }, 409) });
    await user.click(await screen.findByRole('button', { name: 'Kredi Türleri: Sil' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sil' }));
    expect(await screen.findByText(m.categoryInUse)).toBeInTheDocument();
  });
});
