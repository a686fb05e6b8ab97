import { expect, test } from '../../fixtures';
import { blockingA11yFindings } from '../support/axe';
import { horizontalOverflow } from '../support/layout';
import { adminToken, signInByApi, unique } from './helpers';

/** A phone no other spec or earlier run uses: 05 + 9 digits from the clock and a random part. */
const uniquePhone = () =>
  `053${(Date.now() % 1e5).toString().padStart(5, '0')}${Math.floor(Math.random() * 1e3)
    .toString()
    .padStart(3, '0')}`.slice(0, 11);

test.describe('Admin > Personel', () => {
  test('sets a role and the on-duty flag from the row (audited); at 390 px every column is there, the table scrolls in its box, Pasif Yap stays in view', async ({
    page,
    request,
  }) => {
    const headers = { Authorization: `Token ${await adminToken(request)}` };
    const name = unique('Rol Deneme');
    const added = await request.post('/api/admin/staff/', { headers, data: { phone: uniquePhone(), full_name: name } });
    expect(added.status()).toBe(201);
    const { id } = (await added.json()) as { id: number };

    await page.setViewportSize({ width: 390, height: 800 });
    await signInByApi(page, request);
    await page.goto('/admin/personel');
    const table = page.getByRole('table', { name: 'Personel hesapları' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Ad Soyad',
      'Telefon / Kullanıcı adı',
      'Rol',
      'Durum',
      'Görevde',
      'Açık oturum',
      'Eklenme',
      'İşlemler',
    ]);
    expect((await horizontalOverflow(page)).overflow).toBe(0);
    const disable = page.getByRole('button', { name: `${name}: Pasif Yap` });
    await disable.scrollIntoViewIfNeeded();
    const box = (await disable.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await blockingA11yFindings(page)).toEqual([]);

    await page.getByRole('combobox', { name: `${name}: Rol` }).selectOption({ label: 'Yönetici' });
    await expect(page.getByText(`${name}: rol 'Yönetici' olarak kaydedildi.`)).toBeVisible();
    await expect(page.getByRole('combobox', { name: `${name}: Rol` })).toHaveValue('yönetici');
    // Issue 20: a manager puts a colleague on duty (round robin of new leads) from the same row.
    await page.getByRole('switch', { name: `${name}: Görevde` }).click();
    await expect(page.getByText(`${name} görevde: yeni müşteriler sırayla atanır.`)).toBeVisible();
    await expect(page.getByRole('switch', { name: `${name}: Görevde` })).toBeChecked();
    // Pictures to look at before the change lands (test-results of this spec).
    for (const width of [390, 1024, 1366]) {
      await page.setViewportSize({ width, height: 800 });
      expect((await horizontalOverflow(page)).overflow).toBe(0);
      await page.screenshot({ path: test.info().outputPath(`personel-${width}.png`), fullPage: true });
    }

    const staff = (await (await request.get('/api/admin/staff/', { headers })).json()) as Array<{
      id: number;
      role: string;
      on_duty: boolean;
    }>;
    expect(staff.find((member) => member.id === id)).toMatchObject({ role: 'yönetici', on_duty: true });
    const audit = (await (await request.get('/api/admin/audit/?entity=staff', { headers })).json()) as {
      results: Array<{ entity_id: number | null; changes: Array<{ field: string; before: string | null; after: string | null }> }>;
    };
    const event = audit.results.find((entry) => entry.entity_id === id && entry.changes.some((change) => change.field === 'role'));
    expect(event?.changes.find((change) => change.field === 'role')).toEqual({ field: 'role', before: 'personel', after: 'yönetici' });
  });
});
