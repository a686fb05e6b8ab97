import type { Page, Route } from '@playwright/test';
import { test, expect, gotoInteractive } from '../../fixtures';

// The contact page in the composed system: its real data, the device read in the browser, the map (Leaflet in a real
// browser, in its own chunk) and a message really sent. The form's checks and answers (required fields, e-mail format,
// the server's texts, failures) and which device gets Apple Maps are the page's own rules, tested once in
// mf-marketing/src/features/contact/ (ContactPage.test.tsx, lib/mapsLink.test.ts).

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

const form = (page: Page) => page.getByRole('form', { name: 'İletişim formu' });
const input = (page: Page, label: string) => form(page).getByLabel(label, { exact: false });

async function fillForm(page: Page, values: { name?: string; email?: string; phone?: string; subject?: string; message?: string }) {
  if (values.name !== undefined) await input(page, 'Ad Soyad').fill(values.name);
  if (values.email !== undefined) await input(page, 'E-posta').fill(values.email);
  if (values.phone !== undefined) await input(page, 'Telefon').fill(values.phone);
  if (values.subject !== undefined) await input(page, 'Konu').fill(values.subject);
  if (values.message !== undefined) await input(page, 'Mesajınız').fill(values.message);
}

const unique = () => `E2E iletişim ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const FILLED = {
  name: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  phone: '0532 111 22 33',
  subject: 'Konut kredisi',
  message: 'Bilgi almak istiyorum.',
};

test.describe('contact page', () => {
  test('info cards, weekly schedule and the four branches with Google Maps links on a desktop', async ({ page }) => {
    await page.goto('/iletisim');
    await expect(page).toHaveTitle(/^İletişim \| /);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: '0850 000 00 00' })).toHaveAttribute('href', /^tel:/);
    await expect(main.getByText('Hafta içi 09:30-18:00')).toBeVisible();
    await expect(main.getByRole('link', { name: 'info@example.com' })).toHaveAttribute('href', 'mailto:info@example.com');
    await expect(main.getByText(/7\/24/)).toBeVisible();

    const rows = main.getByRole('table', { name: 'Haftalık çalışma saatleri' }).getByRole('row');
    await expect(rows).toHaveText([
      'Pazartesi09:30-18:00',
      'Salı09:30-18:00',
      'Çarşamba09:30-18:00',
      'Perşembe09:30-18:00',
      'Cuma09:30-18:00',
      'CumartesiKapalı',
      'PazarKapalı',
    ]);

    for (const [name, query] of [
      ['Antalya', '36.888672,30.7125'],
      ['İzmir', '38.4237,27.1428'],
      ['Van', '38.4969,43.3765'],
      ['Şanlıurfa', '37.2357,38.7952'],
    ]) {
      await expect(
        main.getByRole('listitem', { name, exact: true }).getByRole('link', { name: `${name} şubesini haritada aç` }),
      ).toHaveAttribute('href', `https://www.google.com/maps/search/?api=1&query=${query}`);
    }
    await expect(main.getByRole('listitem', { name: 'Antalya', exact: true }).getByText('Merkez', { exact: true })).toBeVisible();
  });

  test.describe('on an iPhone', () => {
    test.use({ userAgent: IPHONE_UA });
    test('maps links open Apple Maps', async ({ page }) => {
      // The device is read in the browser, once the page is interactive (the server HTML links Google Maps).
      await gotoInteractive(page, '/iletisim');
      await expect(page.getByRole('main').getByRole('link', { name: 'İzmir şubesini haritada aç' })).toHaveAttribute(
        'href',
        /^https:\/\/maps\.apple\.com\/\?ll=38\.4237,27\.1428&q=/,
      );
    });
  });

  test('Bizi Ziyaret Edin: the head office on the map with its popup, the address box, and all branches (no tiles needed)', async ({
    page,
  }) => {
    // The map is drawn in the browser, once the page is interactive.
    await gotoInteractive(page, '/iletisim');
    const section = page.getByRole('region', { name: 'Bizi Ziyaret Edin' });
    const office = section.getByLabel('Merkez ofis');
    await expect(office).toContainText('Muratpaşa/Antalya');
    await expect(office).toContainText('Koordinatlar: 36.888672, 30.7125');
    await expect(office.getByRole('link', { name: 'Antalya şubesini haritada aç' })).toHaveAttribute('href', /query=36\.888672,30\.7125/);

    const markers = section.locator('.leaflet-marker-icon');
    await expect(markers).toHaveCount(1);
    await expect(markers.first()).toHaveCSS('width', '25px');
    await expect(markers.first()).toHaveCSS('height', '41px');
    await expect(section.locator('.leaflet-control-attribution')).toContainText('OpenStreetMap');
    await markers.first().click();
    const popup = section.locator('.leaflet-popup');
    await expect(popup).toContainText('Antalya');
    await expect(popup).toContainText('Merkez');
    await expect(popup).toContainText('Narenciye Cad.');
    await expect(popup.getByRole('link', { name: 'Antalya şubesini haritada aç' })).toBeVisible();

    await section.getByRole('button', { name: 'Tüm Şubeler' }).click();
    await expect(section.locator('.leaflet-marker-icon')).toHaveCount(4);
  });

  test('sending: inputs and button disabled with Gönderiliyor..., then the server message and a cleared form', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact-request/', async (route: Route) => {
      await held;
      await route.continue();
    });
    await gotoInteractive(page, '/iletisim');
    await fillForm(page, { ...FILLED, subject: unique() });
    await form(page).getByRole('button', { name: 'Gönder' }).click();
    await expect(form(page).getByRole('button', { name: 'Gönderiliyor...' })).toBeDisabled();
    for (const label of ['Ad Soyad', 'E-posta', 'Telefon', 'Konu', 'Mesajınız']) await expect(input(page, label)).toBeDisabled();

    release();
    await expect(form(page).getByText('Mesajınız başarıyla iletildi. En kısa sürede size dönüş yapacağız.')).toBeVisible();
    for (const label of ['Ad Soyad', 'E-posta', 'Telefon', 'Konu', 'Mesajınız']) await expect(input(page, label)).toHaveValue('');
  });

  test('the page and its form work when the map library cannot be fetched', async ({ page }) => {
    // The map is its own lazy chunk: fail whichever script carries Leaflet.
    await page.route(/\.js(\?.*)?$/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('leaflet-container')) await route.abort('failed');
      else await route.fulfill({ response, body });
    });
    await gotoInteractive(page, '/iletisim');
    await expect(page.getByText(/Harita şu anda görüntülenemiyor/)).toBeVisible();
    await expect(page.getByLabel('Merkez ofis')).toContainText('Koordinatlar: 36.888672, 30.7125');
    await fillForm(page, { ...FILLED, subject: unique() });
    await form(page).getByRole('button', { name: 'Gönder' }).click();
    await expect(form(page).getByText('Mesajınız başarıyla iletildi. En kısa sürede size dönüş yapacağız.')).toBeVisible();
  });
});
