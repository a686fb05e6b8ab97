import { Box } from '@mui/material';
import { Outlet } from 'react-router-dom';
import { Header } from '../../features/header/components/Header';
import { Footer } from '../../features/footer/components/Footer';

/** Public pages: the header, the page, the footer. */
export function PublicLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Header />
      <Box component="main" sx={{ flex: 1 }}>
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}
