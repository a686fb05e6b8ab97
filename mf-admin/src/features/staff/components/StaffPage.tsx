import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { formatDateLong } from '@kredi/kernel';
import type { AdminStaff } from '@kredi/contracts/admin';
import { permissionMessages, STAFF_ROLE_LABELS } from '@kredi/contracts/staff';
import { AdminLayout } from '../../../components/AdminLayout';
import { AdminListTable } from '../../../components/AdminListTable';
import { useConfirmedAction, useNotifiedAction } from '../../../components/useNotifiedAction';
import { RowButton } from '../../../components/RowActions';
import { useListStaffQuery, useSetStaffActiveMutation } from '../api/staffApi';
import { useAdminAccountId, useAdminRole } from '../../../session/useAdminRole';
import { AddStaffDialog } from './AddStaffDialog';
import { StaffOnDutySwitch } from './StaffOnDutySwitch';
import { StaffRoleSelect } from './StaffRoleSelect';

/** 'Aktif' in white on the dark success green: the filled success chip's white on light green fails AA contrast. */
const activeChip = { bgcolor: 'success.dark', color: 'common.white' } as const;

/**
 * /admin/personel: every staff account with its role and on-duty flag (set here, audited); disabling one ends its
 * sessions at once. A 'yönetici' sees the list and sets who is on duty; adding, roles and disabling are the admin's.
 */
export default function StaffPage() {
  const isAdmin = useAdminRole() === 'admin';
  const me = useAdminAccountId();
  // One's own account cannot be disabled or given another role (the API refuses both): it offers neither.
  const canChange = (member: AdminStaff) => isAdmin && member.id !== me;
  const query = useListStaffQuery();
  const [setActive, switching] = useSetStaffActiveMutation();
  const { run, notify } = useNotifiedAction();
  const disable = useConfirmedAction(
    (member: AdminStaff) => setActive({ id: member.id, active: false }).unwrap(),
    (member) => `${member.full_name} pasif yapıldı; oturumları kapatıldı.`,
  );
  const [adding, setAdding] = useState(false);

  const addButton = (
    <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setAdding(true)}>
      Personel Ekle
    </Button>
  );

  return (
    <AdminLayout title="Personel Hesapları" actions={isAdmin ? addButton : undefined}>
      {!isAdmin && (
        // The API sends a 'yönetici' the numbers masked; the page says why.
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="phones-masked">
          {permissionMessages.phoneMasked}
        </Typography>
      )}
      {/* Every column stays; a narrow screen scrolls the table inside its own box, with the actions kept in view. */}
      <AdminListTable
        query={query}
        empty={{ title: 'Henüz Personel Yok', text: 'CRM’i kullanacak ilk personeli ekleyin.' }}
        label="Personel hesapları"
        minWidth={840}
        rowKey={(member) => member.id}
        columns={[
          { header: 'Ad Soyad', cell: (member) => member.full_name, sx: { fontWeight: 600 } },
          { header: 'Telefon / Kullanıcı adı', cell: (member) => member.phone ?? member.username, sx: { whiteSpace: 'nowrap' } },
          {
            header: 'Rol',
            cell: (member) =>
              canChange(member) ? (
                <StaffRoleSelect member={member} />
              ) : (
                <>
                  {STAFF_ROLE_LABELS[member.role]}
                  {member.id === me && (
                    <Typography component="span" variant="body2" color="text.secondary" data-testid="own-account">
                      {' '}
                      (sizin hesabınız)
                    </Typography>
                  )}
                </>
              ),
          },
          {
            header: 'Durum',
            cell: (member) => <Chip size="small" label={member.active ? 'Aktif' : 'Pasif'} sx={member.active ? activeChip : undefined} />,
          },
          { header: 'Görevde', cell: (member) => <StaffOnDutySwitch member={member} /> },
          { header: 'Açık oturum', cell: (member) => member.open_sessions, align: 'right' },
          { header: 'Eklenme', cell: (member) => formatDateLong(member.created_at), sx: { whiteSpace: 'nowrap' } },
        ]}
        actions={(member) =>
          !canChange(member) ? null : member.active ? (
            <RowButton subject={member.full_name} label="Pasif Yap" color="error" onClick={() => disable.ask(member)} />
          ) : (
            <RowButton
              subject={member.full_name}
              label="Aktif Yap"
              onClick={() => void run(() => setActive({ id: member.id, active: true }).unwrap(), `${member.full_name} yeniden aktif.`)}
              disabled={switching.isLoading}
            />
          )
        }
        confirm={{
          title: 'Personeli Pasif Yapmak İstediğinize Emin Misiniz?',
          text: 'Personelin açık oturumları hemen kapatılır ve yeniden aktif yapılana kadar CRM’e giriş yapamaz.',
          confirmLabel: 'Pasif Yap',
          ...disable.dialog,
        }}
      />
      <AddStaffDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={(member) => {
          notify(`${member.full_name} eklendi.`);
          setAdding(false);
        }}
      />
    </AdminLayout>
  );
}
