/*
 * The pages real visitors' speed is kept for: the public routes of remotes.registry.json (the one list of remotes and
 * the routes each owns), so a beacon can only add to a page the site has. The staff screens are left out: they are
 * not the visitors' speed.
 */
import registry from '../../../../remotes.registry.json';
import { isStaffPagePath } from '../staff/areas';
import { VITAL_PATH_MAX_LENGTH } from './vitals';

const PUBLIC_ROUTES: readonly string[] = registry.remotes.flatMap((remote) => remote.routes).filter((route) => !isStaffPagePath(route));

/** A route's exact path, or for 'x/*' the prefix its pages share ('/blog/' for '/blog/*'). */
const EXACT = new Set(PUBLIC_ROUTES.filter((route) => !route.endsWith('/*')));
const SECTIONS = PUBLIC_ROUTES.filter((route) => route.endsWith('/*')).map((route) => route.slice(0, -1));

export const VITAL_PUBLIC_ROUTES = PUBLIC_ROUTES;

/**
 * The page a measurement is filed under, or null when the path is none of the public routes: the path only (query
 * and hash may carry data and are dropped), lower case, without a trailing slash; a section's pages under its route
 * ('/blog/*' for every post) and the section's own page under its name ('/blog'). A segment '.' or '..', odd
 * characters or an unknown page give null, so scripts cannot make up pages.
 */
export function vitalPagePath(path: string): string | null {
  const pathname = path.split(/[?#]/)[0]!.toLowerCase();
  if (pathname.length > VITAL_PATH_MAX_LENGTH || !/^\/[a-z0-9\-/._]*$/.test(pathname)) return null;
  const segments = pathname.split('/').slice(1);
  if (segments.slice(0, -1).some((segment) => segment === '') || segments.some((segment) => segment === '.' || segment === '..'))
    return null;
  const page = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (EXACT.has(page)) return page;
  const section = SECTIONS.find((prefix) => page.startsWith(prefix) || `${page}/` === prefix);
  if (!section) return null;
  return page.length >= section.length ? `${section}*` : page;
}
