import type { APIRequestContext, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect, readSmsCode, test } from '../../fixtures';
import { adminToken } from '../admin/helpers';
import { expectNoBlockingA11yFindings } from '../support/axe';
import { REVIEW_SCREENSHOTS, reviewScreenshot } from '../support/reviewScreenshots';
import { FLOW_INSIDE_A_REMOTE, onlyInSingleProfile } from '../support/profiles';

test.beforeEach(() => onlyInSingleProfile(FLOW_INSIDE_A_REMOTE));

/** A yönetici of this spec alone (the number is used nowhere else), added and given the role by the admin. */
async function addManager(request: APIRequestContext): Promise<string> {
  const phone = `0533${String(Date.now()).slice(-7)}`;
  const headers = { Authorization: `Token ${await adminToken(request)}` };
  const added = await request.post('/api/admin/staff/', { headers, data: { phone, full_name: 'Yönetici İki Adım' } });
  expect(added.status()).toBe(201);
  const { id } = (await added.json()) as { id: number };
  expect((await request.patch(`/api/admin/staff/${id}/role/`, { headers, data: { role: 'yönetici' } })).ok()).toBe(true);
  return phone;
}

/** The phone and SMS code steps of the sign-in page, the code read from the dev outbox. */
async function passSmsCode(page: Page, request: APIRequestContext, phone: string): Promise<void> {
  await page.goto('/crm/login');
  await page.getByLabel('Telefon Numarası').fill(phone);
  await page.getByRole('button', { name: 'Doğrulama Kodu Gönder' }).click();
  await expect(page.getByLabel('Doğrulama Kodu')).toBeVisible();
  await expect
    .poll(async () => ((await (await request.get(`/api/dev/sms-outbox/?phone=${phone.slice(1)}`)).json()) as unknown[]).length)
    .toBeGreaterThan(0);
  await page.getByLabel('Doğrulama Kodu').fill(await readSmsCode(request, phone.slice(1), 6));
  await page.getByRole('button', { name: 'Doğrula ve Giriş Yap' }).click();
}

/** The authenticator app: the code of the 30-second step `aheadMs` from now (a code works once, per step). */
const appCode = (secret: string, aheadMs = 0) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + aheadMs });

test('a yönetici sets up the authenticator app in the CRM, and the next sign-in asks for its code after the SMS code', async ({
  page,
  request,
}) => {
  test.slow(REVIEW_SCREENSHOTS, 'full-page screenshots at two widths');
  const phone = await addManager(request);
  await passSmsCode(page, request, phone);
  await expect(page).toHaveURL(/\/crm\/dashboard/);

  await page.getByRole('link', { name: 'Hesap güvenliği' }).click();
  await expect(page.getByRole('heading', { name: 'İki adımlı doğrulama' })).toBeVisible();
  await page.getByRole('button', { name: 'Kurulumu Başlat' }).click();
  const setup = page.getByRole('form', { name: 'İki adımlı doğrulama kurulumu' });
  await expect(setup.getByRole('img', { name: 'Doğrulama uygulaması için QR kodu' })).toBeVisible();
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await reviewScreenshot(page, 'crm', width, 'security-setup');
  }
  const secret = ((await setup.getByTestId('manual-key').textContent()) ?? '').replace(/\s/g, '');
  await setup.getByLabel('Doğrulama kodu').fill(appCode(secret));
  await setup.getByRole('button', { name: 'Kurulumu Onayla' }).click();
  const codes = page.getByRole('list', { name: 'Kurtarma kodları' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  await expectNoBlockingA11yFindings(page);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await reviewScreenshot(page, 'crm', width, 'security-recovery-codes');
  }
  await page.getByRole('button', { name: 'Kodları kaydettim' }).click();
  await expect(page.getByTestId('factor-status')).toHaveText('Açık. Kullanılmamış kurtarma kodu: 10');
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await reviewScreenshot(page, 'crm', width, 'security-enrolled');
  }

  await page.getByRole('button', { name: 'Çıkış Yap' }).click();
  await expect(page).toHaveURL(/\/crm\/login/);
  await passSmsCode(page, request, phone);
  const step = page.getByRole('form', { name: 'İki adımlı doğrulama formu' });
  await expect(step).toBeVisible();
  await expect(page).toHaveURL(/\/crm\/login/);
  await expectNoBlockingA11yFindings(page);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await reviewScreenshot(page, 'crm', width, 'login-second-factor');
  }
  // The setup used this step's code; the app's next code (one step of drift is accepted) signs in.
  await step.getByLabel('Doğrulama kodu ya da kurtarma kodu').fill(appCode(secret, 30_000));
  await step.getByRole('button', { name: 'Doğrula ve Giriş Yap' }).click();
  await expect(page).toHaveURL(/\/crm\/dashboard/, { timeout: 10_000 });
});
