import { Suspense } from 'react';
import Box from '@mui/material/Box';
import { Outlet } from '@kredi/kernel';
import { PageLoader } from '../../features/remotes/components/PageLoader';

/** CRM and admin pages bring their own header (docs/architecture.md, 'Routing'); the shell adds no public chrome. */
export function StaffLayout() {
  return (
    <Box component="main" sx={{ minHeight: '100vh' }}>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </Box>
  );
}
