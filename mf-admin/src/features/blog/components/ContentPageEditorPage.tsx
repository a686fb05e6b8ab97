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
import { CONTENT_PAGE_KINDS, CONTENT_PAGES, contentPageBySlug, type ContentPageSlug } from '@kredi/contracts/content-pages';
import { AdminLayout } from '../../../components/AdminLayout';
import { failureText, fieldErrors } from '../../../components/apiErrors';
import { LoadError } from '../../../components/LoadError';
import { PageLoading } from '../../../components/PageLoading';
import { ADMIN_PATHS } from '../../../session/adminPaths';
import {
  useCreateContentPageMutation,
  useGetContentPageQuery,
  useListContentPagesQuery,
  useUpdateContentPageMutation,
} from '../api/contentPagesAdminApi';
import {
  checkContentPageForm,
  CONTENT_PAGE_SERVER_FIELDS,
  contentPageFormValues,
  emptyContentPage,
  toContentPageBody,
  type ContentPageFormErrors,
  type ContentPageFormValues,
} from '../lib/contentPageForm';
import { MarkdownEditor } from './MarkdownEditor';

const FAQ_HELP = 'Soruları gruplayın: "## Grup adı" bir grup başlatır, "### Soru?" bir soru; altındaki metin sorunun yanıtıdır.';

/** /admin/sayfalar/yeni and /admin/sayfalar/:id: a content page in the blog's Markdown editor. */
export default function ContentPageEditorPage() {
  const { id: rawId } = useParams();
  const id = rawId && /^\d+$/.test(rawId) ? Number(rawId) : null;
  const isNew = id === null;
  const page = useGetContentPageQuery(id ?? 0, { skip: isNew });
  const list = useListContentPagesQuery(undefined, { skip: !isNew });
  const [createPage, creating] = useCreateContentPageMutation();
  const [updatePage, updating] = useUpdateContentPageMutation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [values, setValues] = useState<ContentPageFormValues>(() => emptyContentPage());
  const [errors, setErrors] = useState<ContentPageFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const busy = creating.isLoading || updating.isLoading;
  const missing = CONTENT_PAGES.filter((place) => !(list.data ?? []).some((existing) => existing.slug === place.slug));
  const place = contentPageBySlug(values.slug);

  useEffect(() => {
    if (page.data) setValues(contentPageFormValues(page.data));
  }, [page.data]);

  const change = <K extends keyof ContentPageFormValues>(field: K, value: ContentPageFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const save = async () => {
    setFailure(null);
    const found = checkContentPageForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = toContentPageBody(values);
    try {
      await (isNew ? createPage(body).unwrap() : updatePage({ id, body }).unwrap());
      enqueueSnackbar(isNew ? 'Sayfa eklendi.' : 'Sayfa kaydedildi.', { variant: 'success' });
      navigate(ADMIN_PATHS.pages);
    } catch (error) {
      const byField = Object.fromEntries(
        Object.entries(fieldErrors(error)).map(([field, text]) => [CONTENT_PAGE_SERVER_FIELDS[field] ?? field, text]),
      );
      setErrors(byField);
      setFailure(failureText(error));
    }
  };

  const title = isNew ? 'Yeni Sayfa' : 'Sayfayı Düzenle';
  if ((!isNew && page.isLoading) || (isNew && list.isLoading))
    return (
      <AdminLayout title={title}>
        <PageLoading />
      </AdminLayout>
    );
  if ((!isNew && page.isError) || (isNew && list.isError)) {
    return (
      <AdminLayout title={title}>
        <LoadError
          text={page.error && 'status' in page.error && page.error.status === 404 ? 'Sayfa bulunamadı.' : undefined}
          onRetry={() => void (isNew ? list.refetch() : page.refetch())}
        />
      </AdminLayout>
    );
  }

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
                label="Açıklama"
                value={values.description}
                onChange={(e) => change('description', e.target.value)}
                required
                multiline
                minRows={2}
                error={Boolean(errors.description)}
                helperText={
                  errors.description ?? 'Arama motorlarında ve paylaşımlarda sayfanın altında görünen kısa metin (en fazla 300 karakter).'
                }
                disabled={busy}
              />
              <MarkdownEditor value={values.content} onChange={(next) => change('content', next)} error={errors.content} disabled={busy} />
              {place?.kind === 'faq' && !errors.content && (
                <Alert severity="info" role="note">
                  {FAQ_HELP}
                </Alert>
              )}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Stack spacing={2}>
              {isNew ? (
                <TextField
                  select
                  label="Sayfa"
                  value={values.slug}
                  onChange={(e) => change('slug', e.target.value as ContentPageSlug)}
                  required
                  error={Boolean(errors.slug)}
                  helperText={errors.slug ?? 'Sitede henüz olmayan sayfalar'}
                  disabled={busy}
                >
                  {missing.map((option) => (
                    <MenuItem key={option.slug} value={option.slug}>
                      {option.path}
                    </MenuItem>
                  ))}
                </TextField>
              ) : (
                // Read-only rather than disabled: the address is information (and a disabled field's grey is too faint to read).
                <TextField
                  label="Adres"
                  value={place?.path ?? values.slug}
                  helperText={place && CONTENT_PAGE_KINDS[place.kind]}
                  slotProps={{ input: { readOnly: true } }}
                />
              )}
              {place?.kind === 'policy' && (
                <TextField
                  label="Sürüm"
                  value={values.version}
                  onChange={(e) => change('version', e.target.value)}
                  required
                  error={Boolean(errors.version)}
                  helperText={errors.version ?? 'Metin esaslı olarak değiştiğinde artırın (ör. 1.0 → 1.1).'}
                  disabled={busy}
                />
              )}
              <TextField
                label="Son güncelleme tarihi"
                type="date"
                value={values.updatedOn}
                onChange={(e) => change('updatedOn', e.target.value)}
                required
                error={Boolean(errors.updatedOn)}
                helperText={errors.updatedOn ?? 'Sayfada "Son güncelleme" olarak görünür.'}
                disabled={busy}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <Box>
                <FormControlLabel
                  control={<Switch checked={values.published} onChange={(e) => change('published', e.target.checked)} disabled={busy} />}
                  label="Yayında"
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
          <Button onClick={() => navigate(ADMIN_PATHS.pages)} disabled={busy}>
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
