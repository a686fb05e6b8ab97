import { lazy } from 'react';
import type { RemotePagesModule } from '@kredi/shared';

// Exposed as './pages': the shell maps /kredi-hesaplama to these keys (shared ROUTE_TABLE).
export const pages: RemotePagesModule<'calculator'>['pages'] = {
  calculator: lazy(() => import('../features/calculator/components/CalculatorPage')),
};
