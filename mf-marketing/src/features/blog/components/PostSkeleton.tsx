import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

export function PostSkeleton() {
  return (
    <Box data-testid="post-skeleton" aria-busy="true">
      <Skeleton variant="text" sx={{ fontSize: '2.5rem' }} />
      <Skeleton width="40%" sx={{ mb: 3 }} />
      <Skeleton variant="rectangular" height={320} sx={{ mb: 3 }} />
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} />
      ))}
    </Box>
  );
}
