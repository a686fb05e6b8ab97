import { lazy } from 'react';
import type { RemotePagesModule } from '@kredi/shared';

// Exposed as './pages': the shell maps /admin/* to these keys (shared ROUTE_TABLE).
export const pages: RemotePagesModule<'admin'>['pages'] = {
  login: lazy(() => import('../features/auth/components/LoginPage')),
  dashboard: lazy(() => import('../features/dashboard/components/DashboardPage')),
  formulas: lazy(() => import('../features/formulas/components/FormulasPage')),
};
