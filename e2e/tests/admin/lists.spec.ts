import { expect, test } from '../../fixtures';
import { horizontalOverflow } from '../support/layout';
import { signInByApi } from './helpers';

/** The six admin lists share one table (mf-admin/src/components/AdminListTable): each fits 390 px with its actions. */
const LISTS = [
  { path: '/admin/blog', table: 'Blog yazıları' },
  { path: '/admin/blog/kategoriler', table: 'Blog kategorileri' },
  { path: '/admin/kredi-formuller', table: 'Kredi formülleri' },
  { path: '/admin/personel', table: 'Personel hesapları' },
  { path: '/admin/hesaplama-verileri', table: 'Kredi türleri' },
  { path: '/admin/hesaplama-verileri', table: 'Banka teklifleri', tab: 'Banka Teklifleri' },
] as const;

test('every admin list fits 390 px without sideways page scroll, its row actions in view; screenshots at 390 and 1366', async ({ page, request }) => {
  await signInByApi(page, request);
  for (const list of LISTS) {
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(list.path);
      if ('tab' in list) await page.getByRole('tab', { name: list.tab }).click();
      const table = page.getByRole('table', { name: list.table });
      await expect(table.getByRole('columnheader', { name: 'İşlemler' })).toBeVisible();
      expect((await horizontalOverflow(page)).overflow, `${list.table} at ${width}`).toBe(0);
      const action = table.getByRole('row').nth(1).getByRole('button').or(table.getByRole('row').nth(1).getByRole('link')).last();
      const box = (await action.boundingBox())!;
      expect(box.x + box.width, `${list.table} at ${width}`).toBeLessThanOrEqual(width);
      await page.screenshot({ path: test.info().outputPath(`${list.table.replace(/\s+/g, '-')}-${width}.png`), fullPage: true });
    }
  }
});
