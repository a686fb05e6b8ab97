import { Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { Outlet } from '@kredi/kernel';
import { Header } from '../../features/header/components/Header';
import { Footer } from '../../features/footer/components/Footer';
import { PageLoader } from '../../features/remotes/components/PageLoader';
import { PageInteractiveMark } from './PageInteractiveMark';

/** Public pages: the header, the page (or `children` outside a route tree), the footer. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Header />
      <Box component="main" sx={{ flex: 1 }}>
        {/* A page's own chunk loads inside the chrome: the header and footer stay put meanwhile. */}
        <Suspense fallback={<PageLoader />}>
          {children ?? <Outlet />}
          <PageInteractiveMark />
        </Suspense>
      </Box>
      <Footer />
    </Box>
  );
}
