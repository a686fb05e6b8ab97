import { useState } from 'react';
import { Link as RouterLink } from '@kredi/kernel';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import AddIcon from '@mui/icons-material/Add';
import type { AdminCategory } from '@kredi/contracts/admin';
import { AdminLayout } from '../../../components/AdminLayout';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { QueryContent } from '../../../components/QueryContent';
import { DeleteButton, EditButton, RowActions } from '../../../components/RowActions';
import { useConfirmedAction, useNotifiedAction } from '../../../components/useNotifiedAction';
import { ADMIN_PATHS } from '../../../session/adminPaths';
import { useDeleteCategoryMutation, useListAdminCategoriesQuery } from '../api/blogAdminApi';
import { CategoryDialog } from './CategoryDialog';

/** /admin/blog/kategoriler: the blog's categories with their post counts. */
export default function CategoriesPage() {
  const query = useListAdminCategoriesQuery();
  const [deleteCategory] = useDeleteCategoryMutation();
  const { notify } = useNotifiedAction();
  const remove = useConfirmedAction((category: AdminCategory) => deleteCategory(category.id).unwrap(), () => 'Kategori silindi.');
  const [editing, setEditing] = useState<AdminCategory | 'new' | null>(null);

  const actions = (
    <Stack direction="row" spacing={1}>
      <Button component={RouterLink} to={ADMIN_PATHS.blog} variant="outlined">
        Yazılara Dön
      </Button>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
        Yeni Kategori
      </Button>
    </Stack>
  );

  return (
    <AdminLayout title="Blog Kategorileri" actions={actions}>
      <QueryContent query={query} empty={{ title: 'Henüz Kategori Yok', text: 'Yazı eklemeden önce en az bir kategori oluşturun.' }}>
        {(categories) => (
          <TableContainer component={Paper} variant="outlined">
            <Table aria-label="Blog kategorileri">
              <TableHead>
                <TableRow>
                  <TableCell>Kategori</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Adres</TableCell>
                  <TableCell align="right">Yazı</TableCell>
                  <TableCell align="right">İşlemler</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {categories.map((category) => (
                  <TableRow key={category.id} hover>
                    <TableCell sx={{ fontWeight: 600 }}>{category.name}</TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, color: 'text.secondary' }}>{category.slug}</TableCell>
                    <TableCell align="right">{category.post_count}</TableCell>
                    <TableCell align="right">
                      <RowActions>
                        <EditButton subject={category.name} onClick={() => setEditing(category)} />
                        <DeleteButton subject={category.name} onClick={() => remove.ask(category)} />
                      </RowActions>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </QueryContent>
      <CategoryDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          notify(`'${saved.name}' kaydedildi.`);
          setEditing(null);
        }}
      />
      <ConfirmDialog
        title="Kategoriyi Silmek İstediğinize Emin Misiniz?"
        text="Bu işlem geri alınamaz. Yalnızca yazısı olmayan kategoriler silinebilir."
        confirmLabel="Sil"
        {...remove.dialog}
      />
    </AdminLayout>
  );
}
