import { lazy } from 'react';
import type { RemotePagesModule } from '@kredi/shared';

// Exposed as './pages': the shell maps /crm/* to these keys (shared ROUTE_TABLE).
export const pages: RemotePagesModule<'crm'>['pages'] = {
  login: lazy(() => import('../features/auth/components/LoginPage')),
  dashboard: lazy(() => import('../features/dashboard/components/DashboardPage')),
  customer: lazy(() => import('../features/customer/components/CustomerPage')),
};
