import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@kredi/kernel/testing';
import { calculatorDataMessages, type AdminCalculatorData } from '@kredi/contracts/admin';
import { json, mockApi } from '@kredi/contracts/testing';
import { signedInAt } from '../../../testing/fixtures';
import CalculatorDataPage from './CalculatorDataPage';

const DATA = 'GET /api/admin/calculator/';

const data: AdminCalculatorData = {
  bugun: '2025-06-01',
  turler: [
    { id: 'ihtiyac', ad: 'İhtiyaç Kredisi', aktif: true, bakim_modu: false, bakim_mesaji: null },
    { id: 'tasit', ad: 'Taşıt Kredisi', aktif: true, bakim_modu: false, bakim_mesaji: null },
    { id: 'ticari', ad: 'Ticari Kredi', aktif: true, bakim_modu: true, bakim_mesaji: 'Çok yakında.' },
  ],
  teklifler: [
    {
      id: 4,
      banka_adi: 'Martı Bankası',
      banka_logo: null,
      kredi_turu: 'ihtiyac',
      min_tutar: 10000,
      max_tutar: 500000,
      max_vade: 36,
      faiz_orani: 3.29,
      aktif: true,
    },
  ],
  kurallar: [
    {
      kredi_turu: 'ihtiyac',
      vergiler: [{ yururluk: '2025-01-01', yururlukte: true, gelecek: false, kkdf_orani: 15, bsmv_orani: 15 }],
      vade_sinirlari: [],
      arac_bantlari: [],
    },
    {
      kredi_turu: 'tasit',
      vergiler: [],
      vade_sinirlari: [],
      arac_bantlari: [
        { yururluk: '2025-01-01', yururlukte: true, gelecek: false, bantlar: [{ ust_deger: null, azami_oran: 70, azami_vade: 48 }] },
        { yururluk: '2025-07-01', yururlukte: false, gelecek: true, bantlar: [{ ust_deger: null, azami_oran: 50, azami_vade: 36 }] },
      ],
    },
    { kredi_turu: 'ticari', vergiler: [], vade_sinirlari: [], arac_bantlari: [] },
  ],
};

jest.setTimeout(45_000);
afterEach(() => jest.restoreAllMocks());

describe('CalculatorDataPage', () => {
  it('puts a loan type into maintenance with its message', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [DATA]: data,
      'PUT /api/admin/calculator/loan-types/ihtiyac/': (call) => json({ id: 'ihtiyac', ...(call.body as object) }),
    });
    renderWithProviders(<CalculatorDataPage />, signedInAt('/admin/hesaplama-verileri'));
    const table = await screen.findByRole('table', { name: 'Kredi türleri' });
    expect(within(table).getByText('Bakımda')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'İhtiyaç Kredisi: Düzenle' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByLabelText('Bakım modu'));
    await user.click(within(dialog).getByLabelText('Bakım mesajı'));
    await user.paste('Kısa bir bakım.');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.key.startsWith('PUT'))?.body).toEqual({
        ad: 'İhtiyaç Kredisi',
        aktif: true,
        bakim_modu: true,
        bakim_mesaji: 'Kısa bir bakım.',
      }),
    );
  });

  it('lists the offers', async () => {
    const user = userEvent.setup();
    mockApi({ [DATA]: data });
    renderWithProviders(<CalculatorDataPage />, signedInAt('/admin/hesaplama-verileri'));
    await user.click(await screen.findByRole('tab', { name: 'Banka Teklifleri' }));
    const table = screen.getByRole('table', { name: 'Banka teklifleri' });
    expect(within(table).getByText('Martı Bankası')).toBeInTheDocument();
    expect(within(table).getByText('%3,29')).toBeInTheDocument();
  });

  it('adds vehicle bands with their day after checking them, and deletes a set not yet in force', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [DATA]: data,
      'POST /api/admin/calculator/vehicle-bands/': () => json({ message: 'Taşıt bantları kaydedildi.' }, 201),
      'DELETE /api/admin/calculator/rules/arac-bandi/?kredi_turu=tasit&yururluk=2025-07-01': { message: 'Kural silindi.' },
    });
    renderWithProviders(<CalculatorDataPage />, signedInAt('/admin/hesaplama-verileri'));
    await user.click(await screen.findByRole('tab', { name: 'Vergiler ve Bantlar' }));
    await user.click(screen.getByRole('combobox', { name: 'Kredi türü' }));
    await user.click(await screen.findByRole('option', { name: 'Taşıt Kredisi' }));
    const section = screen.getByRole('region', { name: 'Taşıt Kredisi Bantları' });
    expect(within(section).getByText('Yürürlükte')).toBeInTheDocument();
    expect(within(section).getByText('Tarihi gelince yürürlüğe girecek')).toBeInTheDocument();

    await user.click(within(section).getByLabelText('Üst kasko değeri (TL)'));
    await user.paste('500.000');
    await user.click(within(section).getByLabelText('En fazla kredi oranı (%)'));
    await user.paste('60');
    await user.click(within(section).getByLabelText('En uzun vade (ay)'));
    await user.paste('48');
    await user.click(within(section).getByRole('button', { name: 'Kaydet' }));
    expect(within(section).getByText(calculatorDataMessages.bandsOpenEnd)).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Aralık Ekle' }));
    const ratios = within(section).getAllByLabelText('En fazla kredi oranı (%)');
    await user.click(ratios[1]!);
    await user.paste('20');
    await user.click(within(section).getAllByLabelText('En uzun vade (ay)')[1]!);
    await user.paste('12');
    await user.click(within(section).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.key.startsWith('POST'))?.body).toEqual({
        kredi_turu: 'tasit',
        yururluk: '2025-06-01',
        bantlar: [
          { ust_deger: 500000, azami_oran: 60, azami_vade: 48 },
          { ust_deger: null, azami_oran: 20, azami_vade: 12 },
        ],
      }),
    );

    await user.click(within(section).getByRole('button', { name: 'Taşıt bantları, 2025-07-01: Sil' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sil' }));
    await waitFor(() =>
      expect(api.keys()).toContain('DELETE /api/admin/calculator/rules/arac-bandi/?kredi_turu=tasit&yururluk=2025-07-01'),
    );
  });
});
