import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@kredi/kernel/testing';
import type { RetentionOverview, RetentionRun } from '@kredi/contracts/admin';
import { mockApi } from '@kredi/contracts/testing';
import { signedInAt } from '../../../testing/fixtures';
import RetentionPage from './RetentionPage';

const run = (id: number, startedAt: string, count: number): RetentionRun => ({
  id,
  trigger: id === 1 ? 'schedule' : 'manual',
  startedBy: id === 1 ? null : 'Yönetici Admin',
  startedAt,
  finishedAt: startedAt,
  items: [
    { category: 'lead_unconverted', action: 'anonymise', days: 365, cutoff: '2025-01-01T00:00:00Z', count },
    { category: 'sms_outbox', action: 'erase', days: 90, cutoff: '2025-10-01T00:00:00Z', count: 2 },
  ],
});

const overview = (runs: RetentionRun[]): RetentionOverview => ({
  rules: [
    { category: 'lead_unconverted', action: 'anonymise', days: 365 },
    { category: 'sms_outbox', action: 'erase', days: 90 },
  ],
  intervalDays: 90,
  lastRun: runs[0] ?? null,
  nextRunAt: '2026-04-01T07:00:00Z',
  runs,
});

afterEach(() => jest.restoreAllMocks());

describe('RetentionPage', () => {
  it('shows the policy, the last and next run and the records; a run by hand asks first, then lists its record', async () => {
    const user = userEvent.setup();
    let runs = [run(1, '2026-01-01T07:00:00Z', 3)];
    const api = mockApi({
      'GET /api/admin/retention/': () => overview(runs),
      'POST /api/admin/retention/run/': () => {
        runs = [run(2, '2026-01-02T08:30:00Z', 0), ...runs];
        return runs[0]!;
      },
    });
    renderWithProviders(<RetentionPage />, signedInAt('/admin/saklama-imha'));
    const policy = await screen.findByRole('table');
    expect(within(policy).getByRole('rowheader', { name: 'Şubeye dönüşmeyen başvurular' })).toBeInTheDocument();
    expect(policy).toHaveTextContent('365 gün');
    expect(policy).toHaveTextContent('Anonimleştirme');
    expect(screen.getByText('Her 90 günde bir')).toBeInTheDocument();
    expect(screen.getByText('01.04.2026 10:00')).toBeInTheDocument();
    const first = screen.getByRole('listitem', { name: '01.01.2026 10:00 imha kaydı' });
    expect(first).toHaveTextContent('Zamanlanmış');
    expect(first).toHaveTextContent('Şubeye dönüşmeyen başvurular: 3 kayıt (anonimleştirme, 365 gün)');
    expect(first).toHaveTextContent('Toplam 5 kayıt');

    await user.click(screen.getByRole('button', { name: 'İmhayı Şimdi Başlat' }));
    const dialog = await screen.findByRole('dialog', { name: 'İmha Başlatılsın mı?' });
    expect(api.keys()).not.toContain('POST /api/admin/retention/run/');
    await user.click(within(dialog).getByRole('button', { name: 'İmhayı Başlat' }));
    expect(await screen.findByText('İmha tamamlandı.')).toBeInTheDocument();
    const second = await screen.findByRole('listitem', { name: '02.01.2026 11:30 imha kaydı' });
    expect(second).toHaveTextContent('Elle başlatıldı (Yönetici Admin)');
  });

  it('says so when no run has happened yet', async () => {
    mockApi({ 'GET /api/admin/retention/': overview([]) });
    renderWithProviders(<RetentionPage />, signedInAt('/admin/saklama-imha'));
    expect(await screen.findByText('Henüz yapılmadı')).toBeInTheDocument();
    expect(screen.getByText('Henüz İmha Kaydı Yok')).toBeInTheDocument();
  });
});
