import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@kredi/kernel/testing';
import type { AdminStaff } from '@kredi/contracts/admin';
import { json, mockApi } from '@kredi/contracts/testing';
import { permissionMessages } from '@kredi/contracts/staff';
import { SESSION_OK, signedInAt } from '../../../testing/fixtures';
import StaffPage from './StaffPage';

const member = (id: number, overrides: Partial<AdminStaff> = {}): AdminStaff => ({
  id,
  phone: '05321110011',
  username: null,
  full_name: 'Ayşe Yılmaz',
  role: 'personel',
  active: true,
  on_duty: false,
  open_sessions: 2,
  created_at: '2025-04-04T10:00:00Z',
  ...overrides,
});

/** The session check answers the role: the page shows the admin-only controls to 'admin' alone. */
const asRole = (role: AdminStaff['role'], id = 99) => ({
  'GET /api/admin/auth/session/': { ...SESSION_OK, admin: { ...SESSION_OK.admin, id, role } },
});

afterEach(() => jest.restoreAllMocks());

describe('StaffPage', () => {
  it('lists the accounts and disables one after confirmation', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      ...asRole('admin'),
      'GET /api/admin/staff/': [member(1), member(2, { full_name: 'Ali Veli', phone: '05421110011', active: false, open_sessions: 0 })],
      'PATCH /api/admin/staff/1/active/': (call) =>
        json(member(1, { active: (call.body as { active: boolean }).active, open_sessions: 0 })),
    });
    renderWithProviders(<StaffPage />, signedInAt('/admin/personel'));
    const table = await screen.findByRole('table', { name: 'Personel hesapları' });
    expect(within(table).getByText('Ayşe Yılmaz')).toBeInTheDocument();
    expect(await within(table).findByRole('button', { name: 'Ali Veli: Aktif Yap' })).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Ayşe Yılmaz: Pasif Yap' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/oturumları hemen kapatılır/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pasif Yap' }));
    await waitFor(() => expect(api.calls.find((c) => c.key.startsWith('PATCH'))?.body).toEqual({ active: false }));
  });

  it("offers no action on the admin's own account that the API always refuses", async () => {
    mockApi({
      ...asRole('admin', 5),
      'GET /api/admin/staff/': [member(5, { full_name: 'Kendim Admin', role: 'admin', phone: null, username: 'admin' }), member(6)],
    });
    renderWithProviders(<StaffPage />, signedInAt('/admin/personel'));
    const table = await screen.findByRole('table', { name: 'Personel hesapları' });
    expect(await within(table).findByRole('button', { name: 'Ayşe Yılmaz: Pasif Yap' })).toBeInTheDocument();
    const own = within(table).getByText('Kendim Admin').closest('tr')!;
    expect(within(own).queryByRole('button', { name: /Pasif Yap/ })).not.toBeInTheDocument();
    expect(within(own).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(own).getByTestId('own-account')).toHaveTextContent('(sizin hesabınız)');
  });

  it('adds a member, checking the phone first', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      ...asRole('admin'),
      'GET /api/admin/staff/': [],
      'POST /api/admin/staff/': (call) => json(member(3, { ...(call.body as object) }), 201),
    });
    renderWithProviders(<StaffPage />, signedInAt('/admin/personel'));
    await user.click(await screen.findByRole('button', { name: 'Personel Ekle' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Telefon/), '5321');
    await user.click(within(dialog).getByRole('button', { name: 'Ekle' }));
    expect(within(dialog).getByText('Geçerli bir telefon numarası girin (05XXXXXXXXX)')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Telefon/));
    await user.click(within(dialog).getByLabelText(/Telefon/));
    await user.paste('0532 111 00 22');
    await user.click(within(dialog).getByLabelText(/Ad Soyad/));
    await user.paste('Zeynep Kaya');
    await user.click(within(dialog).getByRole('button', { name: 'Ekle' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.key.startsWith('POST'))?.body).toEqual({ phone: '05321110022', full_name: 'Zeynep Kaya' }),
    );
  });

  it('sets the role of an account from its row', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      ...asRole('admin'),
      'GET /api/admin/staff/': [member(1)],
      'PATCH /api/admin/staff/1/role/': (call) => json(member(1, { role: (call.body as { role: AdminStaff['role'] }).role })),
    });
    renderWithProviders(<StaffPage />, signedInAt('/admin/personel'));
    const select = await screen.findByRole('combobox', { name: 'Ayşe Yılmaz: Rol' });
    expect(select).toHaveValue('personel');
    await user.selectOptions(select, 'Yönetici');
    await waitFor(() => expect(api.calls.find((c) => c.key === 'PATCH /api/admin/staff/1/role/')?.body).toEqual({ role: 'yönetici' }));
    expect(await screen.findByText("Ayşe Yılmaz: rol 'Yönetici' olarak kaydedildi.")).toBeInTheDocument();
  });

  it("switches a member's 'Görevde' flag; a disabled account's switch is locked", async () => {
    const user = userEvent.setup();
    const api = mockApi({
      ...asRole('admin'),
      'GET /api/admin/staff/': [member(1), member(2, { full_name: 'Ali Veli', active: false })],
      'PATCH /api/admin/staff/1/on-duty/': (call) => json(member(1, { on_duty: (call.body as { on_duty: boolean }).on_duty })),
    });
    renderWithProviders(<StaffPage />, signedInAt('/admin/personel'));
    const onDuty = await screen.findByRole('switch', { name: 'Ayşe Yılmaz: Görevde' });
    expect(onDuty).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Ali Veli: Görevde' })).toBeDisabled();
    await user.click(onDuty);
    await waitFor(() => expect(api.calls.find((c) => c.key === 'PATCH /api/admin/staff/1/on-duty/')?.body).toEqual({ on_duty: true }));
    expect(await screen.findByText('Ayşe Yılmaz görevde: yeni müşteriler sırayla atanır.')).toBeInTheDocument();
  });

  it("shows a 'yönetici' the list and the on-duty switches, without adding, roles or disabling", async () => {
    mockApi({ ...asRole('yönetici'), 'GET /api/admin/staff/': [member(1)] });
    renderWithProviders(<StaffPage />, signedInAt('/admin/personel'));
    expect(await screen.findByRole('switch', { name: 'Ayşe Yılmaz: Görevde' })).toBeEnabled();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Personel Ekle' })).not.toBeInTheDocument());
    expect(screen.queryByRole('combobox', { name: 'Ayşe Yılmaz: Rol' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ayşe Yılmaz: Pasif Yap' })).not.toBeInTheDocument();
  });

  it("locks a 'yönetici' out of another leader's and an admin's on-duty switch, with the reason, and says why the numbers are masked", async () => {
    mockApi({
      ...asRole('yönetici', 1),
      'GET /api/admin/staff/': [
        member(1, { role: 'yönetici', phone: '0532*****11' }),
        member(2, { full_name: 'Ali Admin', role: 'admin', phone: null, username: 'admin' }),
        member(3, { full_name: 'Yavuz Yönetici', role: 'yönetici', phone: '0542*****11' }),
        member(4, { full_name: 'Pelin Personel', phone: '0553*****11' }),
      ],
    });
    renderWithProviders(<StaffPage />, signedInAt('/admin/personel'));
    expect(await screen.findByTestId('phones-masked')).toHaveTextContent(permissionMessages.phoneMasked);
    expect(await screen.findByRole('switch', { name: 'Pelin Personel: Görevde' })).toBeEnabled();
    expect(screen.getByRole('switch', { name: 'Ayşe Yılmaz: Görevde' })).toBeEnabled(); // their own
    for (const name of ['Ali Admin', 'Yavuz Yönetici']) {
      const locked = await screen.findByRole('switch', { name: `${name}: Görevde` });
      await waitFor(() => expect(locked).toBeDisabled());
      expect(locked).toHaveAccessibleDescription(permissionMessages.onDutyForbidden);
    }
  });
});
