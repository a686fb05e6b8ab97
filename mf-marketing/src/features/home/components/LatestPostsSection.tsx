import { Link as RouterLink, useDeferredQuery, type DeferredQuery } from '@kredi/kernel';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { BlogCardGrid } from '../../../components/BlogCardGrid';
import type { ListedPost } from '../../../lib/postList';
import { HOME_POST_COUNT } from '../lib/homePostCount';

// The posts come with the server render; RTK Query (and this endpoint) load only when the store has no answer, as
// after a client-side navigation (nothing the first screen does not use).
const homePosts: DeferredQuery<void> = {
  endpointName: 'getHomePosts',
  load: () => import('../api/homePostsApi').then((m) => m.homePostsApi.endpoints.getHomePosts),
};

/** Loads on its own: the rest of the home page never waits for it. */
export function LatestPostsSection() {
  const { data: posts, isError } = useDeferredQuery<ListedPost[], void>(homePosts, undefined);
  return (
    <Box component="section" sx={{ py: { xs: 6, md: 10 } }} aria-labelledby="latest-posts-title">
      <Container maxWidth="lg">
        <Typography id="latest-posts-title" variant="h4" component="h2" align="center" gutterBottom sx={{ mb: 4 }}>
          Güncel Blog Yazıları
        </Typography>
        {isError ? (
          <Typography color="error" align="center" role="alert">
            Blog yazıları yüklenemedi.
          </Typography>
        ) : posts && posts.length === 0 ? (
          <Typography color="text.secondary" align="center">
            Henüz yayımlanmış bir blog yazısı bulunmuyor.
          </Typography>
        ) : (
          <BlogCardGrid posts={posts} skeletons={HOME_POST_COUNT} size={{ xs: 12, sm: 6, md: 3 }} centered />
        )}
        <Box sx={{ textAlign: 'center', mt: 4 }}>
          <Button component={RouterLink} to="/blog" variant="outlined" endIcon={<ArrowForwardIcon />}>
            Tüm Yazıları Gör
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
