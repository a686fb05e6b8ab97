import { useState } from 'react';
import { Link as RouterLink } from '@kredi/kernel';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import type { AdminCategory } from '@kredi/contracts/admin';
import { AdminLayout } from '../../../components/AdminLayout';
import { AdminListTable } from '../../../components/AdminListTable';
import { DeleteButton, EditButton } from '../../../components/RowActions';
import { useConfirmedAction, useNotifiedAction } from '../../../components/useNotifiedAction';
import { ADMIN_PATHS } from '../../../session/adminPaths';
import { useDeleteCategoryMutation, useListAdminCategoriesQuery } from '../api/blogAdminApi';
import { CategoryDialog } from './CategoryDialog';

/** /admin/blog/kategoriler: the blog's categories with their post counts. */
export default function CategoriesPage() {
  const query = useListAdminCategoriesQuery();
  const [deleteCategory] = useDeleteCategoryMutation();
  const { notify } = useNotifiedAction();
  const remove = useConfirmedAction(
    (category: AdminCategory) => deleteCategory(category.id).unwrap(),
    () => 'Kategori silindi.',
  );
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
      <AdminListTable
        query={query}
        empty={{ title: 'Henüz Kategori Yok', text: 'Yazı eklemeden önce en az bir kategori oluşturun.' }}
        label="Blog kategorileri"
        rowKey={(category) => category.id}
        columns={[
          { header: 'Kategori', cell: (category) => category.name, sx: { fontWeight: 600 } },
          { header: 'Adres', cell: (category) => category.slug, from: 'sm', sx: { color: 'text.secondary' } },
          { header: 'Yazı', cell: (category) => category.post_count, align: 'right' },
        ]}
        actions={(category) => (
          <>
            <EditButton subject={category.name} onClick={() => setEditing(category)} />
            <DeleteButton subject={category.name} onClick={() => remove.ask(category)} />
          </>
        )}
        confirm={{
          title: 'Kategoriyi Silmek İstediğinize Emin Misiniz?',
          text: 'Bu işlem geri alınamaz. Yalnızca yazısı olmayan kategoriler silinebilir.',
          confirmLabel: 'Sil',
          ...remove.dialog,
        }}
      />
      <CategoryDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          notify(`'${saved.name}' kaydedildi.`);
          setEditing(null);
        }}
      />
    </AdminLayout>
  );
}
