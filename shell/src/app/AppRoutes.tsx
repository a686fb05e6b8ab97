import { Navigate, Route, Routes } from 'react-router-dom';
import { ROUTE_TABLE } from '@kredi/shared';
import { RemoteSlot } from '../features/remotes/components/RemoteSlot';
import { NotFoundPage } from '../features/not-found/components/NotFoundPage';
import { useScrollToTopOnPathChange } from '../features/navigation/hooks/useScrollToTopOnPathChange';
import { PublicLayout } from './layouts/PublicLayout';
import { StaffLayout } from './layouts/StaffLayout';

const publicRoutes = ROUTE_TABLE.filter((r) => r.chrome === 'public');
const staffRoutes = ROUTE_TABLE.filter((r) => r.chrome === 'staff');

/** Spec 2.1: each route is owned by a remote; anything else is the shell's 404 page. */
export function AppRoutes() {
  useScrollToTopOnPathChange();
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        {publicRoutes.map((r) => (
          <Route key={r.path} path={r.path} element={<RemoteSlot remote={r.remote} page={r.page} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route element={<StaffLayout />}>
        {staffRoutes.map((r) => (
          <Route key={r.path} path={r.path} element={<RemoteSlot remote={r.remote} page={r.page} />} />
        ))}
        <Route path="/crm" element={<Navigate to="/crm/dashboard" replace />} />
        <Route path="/admin" element={<Navigate to="/admin/dashboard" replace />} />
      </Route>
    </Routes>
  );
}
