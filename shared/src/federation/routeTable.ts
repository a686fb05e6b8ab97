import type { RemoteName, RemotePageKey } from './contract';

/** Which chrome a route gets: the public header and footer, or the staff areas' own. */
export type RouteChrome = 'public' | 'staff';

export interface RouteEntry<R extends RemoteName = RemoteName> {
  path: string;
  remote: R;
  page: RemotePageKey<R>;
  chrome: RouteChrome;
}

const route = <R extends RemoteName>(path: string, remote: R, page: RemotePageKey<R>, chrome: RouteChrome = 'public'): RouteEntry =>
  ({ path, remote, page, chrome }) as RouteEntry;

/** The route table of spec 2.1. The shell routes with it; each remote's dev harness mounts its own rows. */
export const ROUTE_TABLE: readonly RouteEntry[] = [
  route('/', 'marketing', 'home'),
  route('/blog', 'marketing', 'blogList'),
  route('/blog/:slug', 'marketing', 'blogPost'),
  route('/hakkimizda', 'marketing', 'about'),
  route('/kredi-hesaplama', 'calculator', 'calculator'),
  route('/iletisim', 'marketing', 'contact'),
  route('/form', 'credit_form', 'creditForm'),
  route('/kvkk', 'marketing', 'kvkk'),
  route('/admin/login', 'admin', 'login', 'staff'),
  route('/admin/dashboard', 'admin', 'dashboard', 'staff'),
  route('/admin/kredi-formuller', 'admin', 'formulas', 'staff'),
  route('/crm/login', 'crm', 'login', 'staff'),
  route('/crm/dashboard', 'crm', 'dashboard', 'staff'),
  route('/crm/customer/:customerId', 'crm', 'customer', 'staff'),
];

export function routesOf(remote: RemoteName): RouteEntry[] {
  return ROUTE_TABLE.filter((r) => r.remote === remote);
}
