import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSnackbar } from '@kredi/kernel';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { slugify } from '@kredi/contracts/blog';
import { AdminLayout } from '../../../components/AdminLayout';
import { failureText, fieldErrors } from '../../../components/apiErrors';
import { LoadError } from '../../../components/LoadError';
import { PageLoading } from '../../../components/PageLoading';
import { ADMIN_PATHS } from '../../../session/adminPaths';
import { useCreatePostMutation, useGetAdminPostQuery, useListAdminCategoriesQuery, useUpdatePostMutation } from '../api/blogAdminApi';
import {
  checkPostForm,
  EMPTY_POST,
  postFormValues,
  SERVER_FIELDS,
  toPostBody,
  type PostFormErrors,
  type PostFormValues,
} from '../lib/postForm';
import { CoverImageField } from './CoverImageField';
import { MarkdownEditor } from './MarkdownEditor';

/** /admin/blog/yeni and /admin/blog/:id: the post editor. */
export default function PostEditorPage() {
  const { id: rawId } = useParams();
  const id = rawId && /^\d+$/.test(rawId) ? Number(rawId) : null;
  const isNew = id === null;
  const post = useGetAdminPostQuery(id ?? 0, { skip: isNew });
  const categories = useListAdminCategoriesQuery();
  const [createPost, creating] = useCreatePostMutation();
  const [updatePost, updating] = useUpdatePostMutation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [values, setValues] = useState<PostFormValues>(EMPTY_POST);
  const [errors, setErrors] = useState<PostFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const busy = creating.isLoading || updating.isLoading;

  useEffect(() => {
    if (post.data) setValues(postFormValues(post.data));
  }, [post.data]);

  const change = <K extends keyof PostFormValues>(field: K, value: PostFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const save = async () => {
    setFailure(null);
    const found = checkPostForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = toPostBody(values);
    try {
      await (isNew ? createPost(body).unwrap() : updatePost({ id, body }).unwrap());
      enqueueSnackbar(isNew ? 'Yazı eklendi.' : 'Yazı kaydedildi.', { variant: 'success' });
      navigate(ADMIN_PATHS.blog);
    } catch (error) {
      const byField = Object.fromEntries(Object.entries(fieldErrors(error)).map(([field, text]) => [SERVER_FIELDS[field] ?? field, text]));
      setErrors(byField);
      setFailure(failureText(error));
    }
  };

  const title = isNew ? 'Yeni Yazı' : 'Yazıyı Düzenle';
  if (!isNew && (post.isLoading || categories.isLoading))
    return (
      <AdminLayout title={title}>
        <PageLoading />
      </AdminLayout>
    );
  if ((!isNew && post.isError) || categories.isError) {
    return (
      <AdminLayout title={title}>
        <LoadError
          text={post.error && 'status' in post.error && post.error.status === 404 ? 'Yazı bulunamadı.' : undefined}
          onRetry={() => void (isNew ? categories.refetch() : post.refetch())}
        />
      </AdminLayout>
    );
  }

  const slugHelp =
    errors.slug ??
    (isNew
      ? `Boş bırakırsanız başlıktan üretilir: ${slugify(values.title) || '…'}`
      : 'Adres değişirse eski bağlantı çalışmaz. Boş bırakırsanız başlıktan yeniden üretilir.');

  return (
    <AdminLayout title={title}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Stack spacing={2}>
              <TextField
                label="Başlık"
                value={values.title}
                onChange={(e) => change('title', e.target.value)}
                required
                error={Boolean(errors.title)}
                helperText={errors.title}
                disabled={busy}
              />
              <TextField
                label="Adres (slug)"
                value={values.slug}
                onChange={(e) => change('slug', e.target.value)}
                error={Boolean(errors.slug)}
                helperText={slugHelp}
                disabled={busy}
              />
              <TextField
                label="Özet"
                value={values.summary}
                onChange={(e) => change('summary', e.target.value)}
                required
                multiline
                minRows={2}
                error={Boolean(errors.summary)}
                helperText={errors.summary}
                disabled={busy}
              />
              <MarkdownEditor value={values.content} onChange={(next) => change('content', next)} error={errors.content} disabled={busy} />
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Stack spacing={2}>
              <TextField
                select
                label="Kategori"
                value={values.categoryId}
                onChange={(e) => change('categoryId', Number(e.target.value))}
                required
                error={Boolean(errors.categoryId)}
                helperText={errors.categoryId}
                disabled={busy}
              >
                {(categories.data ?? []).map((category) => (
                  <MenuItem key={category.id} value={category.id}>
                    {category.name}
                  </MenuItem>
                ))}
              </TextField>
              <CoverImageField value={values.image} onChange={(next) => change('image', next)} error={errors.image} disabled={busy} />
              <Box>
                <FormControlLabel
                  control={<Switch checked={values.published} onChange={(e) => change('published', e.target.checked)} disabled={busy} />}
                  label="Yayında"
                />
                <FormControlLabel
                  control={<Switch checked={values.featured} onChange={(e) => change('featured', e.target.checked)} disabled={busy} />}
                  label="Öne çıkan"
                />
              </Box>
            </Stack>
          </Grid>
        </Grid>
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
        <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: 'flex-end' }}>
          <Button onClick={() => navigate(ADMIN_PATHS.blog)} disabled={busy}>
            İptal
          </Button>
          <Button variant="contained" onClick={() => void save()} disabled={busy}>
            {busy ? 'Kaydediliyor...' : 'Kaydet'}
          </Button>
        </Stack>
      </Paper>
    </AdminLayout>
  );
}
