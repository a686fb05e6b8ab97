import { expect, test } from '../../fixtures';
import { CALCULATE, amountField, instalment, openCalculator } from '../calculator/helpers';
import { adminToken, signInByApi } from './helpers';
import { onlyInSingleProfile } from '../support/profiles';

// The formula reaches the calculator through the API; how the two remotes are served cannot change that.
test.beforeEach(() => onlyInSingleProfile('the formula travels through the API; admin and calculator load in both profiles elsewhere'));

/*
 * The active formula of a loan type computes the visitor's instalment. The specs run in parallel on one
 * database, and others check the personal loan's figures: the formula used here is the standard annuity everywhere
 * except at exactly 123.456 TL, where it adds 1.000 TL, so only this spec's visitor sees a difference.
 */
const STANDARD_ANNUITY_FORMULA = 'P * r * (1 + r)^n / ((1 + r)^n - 1)';
const MARKED_AMOUNT = 123_456;
const CHANGED_FORMULA = `(${STANDARD_ANNUITY_FORMULA}) + 1000 * min(1, max(0, P - ${MARKED_AMOUNT - 1})) * max(0, ${MARKED_AMOUNT + 1} - P)`;
// 123.456 TL, %3,99, 36 months, KKDF and BSMV 15 % each: the taxed annuity is 7.641,09 TL.
const BUILT_IN = '7.641,09 TL';
const WITH_FORMULA = '8.641,09 TL';

test.describe('credit formulas drive the calculator', () => {
  test("an admin changes the personal-loan formula, a visitor's next calculation uses it; turned off, the built-in annuity answers", async ({
    page,
    browser,
    request,
  }) => {
    const token = await signInByApi(page, request);
    const auth = { Authorization: `Token ${token}` };
    type Formula = { id: number; name: string; description: string; loan_type: string; formula: string; active: boolean };
    const formulas = (await (await request.get('/api/admin/formulas/', { headers: auth })).json()) as Formula[];
    const personal = formulas.find((formula) => formula.name === 'İhtiyaç Kredisi' && formula.loan_type === 'ihtiyac')!;
    expect(personal).toBeDefined();
    const visitor = await browser.newPage();
    try {
      await page.goto('/admin/kredi-formuller');
      await page.getByRole('button', { name: 'İhtiyaç Kredisi: Düzenle' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: 'Formül', exact: true }).fill(CHANGED_FORMULA);
      // The sample cases are other amounts: the preview shows no difference there, with the taxes applied.
      const preview = dialog.getByRole('table', { name: 'Formül önizlemesi' });
      await expect(preview.getByRole('row').nth(1)).toContainText('6.189,33 TL');
      const active = dialog.locator('input[type="checkbox"]');
      if (!(await active.isChecked())) await active.check();
      await dialog.getByRole('button', { name: 'Kaydet' }).click();
      await expect(page.getByText("'İhtiyaç Kredisi' kaydedildi.")).toBeVisible();

      // The API's answer uses the formula.
      await openCalculator(visitor);
      await amountField(visitor).fill(String(MARKED_AMOUNT));
      await expect(instalment(visitor)).toHaveText(WITH_FORMULA);
      // So does the browser's own calculation when the API fails (the types it loaded carry the formula).
      await visitor.route(CALCULATE, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
      await amountField(visitor).fill('100000');
      await expect(instalment(visitor)).toHaveText('6.189,33 TL');
      await amountField(visitor).fill(String(MARKED_AMOUNT));
      await expect(instalment(visitor)).toHaveText(WITH_FORMULA);
      await visitor.unroute(CALCULATE);

      // Turned off: no active formula for ihtiyaç, the built-in annuity answers.
      await page.getByRole('button', { name: 'İhtiyaç Kredisi: Pasif Yap' }).click();
      await expect(page.getByRole('button', { name: 'İhtiyaç Kredisi: Aktif Yap' })).toBeVisible();
      await openCalculator(visitor);
      await amountField(visitor).fill(String(MARKED_AMOUNT));
      await expect(instalment(visitor)).toHaveText(BUILT_IN);
    } finally {
      await visitor.close();
      // Put the seeded formula back as it was, for the next run on this database.
      const restore = await request.put(`/api/admin/formulas/${personal.id}/`, {
        headers: { Authorization: `Token ${await adminToken(request)}` },
        data: {
          name: personal.name,
          description: personal.description,
          loan_type: 'ihtiyac',
          formula: personal.formula,
          active: personal.active,
        },
      });
      expect(restore.ok()).toBe(true);
    }
  });
});
