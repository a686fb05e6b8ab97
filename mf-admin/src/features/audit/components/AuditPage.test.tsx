import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@kredi/kernel/testing';
import type { AdminAuditEvent, AdminAuditPage } from '@kredi/contracts/admin';
import { json, mockApi } from '@kredi/contracts/testing';
import { signedInAt } from '../../../testing/fixtures';
import AuditPage from './AuditPage';

const event = (id: number, overrides: Partial<AdminAuditEvent> = {}): AdminAuditEvent => ({
  id,
  admin: 'admin',
  action: 'update',
  entity: 'credit_formula',
  entity_id: 3,
  label: 'KOBİ Kredisi',
  changes: [{ field: 'active', before: 'hayır', after: 'evet' }],
  created_at: '2025-04-04T10:00:00Z',
  ...overrides,
});

const page = (results: AdminAuditEvent[], next: number | null = null): AdminAuditPage => ({ results, next_before: next });

afterEach(() => jest.restoreAllMocks());

describe('AuditPage', () => {
  it('shows who changed what and when, with before → after', async () => {
    mockApi({
      'GET /api/admin/audit/': page([
        event(2),
        event(1, {
          action: 'create',
          entity: 'blog_post',
          label: 'Yeni Yazı',
          changes: [{ field: 'title', before: null, after: 'Yeni Yazı' }],
        }),
      ]),
    });
    renderWithProviders(<AuditPage />, signedInAt('/admin/denetim'));
    const formula = await screen.findByRole('listitem', { name: 'Kredi formülü: KOBİ Kredisi' });
    expect(within(formula).getByText('Değiştirdi')).toBeInTheDocument();
    expect(within(formula).getByText('Aktif')).toBeInTheDocument();
    expect(within(formula).getByText('hayır')).toBeInTheDocument();
    expect(formula).toHaveTextContent('hayır → evet');
    expect(formula).toHaveTextContent('04.04.2025 13:00 · admin');
    const post = screen.getByRole('listitem', { name: 'Blog yazısı: Yeni Yazı' });
    expect(within(post).getByText('Ekledi')).toBeInTheDocument();
    expect(within(post).getByText('Başlık')).toBeInTheDocument();
  });

  it('filters by kind and loads older events on demand', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/admin/audit/': page([event(60)], 60),
      'GET /api/admin/audit/?before=60': page([event(10, { label: 'Eski Formül' })]),
      'GET /api/admin/audit/?entity=blog_post': page([]),
    });
    renderWithProviders(<AuditPage />, signedInAt('/admin/denetim'));
    await user.click(await screen.findByRole('button', { name: 'Daha Fazla Göster' }));
    expect(await screen.findByRole('listitem', { name: 'Kredi formülü: Eski Formül' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Daha Fazla Göster' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Kayıt türü' }));
    await user.click(await screen.findByRole('option', { name: 'Blog yazısı' }));
    expect(await screen.findByText('Henüz Kayıt Yok')).toBeInTheDocument();
    await waitFor(() => expect(api.keys()).toContain('GET /api/admin/audit/?entity=blog_post'));
  });

  it('offers a retry when the record cannot be loaded', async () => {
    let fail = true;
    mockApi({ 'GET /api/admin/audit/': () => (fail ? json({ message: 'hata' }, 500) : json(page([event(1)]))) });
    renderWithProviders(<AuditPage />, signedInAt('/admin/denetim'));
    const retry = await screen.findByRole('button', { name: 'Yeniden Dene' });
    fail = false;
    await userEvent.setup().click(retry);
    expect(await screen.findByRole('listitem', { name: 'Kredi formülü: KOBİ Kredisi' })).toBeInTheDocument();
  });
});
