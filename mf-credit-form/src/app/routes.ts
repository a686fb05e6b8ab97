import { lazy } from 'react';
import type { RemoteRoute } from '@kredi/kernel';

// Exposed as './routes': the credit-limit form (docs/architecture.md, 'Credit-limit form'), owned by the credit-form squad.
const creditFormPage = () => import('../features/credit-form/components/CreditFormPage');

export const routes: RemoteRoute[] = [{ path: '/form', chrome: 'public', Component: lazy(creditFormPage), loadPage: creditFormPage }];
