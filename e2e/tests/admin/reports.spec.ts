import { expect, gotoInteractive, readSmsCode, test } from '../../fixtures';
import { codeDialog, fillContact, fillPersonal, form, nextButton, select, typeCode, uniquePhone } from '../credit-form/helpers';
import { adminToken, signInByApi } from './helpers';
import { FLOW_INSIDE_A_REMOTE, onlyInSingleProfile } from '../support/profiles';

test.beforeEach(() => onlyInSingleProfile(FLOW_INSIDE_A_REMOTE));

/* The funnel counts move when a visitor walks the form. Layout, axe and screenshots: admin/layout.spec.ts. */

const STEPS = [
  '/form ziyareti',
  'SMS kodu gönderildi',
  'Kod doğrulandı',
  '2. adım tamamlandı',
  '3. adım tamamlandı',
  'Sonuç görüldü',
  'Geri arama istendi',
];
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());

test.describe('reports', () => {
  test.setTimeout(120_000);

  test('a visitor walks the form from a campaign; the funnel counts every step of that campaign once', async ({
    page,
    browser,
    request,
  }) => {
    const campaign = `e2e-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const source = `kampanya:${campaign}`;
    const token = await adminToken(request);
    const countsOfSource = async () => {
      const response = await request.get(`/api/admin/reports/funnel/?from=${today()}&to=${today()}`, {
        headers: { Authorization: `Token ${token}` },
      });
      const report = (await response.json()) as { by_source: { source: string; counts: Record<string, number> }[] };
      return report.by_source.find((row) => row.source === source)?.counts ?? {};
    };
    expect(await countsOfSource()).toEqual({});

    // The visitor, in a page of their own.
    const visitor = await browser.newPage();
    const phone = uniquePhone();
    await gotoInteractive(visitor, `/form?utm_campaign=${campaign}`);
    await expect.poll(async () => (await countsOfSource()).ziyaret).toBe(1);
    await fillContact(visitor, phone);
    await nextButton(visitor).click();
    await typeCode(visitor, await readSmsCode(request, phone));
    await codeDialog(visitor).getByRole('button', { name: 'Gönder' }).click();
    await fillPersonal(visitor);
    await nextButton(visitor).click();
    await select(visitor, 'Findeks Kredi Notunuz').selectOption('1900');
    await nextButton(visitor).click();
    await expect(form(visitor).getByRole('heading', { name: 'Başvurunuz başarıyla alınmıştır!' })).toBeVisible();
    await form(visitor).getByRole('switch', { name: 'Beni hemen arayın' }).click();
    await expect(form(visitor).getByText(/Geri arama talebiniz alındı/)).toBeVisible();
    // Reloading the form in the same visit counts nothing again.
    await gotoInteractive(visitor, `/form?utm_campaign=${campaign}`);
    await visitor.close();

    const all = { ziyaret: 1, sms_gonderildi: 1, kod_dogrulandi: 1, adim2: 1, adim3: 1, sonuc: 1, geri_arama: 1 };
    await expect.poll(countsOfSource).toEqual(all);

    // The admin sees the same row in the page's table.
    await signInByApi(page, request);
    await page.goto('/admin/raporlar');
    await expect(page.getByRole('heading', { level: 1, name: 'Raporlar' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Kaynağa göre huni' });
    await expect(table.getByRole('columnheader')).toHaveText(['Kaynak', ...STEPS]);
    await expect(table.getByRole('row').filter({ hasText: source }).getByRole('cell')).toHaveText([
      source,
      '1',
      '1',
      '1',
      '1',
      '1',
      '1',
      '1',
    ]);
    // The CSV of a table: Turkish Excel's format.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Huni adımları: CSV İndir' }).click();
    expect((await download).suggestedFilename()).toMatch(/^rapor-huni-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  });
});
