import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@kredi/kernel/testing';
import { mockApi } from '@kredi/contracts/testing';
import { signedInAt } from '../../../testing/fixtures';
import ReportsPage from './ReportsPage';
import { lastDays } from './RangePicker';

const funnel = {
  steps: [
    { step: 'ziyaret', label: '/form ziyareti', count: 1200, drop: null },
    { step: 'sms_gonderildi', label: 'SMS kodu gönderildi', count: 300, drop: 75 },
  ],
  by_period: [{ period: '2026-03-02', counts: { ziyaret: 1200, sms_gonderildi: 300 } }],
  by_source: [{ source: 'google.com', counts: { ziyaret: 1200, sms_gonderildi: 300 } }],
};
const leads = {
  total: 4,
  converted: 1,
  by_city: [
    { key: 'İstanbul', count: 3 },
    { key: 'Ankara', count: 1 },
  ],
  by_score_band: [{ key: '80-100', count: 4 }],
  by_stage: [
    { key: 'subeye_gelecek', count: 1 },
    { key: 'aranacak', count: 3 },
  ],
  by_source: [
    { key: 'form', count: 2 },
    { key: 'talep', count: 1 },
    { key: 'x', count: 1 },
  ],
  by_period: [{ key: '2026-03-02', count: 4 }],
  callbacks: { total: 2, answered: 1, median_minutes: 95 },
  contacts: { total: 0, answered: 0, median_minutes: null },
};

function routes() {
  const { from, to } = lastDays(30);
  const reports = (name: string, body: object) => [`GET /api/admin/reports/${name}/?from=${from}&to=${to}&group=gun`, body] as const;
  return Object.fromEntries([
    reports('funnel', funnel),
    reports('leads', leads),
    reports('staff', [{ name: 'Ayşe Demir', handled: 3, median_first_contact_minutes: 30, outcomes: { subeye_gelecek: 1 } }]),
    reports('calculator', {
      total: 5,
      by_type: [{ key: 'ihtiyac', count: 5 }],
      by_band: [{ key: '2500000+', count: 5 }],
      by_period: [{ key: '2026-03-03', count: 5 }],
    }),
    reports('vitals', [{ day: '2026-03-03', path: '/form', metric: 'LCP', p75: 1800, goal: 1500, samples: 40 }]),
    reports('first-response', {
      people: [
        {
          name: 'Ayşe Demir',
          leads: 4,
          answered: 3,
          median_first_response_minutes: 4,
          within_target_share: 0.5,
          escalations: 2,
          reassignments: 1,
        },
      ],
      total: { leads: 4, answered: 3, median_first_response_minutes: 4, within_target_share: 0.5, escalations: 2, reassignments: 1 },
    }),
  ]);
}

describe('ReportsPage', () => {
  it('shows every report with Turkish numbers, labels and verdicts, asking for the last 30 days as the admin', async () => {
    const { from, to } = lastDays(30);
    const api = mockApi(routes());
    renderWithProviders(<ReportsPage />, signedInAt('/admin/raporlar'));
    const steps = await screen.findByRole('table', { name: 'Huni adımları' });
    expect(within(steps).getAllByRole('row')[1]).toHaveTextContent('/form ziyareti1.200–');
    expect(within(steps).getAllByRole('row')[2]).toHaveTextContent('SMS kodu gönderildi300%75');
    // The conversion to 'Şubeye Gelecek': 1 of 4.
    expect(await screen.findByText(/'Şubeye Gelecek' dönüşümü/)).toHaveTextContent("'Şubeye Gelecek' dönüşümü: %25 (1)");
    const stages = screen.getByRole('table', { name: 'Aşamaya göre' });
    expect(within(stages).getByText('Şubeye Gelecek')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Taleplerin yanıtlanma hızı' })).toHaveTextContent('1 sa 35 dk');
    // Sources read as on the customer file, never as their codes.
    const sources = within(screen.getByRole('table', { name: 'Kaynağa göre' })).getAllByRole('row');
    expect(sources.slice(1).map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Doğrudan',
      'Geri arama veya iletişim talebi',
      'X',
    ]);
    expect(screen.getByRole('table', { name: 'Personel rakamları' })).toHaveTextContent('Ayşe Demir330 dk');
    const firstResponse = await screen.findByRole('table', { name: 'İlk yanıt (çalışma saatleriyle)' });
    expect(within(firstResponse).getAllByRole('row')[1]).toHaveTextContent('Ayşe Demir434 dk%5021');
    expect(within(firstResponse).getAllByRole('row')[2]).toHaveTextContent('Toplam434 dk%5021');
    expect(screen.getByRole('table', { name: 'Tutar bandına göre hesaplamalar' })).toHaveTextContent('2.500.000 TL ve üstü');
    expect(screen.getByRole('table', { name: 'Sayfa ve döneme göre p75' })).toHaveTextContent('1,8 sn');
    expect(screen.getByRole('table', { name: 'Sayfa ve döneme göre p75' })).toHaveTextContent('Hedefin üstünde');
    // The path is text: left aligned and free to wrap instead of being cut at the box's edge on a phone.
    const path = within(screen.getByRole('table', { name: 'Sayfa ve döneme göre p75' })).getByRole('cell', { name: '/form' });
    expect(path).toHaveClass('MuiTableCell-alignLeft');
    const call = api.calls.find((c) => c.key.startsWith('GET /api/admin/reports/funnel/'))!;
    expect(call.headers.get('Authorization')).toBe('Token test-token');
    // The default range: the last 30 Istanbul days, today included.
    expect(Date.parse(to) - Date.parse(from)).toBe(29 * 86_400_000);
  });
});
