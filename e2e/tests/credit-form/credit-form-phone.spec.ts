import { test, expect, gotoInteractive } from '../../fixtures';
import { codeDialog, fakeUsersApi, fillContact, form, nextButton, typeCode, uniquePhone } from './helpers';
import { onlyInSingleProfile } from '../support/profiles';

// The form on a phone, with the users API's answers forced in the browser (the form is one remote: nothing here depends
// on how the remotes are served; the real round trip runs in both profiles in credit-form.spec.ts). Its error branches
// (a refused consent, the phone's digits, a blocked word, the register, verify, submit and call-me failures) are the
// form's own rules, tested once, with forced answers, in mf-credit-form/src/features/credit-form/components/*.test.tsx.
test.beforeEach(() => onlyInSingleProfile('answers forced in the browser; the real flow runs in both profiles'));

test.describe('credit form on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('shows a progress bar instead of the step icons, and the info tooltip closes on an outside tap', async ({ page }) => {
    await fakeUsersApi(page);
    await gotoInteractive(page, '/form');
    await expect(page.getByRole('progressbar', { name: 'Form ilerlemesi' })).toHaveAttribute('aria-valuenow', '25');
    await expect(page.getByRole('list', { name: 'Form adımları' })).toBeHidden();
    await expect(form(page).getByText('Adım 1 / 4: İletişim Bilgileri')).toBeVisible();

    await fillContact(page, uniquePhone());
    await nextButton(page).click();
    await typeCode(page, '1234');
    await codeDialog(page).getByRole('button', { name: 'Gönder' }).click();
    await expect(page.getByRole('progressbar', { name: 'Form ilerlemesi' })).toHaveAttribute('aria-valuenow', '50');

    await form(page).getByRole('button', { name: 'Bu bilgiyi neden istiyoruz? (Yaş Aralığınız)' }).click();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toContainText('17 yaş ve altı ile 67 yaş ve üstü başvurular değerlendirilmemektedir.');
    await page.waitForTimeout(150);
    await page.getByRole('heading', { level: 1 }).click();
    await expect(tooltip).toBeHidden();
  });
});
