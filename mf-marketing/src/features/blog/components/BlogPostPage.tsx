import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateLong, useDocumentMeta, useSiteConfig, useParams } from '@kredi/kernel';
import { useGetBlogPostQuery } from '../api/blogApi';
import { useCountPostView } from '../hooks/useCountPostView';
import { BackToBlogLink } from './BackToBlogLink';
import { PostBody } from '../../../components/PostBody';
import { PostProblem } from './PostProblem';
import { PostSkeleton } from './PostSkeleton';
import { RelatedPosts } from './RelatedPosts';
import { ShareButtons } from './ShareButtons';

/** The post page always says 5 minutes (the product's fixed text), unlike the list's computed reading time. */
const FIXED_READING_TIME = '5 dk okuma';

export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const { companyName, brandName } = useSiteConfig();
  const { currentData: post, error, isError } = useGetBlogPostQuery(slug, { skip: !slug });
  useCountPostView(post?.slug);
  const title = post?.title_text ?? '';
  const notFound = !slug || (error !== undefined && 'status' in error && error.status === 404);
  // A post that does not exist is a 404 for search engines too (the server render answers with that status).
  useDocumentMeta(title ? `${title} | ${brandName}` : `Blog | ${brandName}`, post?.summary_text, { notFound });

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      {notFound ? (
        <PostProblem kind="notFound" />
      ) : isError ? (
        <PostProblem kind="error" />
      ) : !post ? (
        <PostSkeleton />
      ) : (
        <article>
          <Box sx={{ mb: 2 }}>
            <BackToBlogLink />
          </Box>
          {post.category && <Chip label={post.category.name} color="primary" size="small" sx={{ mb: 2 }} />}
          <Typography variant="h3" component="h1" gutterBottom sx={{ fontSize: { xs: '1.9rem', md: '2.6rem' } }}>
            {title}
          </Typography>
          <Stack direction="row" spacing={2} useFlexGap sx={{ color: 'text.secondary', mb: 3, flexWrap: 'wrap' }}>
            <span>{companyName}</span>
            <time dateTime={post.created_at}>{formatDateLong(post.created_at)}</time>
            <span>{FIXED_READING_TIME}</span>
          </Stack>
          {post.image && (
            <Box
              component="img"
              src={post.image}
              alt={title}
              sx={{ width: '100%', maxHeight: 440, objectFit: 'cover', borderRadius: 2, mb: 4, display: 'block' }}
            />
          )}
          <PostBody html={post.content} />
          <Divider sx={{ my: 4 }} />
          <ShareButtons title={title} />
          <RelatedPosts post={post} />
        </article>
      )}
    </Container>
  );
}
