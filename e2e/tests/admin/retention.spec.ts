import { expect, test } from '../../fixtures';
import { blockingA11yFindings } from '../support/axe';
import { expectNoSidewaysScroll, VIEWPORT_HEIGHT } from '../support/layout';
import { onlyInSingleProfile } from '../support/profiles';
import { reviewScreenshot } from '../support/reviewScreenshots';
import { signInByApi } from './helpers';

// The admin's retention screen: the policy and the run records, a run started by hand after a confirmation; it fits
// 390 and 1366 px with no sideways scroll and axe finds nothing serious.
test.beforeEach(() => onlyInSingleProfile());
test.describe.configure({ timeout: 120_000 });

test('Saklama ve İmha: the policy, a run by hand and its record', async ({ page, request }) => {
  await signInByApi(page, request);
  await page.setViewportSize({ width: 1366, height: VIEWPORT_HEIGHT });
  await page.goto('/admin/saklama-imha');
  await expect(page.getByRole('heading', { level: 1, name: 'Saklama ve İmha' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Şubeye dönüşmeyen başvurular' })).toBeVisible();

  await page.getByRole('button', { name: 'İmhayı Şimdi Başlat' }).click();
  const dialog = page.getByRole('dialog', { name: 'İmha Başlatılsın mı?' });
  await dialog.getByRole('button', { name: 'İmhayı Başlat' }).click();
  await expect(page.getByText('İmha tamamlandı.')).toBeVisible();
  const records = page.getByRole('list', { name: 'İmha kayıtları' }).getByRole('listitem');
  await expect(records.first()).toContainText('Elle başlatıldı');
  await expect(page.getByText('Henüz yapılmadı')).toHaveCount(0);

  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: VIEWPORT_HEIGHT });
    await expectNoSidewaysScroll(page, 'saklama-imha', width);
    expect(await blockingA11yFindings(page), `axe at ${width}px`).toEqual([]);
    await reviewScreenshot(page, 'admin', width, 'saklama-imha');
  }
});
