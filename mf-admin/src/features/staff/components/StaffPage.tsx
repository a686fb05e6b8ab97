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

/** /admin/personel: the CRM's staff accounts; disabling one ends its sessions at once. */
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
          <TableContainer component={Paper} variant="outlined">
            <Table aria-label="Personel hesapları">
              <TableHead>
                <TableRow>
                  <TableCell>Ad Soyad</TableCell>
                  <TableCell>Telefon</TableCell>
                  <TableCell>Durum</TableCell>
                  <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    Açık oturum
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Eklenme</TableCell>
                  <TableCell align="right">İşlemler</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {staff.map((member) => (
                  <TableRow key={member.id} hover>
                    <TableCell sx={{ fontWeight: 600 }}>{member.full_name}</TableCell>
                    <TableCell>{member.phone}</TableCell>
                    <TableCell>
                      <Chip size="small" label={member.active ? 'Aktif' : 'Pasif'} color={member.active ? 'success' : 'default'} />
                    </TableCell>
                    <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                      {member.open_sessions}
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{formatDateLong(member.created_at)}</TableCell>
                    <TableCell align="right">
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
