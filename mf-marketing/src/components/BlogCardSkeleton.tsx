import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';

/** Placeholder of a BlogCard while posts load (4 on the home page, 6 on the blog list). */
export function BlogCardSkeleton() {
  return (
    <Card variant="outlined" data-testid="blog-card-skeleton" aria-hidden="true" sx={{ height: '100%' }}>
      <Skeleton variant="rectangular" height={180} />
      <CardContent>
        <Skeleton width="30%" />
        <Skeleton variant="text" sx={{ fontSize: '1.25rem' }} />
        <Skeleton />
        <Skeleton />
        <Skeleton width="60%" />
      </CardContent>
    </Card>
  );
}
