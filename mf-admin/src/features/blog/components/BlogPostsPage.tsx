import { useState } from 'react';
import DOMPurify from 'dompurify';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { formatDateLong, formatNumberTR, Link as RouterLink } from '@kredi/kernel';
import type { AdminPostFlagsBody, AdminPostSummary } from '@kredi/contracts/admin';
import { plainText } from '@kredi/contracts/blog';
import { AdminLayout } from '../../../components/AdminLayout';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { QueryContent } from '../../../components/QueryContent';
import { DeleteButton, EditButton, RowActions, RowButton } from '../../../components/RowActions';
import { useConfirmedAction, useNotifiedAction } from '../../../components/useNotifiedAction';
import { ADMIN_PATHS } from '../../../session/adminPaths';
import { useDeletePostMutation, useListAdminPostsQuery, useSetPostFlagsMutation } from '../api/blogAdminApi';

/** /admin/blog: every post (drafts included) with publish, feature, edit and delete. */
export default function BlogPostsPage() {
  const query = useListAdminPostsQuery();
  const [setFlags] = useSetPostFlagsMutation();
  const [deletePost] = useDeletePostMutation();
  const { run } = useNotifiedAction();
  const remove = useConfirmedAction((post: AdminPostSummary) => deletePost(post.id).unwrap(), () => 'Yazı silindi.');
  const [busyId, setBusyId] = useState<number | null>(null);

  const flag = async (post: AdminPostSummary, flags: AdminPostFlagsBody, done: string) => {
    setBusyId(post.id);
    await run(() => setFlags({ id: post.id, flags }).unwrap(), done);
    setBusyId(null);
  };

  const actions = (
    <Stack direction="row" spacing={1}>
      <Button component={RouterLink} to={ADMIN_PATHS.categories} variant="outlined">
        Kategoriler
      </Button>
      <Button component={RouterLink} to={ADMIN_PATHS.newPost} variant="contained" startIcon={<AddIcon />}>
        Yeni Yazı
      </Button>
    </Stack>
  );

  return (
    <AdminLayout title="Blog Yazıları" actions={actions}>
      <QueryContent query={query} empty={{ title: 'Henüz Yazı Yok', text: 'İlk blog yazınızı ekleyerek başlayın.' }}>
        {(posts) => (
          <TableContainer component={Paper} variant="outlined">
            <Table aria-label="Blog yazıları">
              <TableHead>
                <TableRow>
                  <TableCell>Başlık</TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Kategori</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Tarih</TableCell>
                  <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    Görüntülenme
                  </TableCell>
                  <TableCell align="right">İşlemler</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {posts.map((post) => {
                  const title = plainText(DOMPurify, post.title);
                  return (
                    <TableRow key={post.id} hover>
                      <TableCell>
                        <Link component={RouterLink} to={ADMIN_PATHS.editPost(post.id)} sx={{ fontWeight: 600 }}>
                          {title}
                        </Link>
                        <Box sx={{ display: 'flex', gap: 0.5, mt: 0.5, flexWrap: 'wrap' }}>
                          <Chip size="small" label={post.published ? 'Yayında' : 'Taslak'} color={post.published ? 'success' : 'default'} />
                          {post.featured && <Chip size="small" label="Öne Çıkan" color="secondary" />}
                        </Box>
                        {post.published && (
                          <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
                            <Link href={`/blog/${post.slug}`} target="_blank" rel="noopener">
                              /blog/{post.slug}
                            </Link>
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{post.category.name}</TableCell>
                      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}>{formatDateLong(post.created_at)}</TableCell>
                      <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                        {formatNumberTR(post.view_count)}
                      </TableCell>
                      <TableCell align="right">
                        <RowActions>
                          <RowButton
                            subject={title}
                            label={post.published ? 'Yayından Kaldır' : 'Yayınla'}
                            disabled={busyId === post.id}
                            onClick={() => void flag(post, { published: !post.published }, post.published ? 'Yazı yayından kaldırıldı.' : 'Yazı yayınlandı.')}
                          />
                          <RowButton
                            subject={title}
                            label={post.featured ? 'Öne Çıkarmayı Kaldır' : 'Öne Çıkar'}
                            disabled={busyId === post.id}
                            onClick={() => void flag(post, { featured: !post.featured }, post.featured ? 'Yazı öne çıkanlardan kaldırıldı.' : 'Yazı öne çıkarıldı.')}
                          />
                          <EditButton subject={title} to={ADMIN_PATHS.editPost(post.id)} />
                          <DeleteButton subject={title} onClick={() => remove.ask(post)} />
                        </RowActions>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </QueryContent>
      <ConfirmDialog title="Yazıyı Silmek İstediğinize Emin Misiniz?" text="Bu işlem geri alınamaz. Bu yazı kalıcı olarak silinecektir." confirmLabel="Sil" {...remove.dialog} />
    </AdminLayout>
  );
}
