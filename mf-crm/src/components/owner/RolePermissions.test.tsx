import { fireEvent, screen, within } from '@testing-library/react';
import { json, mockApi } from '@kredi/contracts/testing';
import { permissionMessages } from '@kredi/contracts/staff';
import { DETAIL, PAGE_ROUTES, SIGNED_IN } from '../../../test/fixtures';
import { renderCrm } from '../../../test/renderCrm';

afterEach(() => jest.restoreAllMocks());
jest.setTimeout(45_000);

// SIGNED_IN is 'personel' #1, Ayşe Demir.
const STAFF = {
  results: [
    { id: 1, ad_soyad: 'Ayşe Demir', rol: 'personel', gorevde: false },
    { id: 2, ad_soyad: 'Mehmet Kaya', rol: 'personel', gorevde: true },
  ],
};

function openFile(ownerId: number | null) {
  return mockApi({
    ...PAGE_ROUTES,
    'GET /api/crm/musteriler/7/': json({ ...DETAIL, atanan_personel_id: ownerId }),
    'GET /api/crm/personel/': json(STAFF),
    'POST /api/crm/musteriler/7/ata/': json({ success: true, message: 'Müşteri atandı.', degisen: 1 }),
  }).calls;
}

test("a 'personel' sees the KVKK erase disabled, with the reason, and can still export", async () => {
  openFile(null);
  renderCrm('/crm/customer/7', { preloadedState: SIGNED_IN });
  const erase = await screen.findByRole('button', { name: 'KVKK Kapsamında Sil' });
  expect(erase).toBeDisabled();
  expect(erase).toHaveAccessibleDescription(permissionMessages.kvkkEraseForbidden);
  expect(screen.getByRole('button', { name: 'KVKK Verilerini Dışa Aktar' })).toBeEnabled();
});

test("a 'personel' takes an unassigned lead for themselves only: giving it to someone else is disabled, with the reason", async () => {
  const calls = openFile(null);
  renderCrm('/crm/customer/7', { preloadedState: SIGNED_IN });
  await screen.findByRole('heading', { name: 'Ali Şahin' });
  expect(screen.getByTestId('assign-reason')).toHaveTextContent(permissionMessages.assignUnownedForbidden);
  fireEvent.mouseDown(screen.getByLabelText('Sorumlu personel'));
  const listbox = await screen.findByRole('listbox');
  expect(within(listbox).getByRole('option', { name: 'Mehmet Kaya' })).toHaveAttribute('aria-disabled', 'true');
  fireEvent.click(within(listbox).getByRole('option', { name: 'Ayşe Demir' }));
  fireEvent.click(screen.getByRole('button', { name: 'Ata' }));
  expect(await screen.findByText('Müşteri atandı.')).toBeInTheDocument();
  expect(calls.find((c) => c.path === '/api/crm/musteriler/7/ata/')?.body).toEqual({ personel_id: 1 });
});

test("someone else's lead: a 'personel' cannot move it, the control says why", async () => {
  openFile(2);
  renderCrm('/crm/customer/7', { preloadedState: SIGNED_IN });
  await screen.findByRole('heading', { name: 'Ali Şahin' });
  expect(await screen.findByTestId('assign-reason')).toHaveTextContent(permissionMessages.assignForbidden);
  expect(screen.getByRole('button', { name: 'Ata' })).toBeDisabled();
  expect(screen.getByRole('combobox', { name: 'Sorumlu personel' })).toHaveAttribute('aria-disabled', 'true');
});
