import { lazy } from 'react';
import type { RemoteRoute } from '@kredi/kernel';

// Exposed as './routes': the staff CRM (docs/crm.md) below '/crm', with its own chrome.
export const routes: RemoteRoute[] = [
  { path: '/crm', chrome: 'staff', redirectTo: '/crm/dashboard' },
  { path: '/crm/login', chrome: 'staff', Component: lazy(() => import('../features/auth/components/LoginPage')) },
  { path: '/crm/dashboard', chrome: 'staff', Component: lazy(() => import('../features/dashboard/components/DashboardPage')) },
  { path: '/crm/guvenlik', chrome: 'staff', Component: lazy(() => import('../features/security/components/SecurityPage')) },
  { path: '/crm/pano', chrome: 'staff', Component: lazy(() => import('../features/board/components/BoardPage')) },
  { path: '/crm/kvkk-basvurulari', chrome: 'staff', Component: lazy(() => import('../features/kvkkRequests/components/KvkkRequestsPage')) },
  { path: '/crm/bildirimler', chrome: 'staff', Component: lazy(() => import('../features/notifications/components/NotificationsPage')) },
  { path: '/crm/customer/:customerId', chrome: 'staff', Component: lazy(() => import('../features/customer/components/CustomerPage')) },
];
