import { test, expect, gotoInteractive } from '../../fixtures';
import {
  codeBox,
  codeDialog,
  expectAlert,
  fail,
  fakeUsersApi,
  fillContact,
  fillIdentity,
  fillPersonal,
  form,
  nextButton,
  select,
  SUBMIT_ANSWER,
  typeCode,
  uniquePhone,
} from './helpers';
import { onlyInSingleProfile } from '../support/profiles';

// The users API's answers are forced in the browser and the form is one remote: nothing here depends on how the
// remotes are served. The real round trip runs in both profiles in credit-form.spec.ts.
test.beforeEach(() => onlyInSingleProfile('answers forced in the browser; the real flow runs in both profiles'));

const UNKNOWN = 'Bilinmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.';

test.describe('credit form error branches (users API answers forced in the browser)', () => {
  test('pressing the disabled İlerle without consent asks for it; the KVKK modal ticks it', async ({ page }) => {
    await gotoInteractive(page, '/form');
    await form(page)
      .getByLabel(/^Adınız/)
      .fill('Ayşe');
    await form(page)
      .getByLabel(/^Soyadınız/)
      .fill('Yılmaz');
    await form(page)
      .getByLabel(/^Cep Telefonunuz/)
      .fill('5321234567');
    await expect(nextButton(page)).toBeDisabled();
    // A disabled button takes no pointer events: the press lands on what is under it, as a person's would.
    await nextButton(page).click({ force: true });
    await expectAlert(page, 'Lütfen KVKK metnini onaylayınız.');

    await form(page).getByRole('link', { name: 'KVKK Aydınlatma ve Açık Rıza Metni' }).click();
    const kvkk = page.getByRole('dialog', { name: 'KVKK Aydınlatma ve Açık Rıza Metni' });
    await expect(kvkk.getByRole('link', { name: 'KVKK sayfamızı' })).toHaveAttribute('href', '/kvkk');
    await kvkk.getByRole('button', { name: 'Onaylıyorum' }).click();
    await expect(kvkk).toBeHidden();
    await expect(form(page).getByRole('checkbox')).toBeChecked();
    await expect(nextButton(page)).toBeEnabled();
  });

  test('the phone keeps the 10 digits of any usual writing, and a blocked word empties the name field', async ({ page }) => {
    await gotoInteractive(page, '/form');
    const phone = form(page).getByLabel(/^Cep Telefonunuz/);
    await phone.pressSequentially('0 (532) 123 45 67 8');
    await expect(phone).toHaveValue('5321234567');
    for (const written of ['+90 532 123 45 67', '0532 123 45 67', '0 (532) 123 45 67']) {
      await phone.fill('');
      // Inserted in one go, as a paste is: nothing is cut before it is read.
      await phone.focus();
      await page.keyboard.insertText(written);
      await expect(phone).toHaveValue('5321234567');
    }
    await phone.fill('5601234567');
    await phone.blur();
    await expect(form(page).getByText('Lütfen geçerli bir telefon numarası giriniz.')).toBeVisible();

    await form(page)
      .getByLabel(/^Soyadınız/)
      .fill('Şerefsiz');
    await form(page)
      .getByLabel(/^Soyadınız/)
      .blur();
    await expectAlert(page, 'Soyad alanında uygunsuz içerik tespit edildi. Lütfen geçerli bir soyad giriniz.');
    await expect(form(page).getByLabel(/^Soyadınız/)).toHaveValue('');
  });

  test('register 429 says the daily SMS limit is reached', async ({ page }) => {
    await fakeUsersApi(page, { register: fail(429) });
    await gotoInteractive(page, '/form');
    await fillContact(page, uniquePhone());
    await nextButton(page).click();
    await expectAlert(page, 'Son 24 saatte maksimum SMS limitine ulaştınız. Lütfen daha sonra tekrar deneyin.');
    await expect(codeDialog(page)).toHaveCount(0);
  });

  test('register failure and network errors show the unknown-error alert', async ({ page }) => {
    await fakeUsersApi(page, { register: fail(500) });
    await gotoInteractive(page, '/form');
    await fillContact(page, uniquePhone());
    await nextButton(page).click();
    await expectAlert(page, UNKNOWN);

    await page.unroute('**/api/users/register/');
    await page.route('**/api/users/register/', (route) => route.abort('connectionrefused'));
    await nextButton(page).click();
    await expectAlert(page, UNKNOWN);
  });

  test('verify 404 shows the unknown-error alert; closing the modal empties its boxes', async ({ page }) => {
    await fakeUsersApi(page, { verify: fail(404, 'Kayıt bulunamadı.') });
    await gotoInteractive(page, '/form');
    await fillContact(page, uniquePhone());
    await nextButton(page).click();
    await typeCode(page, '1234');
    await codeDialog(page).getByRole('button', { name: 'Gönder' }).click();
    await expectAlert(page, UNKNOWN);

    // The failed code stays for a retry; Backspace empties a box, and in an empty box steps back.
    await expect(codeBox(page, 4)).toHaveValue('4');
    await codeBox(page, 4).click();
    await expect(codeBox(page, 4)).toBeFocused();
    await page.keyboard.press('Backspace');
    await expect(codeBox(page, 4)).toHaveValue('');
    await page.keyboard.press('Backspace');
    await expect(codeBox(page, 3)).toBeFocused();
    await expect(codeBox(page, 3)).toHaveValue('');

    await codeDialog(page).getByRole('button', { name: 'Kapat' }).click();
    await expect(codeDialog(page)).toBeHidden();
    await nextButton(page).click();
    await expect(codeBox(page, 1)).toHaveValue('');
    await expect(codeBox(page, 2)).toHaveValue('');
  });

  test('a failed submit alerts and keeps everything entered; the retry goes through', async ({ page }) => {
    let submits = 0;
    await fakeUsersApi(page, {
      submit: async (route) => {
        submits += 1;
        if (submits === 1) return fail(400, 'Eksik bilgi.')(route);
        return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(SUBMIT_ANSWER) });
      },
    });
    await gotoInteractive(page, '/form');
    await fillContact(page, uniquePhone());
    await nextButton(page).click();
    await typeCode(page, '1234');
    await codeDialog(page).getByRole('button', { name: 'Gönder' }).click();
    await fillPersonal(page);
    await nextButton(page).click();
    await select(page, 'Findeks Kredi Notunuz').selectOption('0');
    await fillIdentity(page, { birthDigits: '01012000', tc: '17291716060' });
    await nextButton(page).click();

    await expectAlert(page, 'Bilinmeyen bir hata oluştu. Lütfen sayfayı yenileyip tekrar deneyin.');
    await expect(form(page).getByLabel(/^Doğum Tarihiniz/)).toHaveValue('01/01/2000');
    await expect(form(page).getByLabel(/^T\.C\. Kimlik Numaranız/)).toHaveValue('17291716060');
    await expect(form(page).getByLabel(/^Adınız Soyadınız/)).toHaveValue('Ayşe Yılmaz');
    await expect(select(page, 'Findeks Kredi Notunuz')).toHaveValue('0');

    await nextButton(page).click();
    await expect(form(page).getByRole('heading', { name: 'Başvurunuz başarıyla alınmıştır!' })).toBeVisible();
    expect(submits).toBe(2);
  });

  test('a failed call-me alerts and switches back off', async ({ page }) => {
    await fakeUsersApi(page, { callme: fail(500) });
    await gotoInteractive(page, '/form');
    await fillContact(page, uniquePhone());
    await nextButton(page).click();
    await typeCode(page, '1234');
    await codeDialog(page).getByRole('button', { name: 'Gönder' }).click();
    await fillPersonal(page);
    await nextButton(page).click();
    await select(page, 'Findeks Kredi Notunuz').selectOption('1499');
    await nextButton(page).click();
    await expect(form(page).getByText('640.000 TL')).toBeVisible();

    const callMe = form(page).getByRole('switch', { name: 'Beni hemen arayın' });
    await callMe.click();
    await expectAlert(page, 'Bir hata oluştu. Lütfen tekrar deneyiniz.');
    await expect(callMe).not.toBeChecked();
  });
});

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
