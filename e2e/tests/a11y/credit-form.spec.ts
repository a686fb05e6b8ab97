import type { Page } from '@playwright/test';
import { test, expect, readSmsCode, gotoInteractive } from '../../fixtures';
import {
  codeDialog,
  fillContact,
  fillIdentity,
  fillPersonal,
  form,
  nextButton,
  select,
  typeCode,
  uniquePhone,
} from '../credit-form/helpers';
import { expectNoBlockingA11yFindings } from '../support/axe';
import { VIEWPORT_HEIGHT } from '../support/layout';
import { onlyInSingleProfile } from '../support/profiles';

test.use({ reducedMotion: 'reduce' });
test.beforeEach(() => onlyInSingleProfile());
// A dozen axe runs on a shared CI machine.
test.setTimeout(180_000);

/** Desktop shows the stepper, phones the progress bar: every state of the page is checked in both. */
const WIDTHS = [390, 1366] as const;

/**
 * The screen as it is now, at each width: resized, two frames for the layout of that width to render (the media query
 * changes at the next frame, React renders its update before the one after), then axe. One walk through the form
 * checks both layouts: a walk per width cost a minute each on CI.
 */
async function expectNoBlockingFindingsAtEachWidth(page: Page) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: VIEWPORT_HEIGHT });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expectNoBlockingA11yFindings(page);
  }
}

/**
 * A modal dialog, at the phone width only: it is laid out the same at every width (no full-screen variant, no media
 * query), only narrower, and the page behind it is hidden from assistive technology and covered by the backdrop.
 * The page itself, stepper or progress bar, is checked at both widths in the states before and after.
 */
async function expectNoBlockingFindingsInDialog(page: Page) {
  await page.setViewportSize({ width: WIDTHS[0], height: VIEWPORT_HEIGHT });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expectNoBlockingA11yFindings(page);
}

test('every step of /form at 390 and 1366px, the SMS modal, the KVKK text and the alerts at 390px: no serious or critical findings', async ({
  page,
  request,
}) => {
  const phone = uniquePhone();
  await gotoInteractive(page, '/form');
  await expect(nextButton(page)).toBeDisabled();
  await expectNoBlockingFindingsAtEachWidth(page);

  // The consent alert.
  // A disabled button takes no pointer events: the press lands on what is under it, as a person's would.
  await nextButton(page).click({ force: true });
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expectNoBlockingFindingsInDialog(page);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Tamam' }).click();
  await expect(page.getByRole('alertdialog')).toBeHidden();

  // Step 1 with its error texts showing.
  await form(page)
    .getByLabel(/^Cep Telefonunuz/)
    .fill('560');
  await form(page)
    .getByLabel(/^Adınız/)
    .click();
  await form(page)
    .getByLabel(/^Soyadınız/)
    .click();
  await expect(form(page).getByText('Lütfen geçerli bir telefon numarası giriniz.')).toBeVisible();
  await expectNoBlockingFindingsAtEachWidth(page);

  // The KVKK text.
  await form(page).getByRole('link', { name: 'KVKK Aydınlatma ve Açık Rıza Metni' }).click();
  const kvkk = page.getByRole('dialog', { name: 'KVKK Aydınlatma ve Açık Rıza Metni' });
  await expect(kvkk).toBeVisible();
  await expectNoBlockingFindingsInDialog(page);
  await kvkk.getByRole('button', { name: 'Kapat' }).click();

  // The SMS modal.
  await fillContact(page, phone);
  await nextButton(page).click();
  await expect(codeDialog(page)).toBeVisible();
  await expectNoBlockingFindingsInDialog(page);
  await typeCode(page, await readSmsCode(request, phone));
  await codeDialog(page).getByRole('button', { name: 'Gönder' }).click();

  // Step 2, with an open info tooltip.
  await expect(form(page).getByRole('heading', { name: 'Kişisel Bilgiler' })).toBeFocused();
  await form(page)
    .getByRole('button', { name: /Bu bilgiyi neden istiyoruz\? \(Yaşadığınız İl\)/ })
    .click();
  await expect(page.getByRole('tooltip')).toBeVisible();
  await expectNoBlockingFindingsAtEachWidth(page);
  await form(page).getByRole('heading', { name: 'Kişisel Bilgiler' }).click();
  await fillPersonal(page);
  await nextButton(page).click();

  // Step 3 with the identity block of an unknown Findeks score.
  await expect(form(page).getByRole('heading', { name: 'Ek Bilgiler' })).toBeFocused();
  await select(page, 'Findeks Kredi Notunuz').selectOption('0');
  await expect(form(page).getByLabel(/^Doğum Tarihiniz/)).toBeVisible();
  await expectNoBlockingFindingsAtEachWidth(page);
  await fillIdentity(page);
  await nextButton(page).click();

  // Step 4.
  await expect(form(page).getByRole('heading', { name: 'Başvurunuz başarıyla alınmıştır!' })).toBeFocused();
  await expectNoBlockingFindingsAtEachWidth(page);
});
