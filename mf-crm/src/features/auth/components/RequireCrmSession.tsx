import type { ReactNode } from 'react';
import { selectCrmToken, useAppSelector, Navigate } from '@kredi/kernel';
import { CRM_PATHS } from '../../../lib/paths';

/**
 * CRM pages need the stored staff token (spec 6); without it the visitor goes to /crm/login. A 401 from any CRM
 * call clears the token (kernel base API), which brings the visitor here too.
 */
export function RequireCrmSession({ children }: { children: ReactNode }) {
  const token = useAppSelector(selectCrmToken);
  if (!token) return <Navigate to={CRM_PATHS.login} replace />;
  return <>{children}</>;
}

export default RequireCrmSession;
