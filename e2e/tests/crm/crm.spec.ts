import { expect, test } from '../../fixtures';
import { createLead, DEMO_STAFF, SEEDED_DEMO_STAFF_PHONE, signInByApi, staffCodeAfter, uniqueSurname } from './helpers';

// One demo staff number for every test: a new code replaces the previous one, so these run one after another.
test.describe.configure({ mode: 'default' });

test.describe('staff CRM', () => {
  test('login with the code from the dev outbox, the dashboard, and logout', async ({ page, request }) => {
    await page.goto('/crm/dashboard');
    await expect(page).toHaveURL(/\/crm\/login\?geri=%2Fcrm%2Fdashboard$/);
    await expect(page.getByTestId('demo-hint')).toContainText(SEEDED_DEMO_STAFF_PHONE);

    await page.getByLabel('Telefon Numarası').fill('0532');
    await page.getByRole('button', { name: 'Doğrulama Kodu Gönder' }).click();
    await expect(page.getByText('Geçerli bir telefon numarası girin (05XXXXXXXXX)')).toBeVisible();

    await page.getByLabel('Telefon Numarası').fill(DEMO_STAFF.phone);
    const code = await staffCodeAfter(request, async () => {
      await page.getByRole('button', { name: 'Doğrulama Kodu Gönder' }).click();
      await expect(page.getByText('Doğrulama kodu gönderildi!')).toBeVisible();
    });
    await expect(page.getByText(/Yeniden gönder: \d+s/)).toBeVisible();
    await page.getByLabel('Doğrulama Kodu').fill(code);
    await page.getByRole('button', { name: 'Doğrula ve Giriş Yap' }).click();
    await expect(page.getByText('Giriş başarılı! Yönlendiriliyorsunuz...')).toBeVisible();
    await expect(page).toHaveURL(/\/crm\/dashboard$/);

    await expect(page.getByTestId('staff-name')).toHaveText(DEMO_STAFF.name);
    await expect(page.getByTestId('stat-cards').getByTestId(/^stat-/)).toHaveCount(7);
    await expect(page.getByTestId('customer-row').first()).toBeVisible();

    await page.getByRole('button', { name: 'Çıkış Yap' }).click();
    await expect(page).toHaveURL(/\/crm\/login$/);
    await expect(page.getByText(/Oturumunuz sona erdi/)).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    await page.goto('/crm/dashboard');
    await expect(page).toHaveURL(/\/crm\/login\?geri=/);
  });

  test('Turkish search, status filter, the customer file and a follow-up', async ({ page, request }) => {
    const { surname, typed } = uniqueSurname();
    await createLead(request, 'Şule', surname, 'İstanbul');
    await signInByApi(page, request);
    await page.goto('/crm/dashboard');

    // Typed without Turkish letters and in lower case: 'sule isik…' finds 'Şule Işık…'.
    const folded = `sule ${typed}`;
    const search = page.getByRole('search');
    await search.getByLabel('Müşteri ara').fill(folded);
    await search.getByLabel('Müşteri ara').press('Enter');
    const rows = page.getByTestId('customer-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`Şule ${surname}`);
    await expect(rows.first()).toContainText('İstanbul');

    await page.getByRole('combobox', { name: 'Durum' }).click();
    await page.getByRole('option', { name: 'Şubeye Gelecek', exact: true }).click();
    await expect(page.getByTestId('customers-empty')).toContainText('Müşteri bulunamadı');
    await page.getByRole('combobox', { name: 'Durum' }).click();
    await page.getByRole('option', { name: 'Aranacak', exact: true }).click();
    await expect(rows).toHaveCount(1);

    const listUrl = page.url();
    expect(listUrl).toContain('durum=aranacak');
    await rows.first().click();
    await expect(page).toHaveURL(/\/crm\/customer\/\d+$/);
    await expect(page.getByRole('heading', { name: `Şule ${surname}` })).toBeVisible();
    await expect(page.getByText('Kamu çalışanı')).toBeVisible();
    await page.getByRole('tab', { name: 'Kredi' }).click();
    await expect(page.getByText('2-3 ay önce')).toBeVisible();
    await page.getByRole('tab', { name: 'Sistem' }).click();
    await expect(page.getByRole('tabpanel').getByText('Atanmamış')).toBeVisible();

    await page.getByRole('tab', { name: 'Takipler' }).click();
    await page.getByRole('button', { name: 'Yeni Not' }).click();
    await page.getByRole('textbox', { name: 'Not', exact: true }).fill('E2E: şubeye davet edildi.');
    await page.getByLabel('Yeni Durum').click();
    await page.getByRole('option', { name: 'Şubeye Gelecek', exact: true }).click();
    await page.getByLabel('Sonraki İletişim').fill('2030-01-15T10:30');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    const followUp = page.getByTestId('follow-up').first();
    await expect(followUp).toContainText('E2E: şubeye davet edildi.');
    await expect(followUp).toContainText(DEMO_STAFF.name);
    await expect(followUp).toContainText('15.01.2030 10:30');
    await expect(page.getByTestId('customer-header').locator('[data-stage="subeye_gelecek"]')).toBeVisible();

    // Back to the list as it was: search and filter come from the URL (the customer has left 'Aranacak' meanwhile).
    await page.getByRole('button', { name: 'Geri' }).click();
    await expect(page).toHaveURL(listUrl);
    await expect(page.getByRole('search').getByLabel('Müşteri ara')).toHaveValue(folded);
    await expect(page.getByRole('combobox', { name: 'Durum' })).toHaveText('Aranacak');
    await expect(page.getByTestId('customer-total')).toHaveText('0 müşteri');
    await page.reload();
    await expect(page.getByRole('search').getByLabel('Müşteri ara')).toHaveValue(folded);
    await expect(page.getByTestId('customers-empty')).toBeVisible();
  });

  test('a session that ends while a note is written: the message, the draft, and the way back', async ({ page, request }) => {
    const { surname } = uniqueSurname();
    await createLead(request, 'Nur', surname);
    await signInByApi(page, request);
    await page.goto(`/crm/dashboard?ara=${encodeURIComponent(surname)}`);
    await page.getByTestId('customer-row').first().getByRole('link').first().click();
    await page.getByRole('tab', { name: 'Takipler' }).click();
    await page.getByRole('button', { name: 'Yeni Not' }).click();
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByTestId('follow-up-error')).toHaveText(
      'Lütfen bir not yazın, yeni bir durum ya da sonraki iletişim tarihi seçin.',
    );

    await page.getByRole('textbox', { name: 'Not', exact: true }).fill('Yarım kalan not');
    const customerUrl = page.url();
    // The session ends on the server (as after 2 idle hours) while the note is on screen.
    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    expect((await request.post('/api/crm/auth/logout/', { headers: { Authorization: `Token ${token}` } })).ok()).toBe(true);
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page).toHaveURL(/\/crm\/login\?geri=.*sure=1/);
    await expect(page.getByText(/^Oturumunuz sona erdi/)).toBeVisible();

    await page.getByLabel('Telefon Numarası').fill(DEMO_STAFF.phone);
    const code = await staffCodeAfter(request, () => page.getByRole('button', { name: 'Doğrulama Kodu Gönder' }).click());
    await page.getByLabel('Doğrulama Kodu').fill(code);
    await page.getByRole('button', { name: 'Doğrula ve Giriş Yap' }).click();
    await expect(page).toHaveURL(customerUrl);
    await expect(page.getByRole('textbox', { name: 'Not', exact: true })).toHaveValue('Yarım kalan not');
  });

  test('an unknown customer shows the not-found state', async ({ page, request }) => {
    await signInByApi(page, request);
    await page.goto('/crm/customer/999999999');
    await expect(page.getByTestId('customer-not-found')).toContainText('Müşteri bulunamadı');
  });

  test("callback panel: 'Ara' records an outcome, 'Ulaşıldı' closes the request; one matching no customer becomes one", async ({
    page,
    request,
  }) => {
    // The footer form only takes a valid mobile number; the API stores its ten digits.
    const digits = `555${String(Date.now() % 10_000_000).padStart(7, '0')}`;
    const phoneText = digits;
    expect((await request.post('/api/callback-request/', { data: { phone_number: `0${digits}` } })).ok()).toBe(true);
    await signInByApi(page, request);
    await page.goto('/crm/dashboard');
    const item = page.getByTestId('callback-item').filter({ hasText: phoneText });
    await expect(item).toBeVisible();
    await item.getByRole('button', { name: 'Ara' }).click();
    await page.getByRole('menuitem', { name: 'Meşgul' }).click();
    await expect(item.getByTestId('callback-outcome')).toHaveText('Son arama: Meşgul');
    await item.getByRole('button', { name: 'Ara' }).click();
    await page.getByRole('menuitem', { name: 'Ulaşıldı' }).click();
    await expect(item.getByRole('button', { name: 'Arandı' })).toBeDisabled();
    await expect(item).toContainText('Ulaşıldı');
    await expect(page.getByTestId('callback-panel-scroll')).toHaveCSS('overflow-y', 'auto');

    // No customer has this phone: make one; the file opens and lists the request with its calls on the timeline.
    await item.getByRole('button', { name: 'Müşteri Oluştur' }).click();
    const dialog = page.getByRole('dialog', { name: 'Talepten Müşteri Oluştur' });
    await dialog.getByLabel('Ad', { exact: true }).fill('Talep');
    await dialog.getByLabel('Soyad', { exact: true }).fill('Sahibi');
    await dialog.getByRole('button', { name: 'Müşteri Oluştur' }).click();
    await expect(page).toHaveURL(/\/crm\/customer\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Talep Sahibi' })).toBeVisible();
    await page.getByRole('tab', { name: 'Geçmiş' }).click();
    const timeline = page.getByTestId('timeline-event');
    await expect(timeline.filter({ hasText: 'Talepten müşteri oluşturuldu' })).toContainText(DEMO_STAFF.name);
    await expect(timeline.filter({ hasText: 'Geri arama talebi' })).toHaveCount(1);
    await expect(timeline.filter({ hasText: /^Arama/ })).toHaveText([/Ulaşıldı/, /Meşgul/]);
  });

  test('contact panel: read, unread, replied', async ({ page, request }) => {
    const subject = `E2E konu ${Date.now()}`;
    const created = await request.post('/api/contact-request/', {
      data: { name: '<img src=x onerror=alert(1)>', email: 'e2e@example.com', phone: '', subject, message: '<script>alert(1)</script>' },
    });
    expect(created.ok()).toBe(true);
    await signInByApi(page, request);
    await page.goto('/crm/dashboard');
    const item = page.getByTestId('contact-item').filter({ hasText: subject });
    await expect(item).toContainText('<img src=x onerror=alert(1)>');
    await expect(item).toContainText('<script>alert(1)</script>');
    await expect(item.getByTestId('contact-status')).toHaveText('Yeni');
    await item.getByRole('button', { name: 'Okundu İşaretle' }).click();
    await expect(item.getByTestId('contact-status')).toHaveText('Okundu');
    await item.getByRole('button', { name: 'Okunmadı İşaretle' }).click();
    await expect(item.getByTestId('contact-status')).toHaveText('Yeni');
    await item.getByRole('button', { name: 'Yanıtlandı İşaretle' }).click();
    await expect(item.getByTestId('contact-status')).toHaveText('Yanıtlandı');
    await expect(item.getByRole('button', { name: 'Yanıtlandı' })).toBeDisabled();
  });
});
