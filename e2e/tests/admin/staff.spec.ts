import { expect, test } from '../../fixtures';
import { adminToken, signInByApi, unique, uniqueStaffPhone } from './helpers';

test.describe('Admin > Personel', () => {
  test('sets a role and the on-duty flag from the row (audited); at 390 px every column is there and Pasif Yap stays in view', async ({
    page,
    request,
  }) => {
    const headers = { Authorization: `Token ${await adminToken(request)}` };
    const name = unique('Rol Deneme');
    const added = await request.post('/api/admin/staff/', { headers, data: { phone: uniqueStaffPhone(), full_name: name } });
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
    // The actions column stays in view while the table scrolls in its box (no sideways page scroll, axe and the
    // screenshots of this page: admin/layout.spec.ts).
    const disable = page.getByRole('button', { name: `${name}: Pasif Yap` });
    await disable.scrollIntoViewIfNeeded();
    const box = (await disable.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);

    await page.getByRole('combobox', { name: `${name}: Rol` }).selectOption({ label: 'Yönetici' });
    await expect(page.getByText(`${name}: rol 'Yönetici' olarak kaydedildi.`)).toBeVisible();
    await expect(page.getByRole('combobox', { name: `${name}: Rol` })).toHaveValue('yönetici');
    // A manager puts a colleague on duty (round robin of new leads) from the same row.
    await page.getByRole('switch', { name: `${name}: Görevde` }).click();
    await expect(page.getByText(`${name} görevde: yeni müşteriler sırayla atanır.`)).toBeVisible();
    await expect(page.getByRole('switch', { name: `${name}: Görevde` })).toBeChecked();

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
