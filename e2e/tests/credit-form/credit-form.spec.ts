import { test, expect, readSmsCode, gotoInteractive } from '../../fixtures';
import { codeBox, codeDialog, fillContact, fillIdentity, fillPersonal, form, nextButton, select, typeCode, uniquePhone } from './helpers';

test.describe('credit form on the real system', () => {
  test('goes through the four steps with the SMS code from the outbox, then asks for a call-back', async ({ page, request }) => {
    const phone = uniquePhone();
    await gotoInteractive(page, '/form');
    await expect(page).toHaveTitle(/^Kredi Limitinizi Öğrenin \| /);
    await expect(page.getByRole('heading', { level: 1, name: 'Toplam Kredi Limitinizi Öğrenin' })).toBeVisible();
    // Desktop: the four steps with icons; the mobile progress bar is hidden.
    await expect(page.getByRole('list', { name: 'Form adımları' }).getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('progressbar', { name: 'Form ilerlemesi' })).toBeHidden();
    await expect(nextButton(page)).toBeDisabled();

    await fillContact(page, phone);
    await expect(form(page).getByText('+90', { exact: true })).toBeVisible();
    await nextButton(page).click();
    await expect(codeDialog(page)).toContainText(`+90 ${phone}`);
    const send = codeDialog(page).getByRole('button', { name: 'Gönder' });
    await expect(send).toBeDisabled();

    const code = await readSmsCode(request, phone);
    await typeCode(page, code);
    await expect(codeBox(page, 4)).toBeFocused();
    await send.click();
    await expect(codeDialog(page)).toBeHidden();
    await expect(form(page).getByRole('heading', { name: 'Kişisel Bilgiler' })).toBeVisible();

    await fillPersonal(page);
    await nextButton(page).click();
    await expect(form(page).getByRole('heading', { name: 'Ek Bilgiler' })).toBeVisible();
    await select(page, 'Findeks Kredi Notunuz').selectOption('1900');
    await expect(form(page).getByLabel(/^Doğum Tarihiniz/)).toHaveCount(0);
    await nextButton(page).click();

    await expect(form(page).getByRole('heading', { name: 'Başvurunuz başarıyla alınmıştır!' })).toBeVisible();
    await expect(form(page).getByText(/^\d{1,3}(\.\d{3})+ TL$/)).toBeVisible();
    await expect(form(page).getByText(/SMS ile telefonunuza gönderilecektir/)).toBeVisible();
    await expect(form(page).getByText(/850 ile başlayan numaramızdan/)).toBeVisible();
    await expect(form(page).getByRole('button', { name: 'Geri' })).toHaveCount(0);

    const callMe = form(page).getByRole('switch', { name: 'Beni hemen arayın' });
    await callMe.click();
    await expect(form(page).getByText(/Geri arama talebiniz alındı/)).toBeVisible();
    await expect(callMe).toBeChecked();
  });

  test('with an unknown Findeks score asks for identity details and promises the limits after the report', async ({ page, request }) => {
    const phone = uniquePhone();
    await gotoInteractive(page, '/form');
    await fillContact(page, phone, { ad: 'Mehmet Ali', soyad: 'Kaya' });
    await nextButton(page).click();
    await typeCode(page, await readSmsCode(request, phone));
    await codeDialog(page).getByRole('button', { name: 'Gönder' }).click();
    await fillPersonal(page);
    await nextButton(page).click();

    await select(page, 'Findeks Kredi Notunuz').selectOption('0');
    await expect(form(page).getByLabel(/^Adınız Soyadınız/)).toHaveValue('Mehmet Ali Kaya');
    await expect(nextButton(page)).toBeDisabled();
    const birthDate = form(page).getByLabel(/^Doğum Tarihiniz/);
    await birthDate.pressSequentially('15061990');
    await expect(birthDate).toHaveValue('15/06/1990');
    await form(page)
      .getByLabel(/^T\.C\. Kimlik Numaranız/)
      .fill('10000000146');
    await form(page).getByRole('radio', { name: 'Erkek' }).check();

    // Another score empties the block; "unknown" again starts it afresh.
    await select(page, 'Findeks Kredi Notunuz').selectOption('1599');
    await expect(birthDate).toHaveCount(0);
    await select(page, 'Findeks Kredi Notunuz').selectOption('0');
    await expect(birthDate).toHaveValue('');
    await fillIdentity(page, { gender: 'Erkek' });

    await nextButton(page).click();
    await expect(form(page).getByRole('heading', { name: 'Başvurunuz başarıyla alınmıştır!' })).toBeVisible();
    await expect(
      form(page).getByText(
        /Findeks raporunuz onaylandıktan sonra tüm bankalardan alabileceğiniz kredi limitleri size SMS ile gönderilecektir/,
      ),
    ).toBeVisible();
  });

  test('a wrong code empties the boxes silently; the right one moves on', async ({ page, request }) => {
    const phone = uniquePhone();
    await gotoInteractive(page, '/form');
    await fillContact(page, phone);
    await nextButton(page).click();
    const code = await readSmsCode(request, phone);
    const wrong = code === '0000' ? '1111' : '0000';

    await typeCode(page, wrong);
    await codeDialog(page).getByRole('button', { name: 'Gönder' }).click();
    await expect(codeBox(page, 1)).toHaveValue('');
    await expect(codeBox(page, 4)).toHaveValue('');
    await expect(codeBox(page, 1)).toBeFocused();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(codeDialog(page)).toBeVisible();

    await typeCode(page, code);
    await codeDialog(page).getByRole('button', { name: 'Gönder' }).click();
    await expect(form(page).getByRole('heading', { name: 'Kişisel Bilgiler' })).toBeVisible();
  });
});
