import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { adminBlogMessages as m, type AdminCategory } from '@kredi/contracts/admin';
import { slugify } from '@kredi/contracts/blog';
import { DialogButtons } from '../../../components/DialogButtons';
import { failureText, fieldErrors } from '../../../components/apiErrors';
import { useCreateCategoryMutation, useUpdateCategoryMutation } from '../api/blogAdminApi';

export interface CategoryDialogProps {
  editing: AdminCategory | 'new' | null;
  onClose: () => void;
  onSaved: (category: AdminCategory) => void;
}

/** Add or rename a category; the slug is made from the name unless given. */
export function CategoryDialog({ editing, onClose, onSaved }: CategoryDialogProps) {
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [create, creating] = useCreateCategoryMutation();
  const [update, updating] = useUpdateCategoryMutation();
  const busy = creating.isLoading || updating.isLoading;

  useEffect(() => {
    if (!editing) return;
    setName(editing === 'new' ? '' : editing.name);
    setSlug(editing === 'new' ? '' : editing.slug);
    setErrors({});
    setFailure(null);
  }, [editing]);

  const save = async () => {
    setFailure(null);
    if (!name.trim()) return setErrors({ name: m.categoryNameRequired });
    const body = { name: name.trim(), slug: slug.trim() };
    try {
      onSaved(editing === 'new' || !editing ? await create(body).unwrap() : await update({ id: editing.id, body }).unwrap());
    } catch (error) {
      setErrors(fieldErrors(error));
      setFailure(failureText(error));
    }
  };

  return (
    <Dialog open={editing !== null} onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="category-dialog-title">
      <DialogTitle id="category-dialog-title">{editing === 'new' ? 'Yeni Kategori' : 'Kategoriyi Düzenle'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Kategori Adı"
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
            error={Boolean(errors.name)}
            helperText={errors.name}
            disabled={busy}
          />
          <TextField
            label="Adres (slug)"
            value={slug}
            onChange={(e) => setSlug(e.target.value)}
            error={Boolean(errors.slug)}
            helperText={errors.slug ?? `Boş bırakırsanız addan üretilir: ${slugify(name) || '…'}`}
            disabled={busy}
          />
          {failure && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </DialogContent>
      <DialogButtons onCancel={onClose} onConfirm={() => void save()} busy={busy} />
    </Dialog>
  );
}
