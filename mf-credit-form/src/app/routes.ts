import { lazy } from 'react';
import type { RemoteRoute } from '@kredi/kernel';

// Exposed as './routes': the credit-limit form (spec 2.9), owned by the credit-form squad.
export const routes: RemoteRoute[] = [
  { path: '/form', chrome: 'public', Component: lazy(() => import('../features/credit-form/components/CreditFormPage')) },
];
