import { expect, test } from '../../fixtures';
import { createLead, signInByApi, uniqueSurname } from './helpers';

// Leads arrive live. The stream goes through the gateway of the profile (Server-Sent Events with a
// single-use ticket); a lead submitted through the public API shows on an open dashboard without a reload.
test('a lead submitted through the public form API appears on a signed-in dashboard within 2 s, with a quiet notice', async ({
  page,
  request,
}) => {
  await signInByApi(page, request);
  const stream = page.waitForResponse((r) => r.url().includes('/api/crm/canli/?bilet='));
  await page.goto('/crm/dashboard');
  expect((await stream).status()).toBe(200);
  await expect(page.getByTestId('customer-row').first()).toBeVisible();

  const { surname } = uniqueSurname();
  await createLead(request, 'Ayşe', surname);
  const row = page.getByTestId('customer-row').filter({ hasText: `Ayşe ${surname}` });
  await expect(row).toBeVisible({ timeout: 2000 });
  // First name and initial only: a notice on a shared screen shows no more.
  await expect(page.getByText('Yeni müşteri: Ayşe I.').first()).toBeVisible();
  await expect(page.getByText(surname).filter({ hasText: 'Yeni müşteri' })).toHaveCount(0);
});
