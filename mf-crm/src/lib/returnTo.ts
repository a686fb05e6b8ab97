import { CRM_PATHS } from './paths';

/**
 * Where the login page sends a staff member after signing in: back to the CRM page that was open when the
 * session ended, or that a signed-out deep link asked for. Only a path inside the CRM is followed (never another
 * site, never the login page itself); anything else goes to the dashboard.
 */
export const RETURN_PARAM = 'geri';
/** Set when a session ended while a page was open, so the login page says 'Oturumunuz sona erdi'. */
export const EXPIRED_PARAM = 'sure';

export function loginPathFor(returnTo: string, expired: boolean): string {
  const params = new URLSearchParams();
  params.set(RETURN_PARAM, returnTo);
  if (expired) params.set(EXPIRED_PARAM, '1');
  return `${CRM_PATHS.login}?${params.toString()}`;
}

export function safeReturnPath(search: string): string {
  const target = new URLSearchParams(search).get(RETURN_PARAM) ?? '';
  const inCrm = /^\/crm\/[^/\\]/.test(target) && !target.startsWith(CRM_PATHS.login) && !/[\\\s]/.test(target) && !target.includes('//');
  return inCrm ? target : CRM_PATHS.dashboard;
}

export const sessionExpired = (search: string): boolean => new URLSearchParams(search).get(EXPIRED_PARAM) === '1';
