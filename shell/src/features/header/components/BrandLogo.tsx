import { Box, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useSiteConfig } from '@kredi/kernel';

export function BrandLogo() {
  const { brandName } = useSiteConfig();
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label={`${brandName} ana sayfa`}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, textDecoration: 'none', color: 'primary.main' }}
    >
      <Box
        aria-hidden
        sx={{ width: 36, height: 36, borderRadius: 2, bgcolor: 'primary.main', color: '#fff', display: 'grid', placeItems: 'center', fontWeight: 800 }}
      >
        K
      </Box>
      <Typography component="span" sx={{ fontWeight: 800, fontSize: { xs: 16, md: 18 }, lineHeight: 1.1 }}>
        {brandName}
      </Typography>
    </Box>
  );
}
