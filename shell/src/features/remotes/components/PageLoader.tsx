import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Placeholder while a remote's code arrives; keeps the footer from jumping up. */
export function PageLoader() {
  return (
    <Box sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }} role="status" aria-label="Yükleniyor">
      <CircularProgress />
    </Box>
  );
}
