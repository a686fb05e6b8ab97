import { test, expect, readSmsCode, gotoInteractive } from '../../fixtures';
import { codeBox, codeDialog, form, nextButton, select, uniquePhone, PERSONAL } from '../credit-form/helpers';
import { tabTo } from '../support/keyboard';
import { VIEWPORT_HEIGHT } from '../support/layout';
import { onlyInSingleProfile } from '../support/profiles';

test.beforeEach(() => onlyInSingleProfile());
// Four steps, key by key, with a coverage check after every Tab.
test.setTimeout(120_000);

/** Picks the first real option of the focused native select with the keyboard (past 'Seçiniz'). */
async function chooseFirstOption(page: import('@playwright/test').Page) {
  await page.keyboard.press('ArrowDown');
}

// On a phone the floating chat button sits where Tab brings the next control: tabTo checks it never covers one.
for (const width of [390, 1280]) {
  test(`steps 1-4 with the keyboard alone at ${width}px, focus on each new step's heading`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: VIEWPORT_HEIGHT });
    const phone = uniquePhone();
    await gotoInteractive(page, '/form');
    await expect(nextButton(page)).toBeDisabled();

    // Step 1: the fields in reading order.
    await tabTo(page, form(page).getByLabel(/^Adınız/));
    await page.keyboard.type('Zeynep');
    await page.keyboard.press('Tab');
    await expect(form(page).getByLabel(/^Soyadınız/)).toBeFocused();
    await page.keyboard.type('Demir');
    await page.keyboard.press('Tab');
    await expect(form(page).getByLabel(/^Cep Telefonunuz/)).toBeFocused();
    // Typed the way people write it: the field keeps the ten digits.
    await page.keyboard.type(`0 (${phone.slice(0, 3)}) ${phone.slice(3, 6)} ${phone.slice(6, 8)} ${phone.slice(8)}`);
    await expect(form(page).getByLabel(/^Cep Telefonunuz/)).toHaveValue(phone);
    await tabTo(page, form(page).getByRole('checkbox', { name: /KVKK Aydınlatma/ }), { max: 3 });
    await page.keyboard.press('Space');
    await expect(form(page).getByRole('checkbox', { name: /KVKK Aydınlatma/ })).toBeChecked();
    // Past the notice's link and the two optional commercial-message boxes, left unticked.
    await tabTo(page, nextButton(page), { max: 5 });
    await page.keyboard.press('Enter');

    // The SMS modal takes focus in its first box; Enter sends a complete code.
    await expect(codeDialog(page)).toBeVisible();
    await expect(codeBox(page, 1)).toBeFocused();
    await page.keyboard.type(await readSmsCode(request, phone));
    await page.keyboard.press('Enter');
    await expect(codeDialog(page)).toBeHidden();

    // Step 2: focus is on the step's heading, then the eight selects.
    await expect(form(page).getByRole('heading', { name: 'Kişisel Bilgiler' })).toBeFocused();
    for (const [label] of PERSONAL) {
      await tabTo(page, select(page, label), { max: 3 });
      await chooseFirstOption(page);
      await expect(select(page, label)).not.toHaveValue('');
    }
    await tabTo(page, nextButton(page), { max: 3 });
    await page.keyboard.press('Enter');

    // Step 3: Back is reachable and returns focus to step 2's heading; forward again.
    await expect(form(page).getByRole('heading', { name: 'Ek Bilgiler' })).toBeFocused();
    await tabTo(page, form(page).getByRole('button', { name: 'Geri' }), { max: 4 });
    await page.keyboard.press('Enter');
    await expect(form(page).getByRole('heading', { name: 'Kişisel Bilgiler' })).toBeFocused();
    await tabTo(page, nextButton(page), { max: 20 });
    await page.keyboard.press('Enter');
    await expect(form(page).getByRole('heading', { name: 'Ek Bilgiler' })).toBeFocused();

    // An unknown Findeks score (the first option) asks for the identity block, all of it by keyboard.
    await tabTo(page, select(page, 'Findeks Kredi Notunuz'), { max: 2 });
    await chooseFirstOption(page);
    await expect(select(page, 'Findeks Kredi Notunuz')).toHaveValue('0');
    await tabTo(page, form(page).getByLabel(/^Adınız Soyadınız/), { max: 3 });
    await expect(form(page).getByLabel(/^Adınız Soyadınız/)).toHaveValue('Zeynep Demir');
    await tabTo(page, form(page).getByLabel(/^Doğum Tarihiniz/), { max: 2 });
    await page.keyboard.type('15061990');
    await tabTo(page, form(page).getByLabel(/^T\.C\. Kimlik Numaranız/), { max: 3 });
    await page.keyboard.type('10000000146');
    await tabTo(page, form(page).getByRole('radio', { name: 'Erkek' }), { max: 3 });
    await page.keyboard.press('Space');
    await expect(form(page).getByRole('radio', { name: 'Erkek' })).toBeChecked();
    await tabTo(page, nextButton(page), { max: 4 });
    await expect(nextButton(page)).toHaveText('Tamamla');
    await page.keyboard.press('Enter');

    // Step 4: the result is announced through its heading; the call-back switch works with Space.
    await expect(form(page).getByRole('heading', { name: 'Başvurunuz başarıyla alınmıştır!' })).toBeFocused();
    const callMe = form(page).getByRole('switch', { name: 'Beni hemen arayın' });
    await tabTo(page, callMe, { max: 3 });
    await page.keyboard.press('Space');
    await expect(form(page).getByText(/Geri arama talebiniz alındı/)).toBeVisible();
    await expect(callMe).toBeChecked();
  });
}
