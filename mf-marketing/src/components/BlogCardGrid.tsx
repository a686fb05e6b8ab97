import Grid from '@mui/material/Grid';
import type { BlogPost } from '@kredi/contracts/blog';
import { BlogCard, type CardImageLoad } from './BlogCard';
import { BlogCardSkeleton } from './BlogCardSkeleton';

type ColumnSizes = { xs: number; sm: number; md: number };

interface BlogCardGridProps {
  posts: readonly BlogPost[] | undefined;
  skeletons: number;
  size: ColumnSizes;
  /** Centre a row that is not full (the home page's few featured posts). */
  centered?: boolean;
  /**
   * How many leading cards can show in the first screen (a row at the widest): their images load with the page, the
   * first with high priority. The others' load when scrolled near. None by default (a grid below the fold).
   */
  firstScreenCards?: number;
}

const imageLoadAt = (index: number, firstScreenCards: number): CardImageLoad =>
  index >= firstScreenCards ? 'lazy' : index === 0 ? 'high' : 'eager';

/** Cards of posts, or `skeletons` placeholders while `posts` is still unknown. */
export function BlogCardGrid({ posts, skeletons, size, centered = false, firstScreenCards = 0 }: BlogCardGridProps) {
  return (
    <Grid container spacing={3} aria-busy={posts ? undefined : true} sx={centered ? { justifyContent: 'center' } : undefined}>
      {posts
        ? posts.map((post, index) => (
            <Grid key={post.id} size={size}>
              <BlogCard post={post} imageLoad={imageLoadAt(index, firstScreenCards)} />
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
