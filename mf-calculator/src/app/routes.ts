import { lazy } from 'react';
import type { RemoteRoute } from '@kredi/kernel';

// Exposed as './routes': the loan calculator (docs/calculator.md, 'The page'), owned by the calculator squad.
const calculatorPage = () => import('../features/calculator/components/CalculatorPage');

export const routes: RemoteRoute[] = [
  { path: '/kredi-hesaplama', chrome: 'public', Component: lazy(calculatorPage), loadPage: calculatorPage },
];
