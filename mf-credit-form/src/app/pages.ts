import { lazy } from 'react';
import type { RemotePagesModule } from '@kredi/shared';

// Exposed as './pages': the shell maps /form to this key (shared ROUTE_TABLE).
export const pages: RemotePagesModule<'credit_form'>['pages'] = {
  creditForm: lazy(() => import('../features/credit-form/components/CreditFormPage')),
};
