import { Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { Outlet } from '@kredi/kernel';
import { Header } from '../../features/header/components/Header';
import { Footer } from '../../features/footer/components/Footer';
import { ConsentHost } from '../../features/consent/components/ConsentHost';
import { PageLoader } from '../../features/remotes/components/PageLoader';
import { PageInteractiveMark } from './PageInteractiveMark';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

/** Public pages: the header, the page (or `children` outside a route tree), the footer. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Header />
      {/* Focusable by script only: the skip link moves focus here, and the next Tab goes on into the page. */}
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, '&:focus': { outline: 'none' } }}>
        {/* A page's own chunk loads inside the chrome: the header and footer stay put meanwhile. */}
        <Suspense fallback={<PageLoader />}>
          {children ?? <Outlet />}
          <PageInteractiveMark />
        </Suspense>
      </Box>
      <Footer />
      <ConsentHost />
    </Box>
  );
}
