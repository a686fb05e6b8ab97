import Grid from '@mui/material/Grid';
import type { ListedPost } from '../lib/postList';
import { BlogCard } from './BlogCard';
import { BlogCardSkeleton } from './BlogCardSkeleton';

type ColumnSizes = { xs: number; sm: number; md: number };

interface BlogCardGridProps {
  posts: readonly ListedPost[] | undefined;
  skeletons: number;
  size: ColumnSizes;
  /** Centre a row that is not full (the home page's few featured posts). */
  centered?: boolean;
  /** The first card is in the first screen (the blog list): its picture loads with the page, first. */
  priorityFirst?: boolean;
}

/** Cards of posts, or `skeletons` placeholders while `posts` is still unknown. */
export function BlogCardGrid({ posts, skeletons, size, centered = false, priorityFirst = false }: BlogCardGridProps) {
  return (
    <Grid container spacing={3} aria-busy={posts ? undefined : true} sx={centered ? { justifyContent: 'center' } : undefined}>
      {posts
        ? posts.map((post, index) => (
            <Grid key={post.id} size={size}>
              <BlogCard post={post} priority={priorityFirst && index === 0} />
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
