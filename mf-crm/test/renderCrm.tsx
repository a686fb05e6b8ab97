import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders, type ProvidersOptions } from '@kredi/kernel/testing';
import LoginPage from '../src/features/auth/components/LoginPage';
import CustomerPage from '../src/features/customer/components/CustomerPage';
import DashboardPage from '../src/features/dashboard/components/DashboardPage';
import KvkkRequestsPage from '../src/features/kvkkRequests/components/KvkkRequestsPage';

function Where() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{`${pathname}${search}`}</div>;
}

/** The CRM pages at their paths (as the shell mounts them), plus the current path for assertions. */
export function renderCrm(route: string, options: Omit<ProvidersOptions, 'route' | 'path'> = {}) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/crm/login" element={<LoginPage />} />
        <Route path="/crm/dashboard" element={<DashboardPage />} />
        <Route path="/crm/customer/:customerId" element={<CustomerPage />} />
        <Route path="/crm/kvkk-basvurulari" element={<KvkkRequestsPage />} />
      </Routes>
      <Where />
    </>,
    { ...options, route },
  );
}
