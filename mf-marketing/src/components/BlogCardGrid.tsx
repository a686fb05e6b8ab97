import { Grid } from '@mui/material';
import type { BlogPost } from '@kredi/shared';
import { BlogCard } from './BlogCard';
import { BlogCardSkeleton } from './BlogCardSkeleton';

type ColumnSizes = { xs: number; sm: number; md: number };

/** Cards of posts, or `skeletons` placeholders while `posts` is still unknown. */
export function BlogCardGrid({ posts, skeletons, size }: { posts: readonly BlogPost[] | undefined; skeletons: number; size: ColumnSizes }) {
  return (
    <Grid container spacing={3} aria-busy={posts ? undefined : true}>
      {posts
        ? posts.map((post) => (
            <Grid key={post.id} size={size}>
              <BlogCard post={post} />
            </Grid>
          ))
        : Array.from({ length: skeletons }, (_, i) => (
            <Grid key={i} size={size}>
              <BlogCardSkeleton />
            </Grid>
          ))}
    </Grid>
  );
}
