import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { BlogPost } from '@kredi/contracts/blog';
import { BlogCardGrid } from '../../../components/BlogCardGrid';
import { useGetBlogPostsByCategoryQuery } from '../api/blogApi';
import { relatedPosts } from '../lib/relatedPosts';

/** Up to two other posts of the same category; nothing when there are none or they cannot be loaded. */
export function RelatedPosts({ post }: { post: BlogPost }) {
  const slug = post.category?.slug ?? '';
  const { data } = useGetBlogPostsByCategoryQuery(slug, { skip: !slug });
  const related = data ? relatedPosts(post, data) : [];
  if (related.length === 0) return null;
  return (
    <Box component="section" sx={{ mt: 8 }} aria-labelledby="related-posts-title">
      <Typography id="related-posts-title" variant="h5" component="h2" gutterBottom>
        İlgili Yazılar
      </Typography>
      <BlogCardGrid posts={related} skeletons={0} size={{ xs: 12, sm: 6, md: 6 }} />
    </Box>
  );
}
