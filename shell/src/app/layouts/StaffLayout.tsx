import { Box } from '@mui/material';
import { Outlet } from 'react-router-dom';

/** CRM and admin pages bring their own header (spec 2.13, 2.16); the shell adds no public chrome. */
export function StaffLayout() {
  return (
    <Box component="main" sx={{ minHeight: '100vh' }}>
      <Outlet />
    </Box>
  );
}
