import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { formatDateLong } from '@kredi/kernel';
import type { AdminStaff } from '@kredi/contracts/admin';
import { AdminLayout } from '../../../components/AdminLayout';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { QueryContent } from '../../../components/QueryContent';
import { useConfirmedAction, useNotifiedAction } from '../../../components/useNotifiedAction';
import { RowButton } from '../../../components/RowActions';
import { useListStaffQuery, useSetStaffActiveMutation } from '../api/staffApi';
import { AddStaffDialog } from './AddStaffDialog';
import { StaffRoleSelect } from './StaffRoleSelect';

/** 'Aktif' in white on the dark success green: the filled success chip's white on light green fails AA contrast. */
const activeChip = { bgcolor: 'success.dark', color: 'common.white' } as const;

/** The actions column stays on screen while the rest of a wide table scrolls under it (issue 20: 390 px). */
const stickyActions = { position: 'sticky', right: 0, whiteSpace: 'nowrap', bgcolor: 'background.paper', boxShadow: '-1px 0 0 rgba(0,0,0,0.12)' } as const;

/** /admin/personel: every staff account with its role (set here, audited); disabling one ends its sessions at once. */
export default function StaffPage() {
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
    <AdminLayout title="Personel Hesapları" actions={addButton}>
      <QueryContent query={query} empty={{ title: 'Henüz Personel Yok', text: 'CRM’i kullanacak ilk personeli ekleyin.' }}>
        {(staff) => (
          // Every column stays; a narrow screen scrolls the table inside its own box, with the actions kept in view.
          <TableContainer component={Paper} variant="outlined" sx={{ maxWidth: '100%', overflowX: 'auto' }}>
            <Table aria-label="Personel hesapları" sx={{ minWidth: 760 }}>
              <TableHead>
                <TableRow>
                  <TableCell>Ad Soyad</TableCell>
                  <TableCell>Telefon / Kullanıcı adı</TableCell>
                  <TableCell>Rol</TableCell>
                  <TableCell>Durum</TableCell>
                  <TableCell align="right">Açık oturum</TableCell>
                  <TableCell>Eklenme</TableCell>
                  <TableCell align="right" sx={stickyActions}>
                    İşlemler
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {staff.map((member) => (
                  <TableRow key={member.id} hover>
                    <TableCell sx={{ fontWeight: 600 }}>{member.full_name}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{member.phone ?? member.username}</TableCell>
                    <TableCell>
                      <StaffRoleSelect member={member} />
                    </TableCell>
                    <TableCell>
                      <Chip size="small" label={member.active ? 'Aktif' : 'Pasif'} sx={member.active ? activeChip : undefined} />
                    </TableCell>
                    <TableCell align="right">{member.open_sessions}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateLong(member.created_at)}</TableCell>
                    <TableCell align="right" sx={stickyActions}>
                      {member.active ? (
                        <RowButton subject={member.full_name} label="Pasif Yap" color="error" onClick={() => disable.ask(member)} />
                      ) : (
                        <RowButton
                          subject={member.full_name}
                          label="Aktif Yap"
                          onClick={() => void run(() => setActive({ id: member.id, active: true }).unwrap(), `${member.full_name} yeniden aktif.`)}
                          disabled={switching.isLoading}
                        />
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </QueryContent>
      <AddStaffDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={(member) => {
          notify(`${member.full_name} eklendi.`);
          setAdding(false);
        }}
      />
      <ConfirmDialog
        title="Personeli Pasif Yapmak İstediğinize Emin Misiniz?"
        text="Personelin açık oturumları hemen kapatılır ve yeniden aktif yapılana kadar CRM’e giriş yapamaz."
        confirmLabel="Pasif Yap"
        {...disable.dialog}
      />
    </AdminLayout>
  );
}
