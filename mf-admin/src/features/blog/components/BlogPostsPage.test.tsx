import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@kredi/kernel/testing';
import { json, mockApi, type Routes } from '@kredi/contracts/testing';
import { makePostSummary, signedInAt } from '../../../testing/fixtures';
import BlogPostsPage from './BlogPostsPage';

const LIST = 'GET /api/admin/blog/posts/';

function renderPage(routes: Routes) {
  const api = mockApi(routes);
  renderWithProviders(<BlogPostsPage />, signedInAt('/admin/blog'));
  return api;
}

afterEach(() => jest.restoreAllMocks());

describe('BlogPostsPage', () => {
  it('lists drafts and published posts with plain titles, flags and view counts', async () => {
    renderPage({
      [LIST]: [
        makePostSummary(1, { title: 'Ta&#351;&#305;t <em>Kredisi</em>', view_count: 1234, featured: true }),
        makePostSummary(2, { title: 'Taslak Yazı', published: false }),
      ],
    });
    const table = await screen.findByRole('table', { name: 'Blog yazıları' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'Taşıt Kredisi' })).toHaveAttribute('href', '/admin/blog/1');
    expect(within(first!).getByText('Yayında')).toBeInTheDocument();
    expect(within(first!).getByText('Öne Çıkan')).toBeInTheDocument();
    expect(within(first!).getByText('1.234')).toBeInTheDocument();
    expect(within(second!).getByText('Taslak')).toBeInTheDocument();
    expect(within(second!).getByRole('button', { name: 'Taslak Yazı: Yayınla' })).toBeInTheDocument();
  });

  it('publishes a draft and unfeatures a post through PATCH, then reloads', async () => {
    const user = userEvent.setup();
    const api = renderPage({
      [LIST]: [makePostSummary(2, { title: 'Taslak Yazı', published: false })],
      'PATCH /api/admin/blog/posts/2/': (call) => json({ ...makePostSummary(2), ...(call.body as object) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Taslak Yazı: Yayınla' }));
    await waitFor(() => expect(api.calls.find((c) => c.key.startsWith('PATCH'))?.body).toEqual({ published: true }));
    expect(await screen.findByText('Yazı yayınlandı.')).toBeInTheDocument();
    await waitFor(() => expect(api.keys().filter((k) => k === LIST)).toHaveLength(2));
  });

  it('asks before deleting', async () => {
    const user = userEvent.setup();
    const api = renderPage({
      [LIST]: [makePostSummary(3, { title: 'Eski Yazı' })],
      'DELETE /api/admin/blog/posts/3/': { message: 'Yazı silindi.' },
    });
    await user.click(await screen.findByRole('button', { name: 'Eski Yazı: Sil' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Yazıyı Silmek İstediğinize Emin Misiniz?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(api.keys()).toContain('DELETE /api/admin/blog/posts/3/'));
  });
});
