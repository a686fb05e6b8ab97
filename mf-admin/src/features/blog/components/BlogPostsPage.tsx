import { useState } from 'react';
import DOMPurify from 'dompurify';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { formatDateLong, formatNumberTR, Link as RouterLink } from '@kredi/kernel';
import type { AdminPostFlagsBody, AdminPostSummary } from '@kredi/contracts/admin';
import { plainText } from '@kredi/contracts/blog';
import { AdminLayout } from '../../../components/AdminLayout';
import { AdminListTable } from '../../../components/AdminListTable';
import { DeleteButton, EditButton, RowButton } from '../../../components/RowActions';
import { useConfirmedAction, useNotifiedAction } from '../../../components/useNotifiedAction';
import { ADMIN_PATHS } from '../../../session/adminPaths';
import { useDeletePostMutation, useListAdminPostsQuery, useSetPostFlagsMutation } from '../api/blogAdminApi';

const titleOf = (post: AdminPostSummary) => plainText(DOMPurify, post.title);

/** A post's title links to its editor, with its state and, once published, its public address. */
function PostTitle({ post }: { post: AdminPostSummary }) {
  return (
    <>
      <Link component={RouterLink} to={ADMIN_PATHS.editPost(post.id)} sx={{ fontWeight: 600 }}>
        {titleOf(post)}
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
    </>
  );
}

/** /admin/blog: every post (drafts included) with publish, feature, edit and delete. */
export default function BlogPostsPage() {
  const query = useListAdminPostsQuery();
  const [setFlags] = useSetPostFlagsMutation();
  const [deletePost] = useDeletePostMutation();
  const { run } = useNotifiedAction();
  const remove = useConfirmedAction(
    (post: AdminPostSummary) => deletePost(post.id).unwrap(),
    () => 'Yazı silindi.',
  );
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
      <AdminListTable
        query={query}
        empty={{ title: 'Henüz Yazı Yok', text: 'İlk blog yazınızı ekleyerek başlayın.' }}
        label="Blog yazıları"
        rowKey={(post) => post.id}
        columns={[
          { header: 'Başlık', cell: (post) => <PostTitle post={post} /> },
          { header: 'Kategori', cell: (post) => post.category.name, from: 'md' },
          { header: 'Tarih', cell: (post) => formatDateLong(post.created_at), from: 'sm', sx: { whiteSpace: 'nowrap' } },
          { header: 'Görüntülenme', cell: (post) => formatNumberTR(post.view_count), from: 'sm', align: 'right' },
        ]}
        actions={(post) => {
          const title = titleOf(post);
          return (
            <>
              <RowButton
                subject={title}
                label={post.published ? 'Yayından Kaldır' : 'Yayınla'}
                disabled={busyId === post.id}
                onClick={() =>
                  void flag(post, { published: !post.published }, post.published ? 'Yazı yayından kaldırıldı.' : 'Yazı yayınlandı.')
                }
              />
              <RowButton
                subject={title}
                label={post.featured ? 'Öne Çıkarmayı Kaldır' : 'Öne Çıkar'}
                disabled={busyId === post.id}
                onClick={() =>
                  void flag(post, { featured: !post.featured }, post.featured ? 'Yazı öne çıkanlardan kaldırıldı.' : 'Yazı öne çıkarıldı.')
                }
              />
              <EditButton subject={title} to={ADMIN_PATHS.editPost(post.id)} />
              <DeleteButton subject={title} onClick={() => remove.ask(post)} />
            </>
          );
        }}
        confirm={{
          title: 'Yazıyı Silmek İstediğinize Emin Misiniz?',
          text: 'Bu işlem geri alınamaz. Bu yazı kalıcı olarak silinecektir.',
          confirmLabel: 'Sil',
          ...remove.dialog,
        }}
      />
    </AdminLayout>
  );
}
