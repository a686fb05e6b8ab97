import { lazy } from 'react';
import type { RemoteRoute } from '@kredi/kernel';

// Exposed as './routes': the admin area (spec 2.12-2.14) below '/admin', with its own chrome.
export const routes: RemoteRoute[] = [
  { path: '/admin', chrome: 'staff', redirectTo: '/admin/dashboard' },
  { path: '/admin/login', chrome: 'staff', Component: lazy(() => import('../features/auth/components/LoginPage')) },
  { path: '/admin/dashboard', chrome: 'staff', Component: lazy(() => import('../features/dashboard/components/DashboardPage')) },
  { path: '/admin/kredi-formuller', chrome: 'staff', Component: lazy(() => import('../features/formulas/components/FormulasPage')) },
];
