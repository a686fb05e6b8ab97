import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { formatDateLong, Link as RouterLink } from '@kredi/kernel';
import { CONTENT_PAGE_KINDS, CONTENT_PAGES, type AdminContentPageSummary } from '@kredi/contracts/content-pages';
import { AdminLayout } from '../../../components/AdminLayout';
import { AdminListTable } from '../../../components/AdminListTable';
import { DeleteButton, EditButton } from '../../../components/RowActions';
import { useConfirmedAction } from '../../../components/useNotifiedAction';
import { ADMIN_PATHS } from '../../../session/adminPaths';
import { useDeleteContentPageMutation, useListContentPagesQuery } from '../api/contentPagesAdminApi';

/** A page's title links to its editor, with its kind, its state and, once published, its address on the site. */
function PageTitle({ page }: { page: AdminContentPageSummary }) {
  return (
    <>
      <Link component={RouterLink} to={ADMIN_PATHS.editPage(page.id)} sx={{ fontWeight: 600 }}>
        {page.title}
      </Link>
      <Box sx={{ display: 'flex', gap: 0.5, mt: 0.5, flexWrap: 'wrap' }}>
        <Chip size="small" label={page.published ? 'Yayında' : 'Taslak'} color={page.published ? 'success' : 'default'} />
        <Chip size="small" variant="outlined" label={CONTENT_PAGE_KINDS[page.kind]} />
        {page.version && <Chip size="small" variant="outlined" label={`Sürüm ${page.version}`} />}
      </Box>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
        {page.published ? (
          <Link href={page.path} target="_blank" rel="noopener">
            {page.path}
          </Link>
        ) : (
          page.path
        )}
      </Typography>
    </>
  );
}

/** /admin/sayfalar: the site's content pages (the footer's services, FAQ, policies and 'Bizi Arayın'). */
export default function ContentPagesPage() {
  const query = useListContentPagesQuery();
  const [deletePage] = useDeleteContentPageMutation();
  const remove = useConfirmedAction(
    (page: AdminContentPageSummary) => deletePage(page.id).unwrap(),
    () => 'Sayfa silindi.',
  );
  // Which pages exist is fixed by the site; a deleted one can be written again.
  const pages = query.data;
  const missing = pages ? CONTENT_PAGES.filter((place) => !pages.some((page) => page.slug === place.slug)) : [];
  const actions =
    missing.length > 0 ? (
      <Button component={RouterLink} to={ADMIN_PATHS.newPage} variant="contained" startIcon={<AddIcon />}>
        Yeni Sayfa
      </Button>
    ) : undefined;

  return (
    <AdminLayout title="Sayfalar" actions={actions}>
      <AdminListTable
        query={query}
        empty={{ title: 'Henüz Sayfa Yok', text: 'Sitenin hizmet, SSS ve politika sayfalarını ekleyerek başlayın.' }}
        label="İçerik sayfaları"
        rowKey={(page) => page.id}
        columns={[
          { header: 'Başlık', cell: (page) => <PageTitle page={page} /> },
          { header: 'Son güncelleme', cell: (page) => formatDateLong(page.updated_on), from: 'sm', sx: { whiteSpace: 'nowrap' } },
        ]}
        actions={(page) => (
          <>
            <EditButton subject={page.title} to={ADMIN_PATHS.editPage(page.id)} />
            <DeleteButton subject={page.title} onClick={() => remove.ask(page)} />
          </>
        )}
        confirm={{
          title: 'Sayfayı Silmek İstediğinize Emin Misiniz?',
          text: 'Sayfa sitede artık görünmez ve bağlantısı "Sayfa Bulunamadı" gösterir. Yayından kaldırmak için sayfayı düzenleyip "Yayında" seçeneğini kapatabilirsiniz.',
          confirmLabel: 'Sil',
          ...remove.dialog,
        }}
      />
    </AdminLayout>
  );
}
