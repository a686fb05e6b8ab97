import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** 'Yükleniyor...' (docs/admin.md): shown until the session check passes or a page's data arrives. */
export function PageLoading() {
  return (
    <Box
      role="status"
      sx={{ minHeight: '50vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2 }}
    >
      <CircularProgress aria-hidden />
      <Typography color="text.secondary">Yükleniyor...</Typography>
    </Box>
  );
}
