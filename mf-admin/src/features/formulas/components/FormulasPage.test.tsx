import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@kredi/kernel/testing';
import { formulaMessages } from '@kredi/contracts/admin';
import { BUILT_IN_LOAN_TYPES } from '@kredi/contracts/calculator';
import { json, mockApi, never, type Routes } from '@kredi/contracts/testing';
import { makeFormula, signedInAt } from '../../../testing/fixtures';
import FormulasPage from './FormulasPage';

const LIST = 'GET /api/admin/formulas/';

function renderPage(routes: Routes) {
  const api = mockApi({ 'GET /api/kredi/kredi-turleri/': BUILT_IN_LOAN_TYPES, ...routes });
  renderWithProviders(<FormulasPage />, signedInAt('/admin/kredi-formuller'));
  return api;
}

afterEach(() => jest.restoreAllMocks());

describe('FormulasPage', () => {
  it("shows 'Yükleniyor...' while the list loads", () => {
    renderPage({ [LIST]: never });
    expect(screen.getByText('Yükleniyor...')).toBeInTheDocument();
  });

  it("shows 'Henüz Formül Yok' for an empty list, with the add button", async () => {
    renderPage({ [LIST]: [] });
    expect(await screen.findByText('Henüz Formül Yok')).toBeInTheDocument();
    expect(screen.getByText('İlk kredi formülünü ekleyerek başlayın.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yeni Formül Ekle' })).toBeInTheDocument();
  });

  it('lists the formulas with ID, name, truncated formula and Aktif/Pasif, sending the admin token', async () => {
    const api = renderPage({
      [LIST]: [makeFormula(1, { name: 'Taşıt Kredisi' }), makeFormula(4, { name: 'KOBİ Kredisi', active: false })],
    });
    const table = await screen.findByRole('table', { name: 'Kredi formülleri' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('Taşıt Kredisi')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Aktif')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('P * r * (1 + r)^n / ((1 + r)^n - 1)')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Pasif')).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('button', { name: 'KOBİ Kredisi: Aktif Yap' })).toBeInTheDocument();
    expect(api.calls.find((call) => call.key === LIST)!.headers.get('Authorization')).toBe('Token test-token');
  });

  it("toggles with 'Pasif Yap' and reloads the list", async () => {
    let active = true;
    const api = renderPage({
      [LIST]: () => json([makeFormula(1, { name: 'Taşıt Kredisi', active })]),
      'PATCH /api/admin/formulas/1/active/': ({ body }) => {
        active = (body as { active: boolean }).active;
        return json(makeFormula(1, { active }));
      },
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Taşıt Kredisi: Pasif Yap' }));
    expect(await screen.findByRole('button', { name: 'Taşıt Kredisi: Aktif Yap' })).toBeInTheDocument();
    expect(api.calls.find((c) => c.key.startsWith('PATCH'))?.body).toEqual({ active: false });
    expect(api.keys().filter((k) => k === LIST)).toHaveLength(2);
  });

  it('asks before deleting, with the confirmation texts of the product spec; İptal keeps the formula', async () => {
    const user = userEvent.setup();
    const api = renderPage({
      [LIST]: [makeFormula(2, { name: 'İhtiyaç Kredisi' })],
      'DELETE /api/admin/formulas/2/': { message: 'Formül silindi.' },
    });
    await user.click(await screen.findByRole('button', { name: 'İhtiyaç Kredisi: Sil' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Formülü Silmek İstediğinize Emin Misiniz?')).toBeInTheDocument();
    expect(within(dialog).getByText('Bu işlem geri alınamaz. Bu formül kalıcı olarak silinecektir.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'İptal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.keys()).not.toContain('DELETE /api/admin/formulas/2/');

    await user.click(screen.getByRole('button', { name: 'İhtiyaç Kredisi: Sil' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(api.keys()).toContain('DELETE /api/admin/formulas/2/'));
    expect(await screen.findByText('Formül silindi.')).toBeInTheDocument();
  });

  it("asks before 'Aktif Yap', showing the figures with taxes beside today's, and activates on confirmation", async () => {
    const user = userEvent.setup();
    const api = renderPage({
      [LIST]: [
        makeFormula(1, { name: 'İhtiyaç Kredisi' }),
        makeFormula(2, { name: 'Zamlı', formula: '(P * r * (1 + r)^n / ((1 + r)^n - 1)) * 1.1', active: false }),
      ],
      'PATCH /api/admin/formulas/2/active/': () => json(makeFormula(2, { active: true })),
    });
    await user.click(await screen.findByRole('button', { name: 'Zamlı: Aktif Yap' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/Şu anki aktif formül 'İhtiyaç Kredisi' pasif olacak/)).toBeInTheDocument();
    const preview = within(dialog).getByRole('table', { name: 'Formül önizlemesi' });
    // The worked example with KKDF and BSMV: 6.189,33 TL today; 10 % more is 6.808,26 TL.
    expect(within(preview).getByText('6.808,26 TL')).toBeInTheDocument();
    expect(within(preview).getByText('6.189,33 TL')).toBeInTheDocument();
    expect(within(preview).getByText('+618,93 TL')).toBeInTheDocument();
    expect(api.keys()).not.toContain('PATCH /api/admin/formulas/2/active/');
    await user.click(within(dialog).getByRole('button', { name: 'Aktif Yap' }));
    await waitFor(() => expect(api.calls.find((c) => c.key === 'PATCH /api/admin/formulas/2/active/')?.body).toEqual({ active: true }));
  });

  it('checks the formula while typing, previews it beside the standard annuity and saves it', async () => {
    const user = userEvent.setup();
    const api = renderPage({ [LIST]: [], 'POST /api/admin/formulas/': (call) => json(makeFormula(9, call.body as object), 201) });
    await user.click(await screen.findByRole('button', { name: 'Yeni Formül Ekle' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByLabelText(/Formül Adı/));
    await user.paste('Yarım Taksit');
    await user.click(within(dialog).getByRole('combobox', { name: /Kredi Türü/ }));
    await user.click(await screen.findByRole('option', { name: 'İhtiyaç Kredisi' }));
    const formula = within(dialog).getByLabelText(/^Formül/, { selector: 'textarea' });
    await user.click(formula);
    await user.paste('P * x');
    expect(within(dialog).getByText(formulaMessages.unknownVariable('x'))).toBeInTheDocument();
    await user.clear(formula);
    await user.paste('P / n / 2');
    // Half the amount is repaid in total: refused before the server sees it.
    expect(within(dialog).getByText(formulaMessages.totalBelowAmount)).toBeInTheDocument();
    await user.clear(formula);
    await user.paste('P / n * 1.5');
    const preview = within(dialog).getByRole('table', { name: 'Formül önizlemesi' });
    // 100.000 TL over 36 months times 1,5: 4.166,67 TL; today's ihtiyaç figure (annuity with taxes) is 6.189,33 TL.
    expect(within(preview).getByText('4.166,67 TL')).toBeInTheDocument();
    expect(within(preview).getByText('6.189,33 TL')).toBeInTheDocument();
    expect(within(preview).getByText('−2.022,66 TL')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(api.keys()).toContain('POST /api/admin/formulas/'));
    expect(api.calls.find((c) => c.key.startsWith('POST'))?.body).toEqual({
      name: 'Yarım Taksit',
      description: '',
      loan_type: 'ihtiyac',
      formula: 'P / n * 1.5',
      active: true,
    });
    expect(await screen.findByText("'Yarım Taksit' eklendi.")).toBeInTheDocument();
  });

  it("shows the server's Turkish refusal on the formula field", async () => {
    const user = userEvent.setup();
    const refusal = formulaMessages.notFinite;
    renderPage({
      [LIST]: [makeFormula(3, { name: 'Eski' })],
      'PUT /api/admin/formulas/3/': () => json({ message: refusal, errors: { formula: refusal } }, 400),
    });
    await user.click(await screen.findByRole('button', { name: 'Eski: Düzenle' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByLabelText(/Formül Adı/)).toHaveValue('Eski');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findAllByText(refusal)).toHaveLength(2);
  });
});
