import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, mockApi } from '@kredi/contracts/testing';
import type { LeadConsentsResponse } from '@kredi/contracts/common';
import { PAGE_ROUTES, DETAIL, SIGNED_IN } from '../../../../test/fixtures';
import { renderCrm } from '../../../../test/renderCrm';

afterEach(() => jest.restoreAllMocks());

const record = {
  id: 1,
  kanal: 'form' as const,
  aydinlatma_surumu: '2026-11-24',
  zaman: '2026-11-30T09:00:00Z',
  telefon: '5321234567',
  telefon_dogrulandi: true,
  ticari_sms: true,
  ticari_arama: false,
  geri_alinma_zamani: null,
  geri_alan: null,
};
const STANDING: LeadConsentsResponse = {
  results: [record, { ...record, id: 2, kanal: 'callback', telefon_dogrulandi: false, ticari_sms: false }],
  ticari_izin_var: true,
};
const WITHDRAWN: LeadConsentsResponse = {
  results: [{ ...record, geri_alinma_zamani: '2026-12-01T10:00:00Z', geri_alan: 'Ayşe Demir' }, STANDING.results[1]!],
  ticari_izin_var: false,
};

test('shows each consent record on the Sistem tab and withdraws the opt-in in one click', async () => {
  let withdrawn = false;
  const calls = mockApi({
    ...PAGE_ROUTES,
    'GET /api/crm/musteriler/7/': json(DETAIL),
    'GET /api/crm/musteriler/7/onaylar/': () => json(withdrawn ? WITHDRAWN : STANDING),
    'POST /api/crm/musteriler/7/onaylar/ticari-ileti/geri-al/': () => {
      withdrawn = true;
      return json({ message: 'Ticari ileti izni geri alındı.', geri_alinan: 1 });
    },
  }).calls;
  renderCrm('/crm/customer/7?sekme=sistem', { preloadedState: SIGNED_IN });
  const records = await screen.findAllByTestId('consent-record');
  expect(records).toHaveLength(2);
  expect(records[0]).toHaveTextContent('Kredi başvuru formu');
  expect(records[0]).toHaveTextContent('Aydınlatma metni: 24.11.2026 sürümü · Telefon: 5321234567 (SMS koduyla doğrulandı)');
  expect(within(records[0]!).getByTestId('consent-opt-in')).toHaveTextContent('Ticari ileti izni var: SMS');
  expect(records[1]).toHaveTextContent('"Sizi Arayalım" formu');
  expect(records[1]).toHaveTextContent('(doğrulanmadı)');
  expect(within(records[1]!).getByTestId('consent-opt-in')).toHaveTextContent('Ticari ileti izni verilmedi');

  fireEvent.click(screen.getByRole('button', { name: 'Ticari İleti İznini Geri Al' }));
  expect(await screen.findByText('Ticari ileti izni geri alındı.')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Ticari İleti İznini Geri Al' })).not.toBeInTheDocument());
  expect(within(screen.getAllByTestId('consent-record')[0]!).getByTestId('consent-opt-in')).toHaveTextContent(
    /Ticari ileti izni \(SMS\) geri alındı: .*Ayşe Demir/,
  );
});
