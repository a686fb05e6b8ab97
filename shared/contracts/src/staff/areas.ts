/**
 * The API's staff areas: every route under them needs a staff session (the API's staff guard), and only staff change
 * public content (posts, categories, loan types). A gateway that sees a successful write under them has its page
 * cache revalidate every page before serving it again (docs/ssr.md, "Page cache": a staff member's own write).
 */
export const STAFF_API_PREFIXES = ['/api/crm', '/api/admin'] as const;

/** True for a path (without its query string) in one of the staff areas. */
export const isStaffApiPath = (path: string): boolean =>
  STAFF_API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

const ESCAPES = /(?:%[0-9A-Fa-f]{2})+/g;

/** '.' and '..' segments resolved ('%2e' counts as a dot), as both gateways do before they forward a request. */
function withoutDotSegments(path: string): string {
  try {
    return new URL(path, 'http://gateway.invalid').pathname;
  } catch {
    return path;
  }
}

/**
 * A request URL's path as the API's router ends up matching it: without the query string (or a fragment), dot
 * segments resolved as the gateways forward it, percent-escapes decoded; so '/api/%63rm/...' and
 * '/api/blog/%2e%2e/admin/...' are the staff paths they reach. A run of escapes that is not valid UTF-8 stays as
 * written (the router refuses it). Whoever asks "is this a staff area?" of a raw URL asks it of this path.
 */
export function decodedPathOf(url: string): string {
  const path = withoutDotSegments(url.split(/[?#]/, 1)[0]!);
  return path.replace(ESCAPES, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

/** True for a raw request URL (query string, dot segments and percent-escapes as sent) in one of the staff areas. */
export const isStaffApiUrl = (url: string): boolean => isStaffApiPath(decodedPathOf(url));

/** A page of the staff screens: they are named like their API areas without '/api' ('/crm/...', '/admin/...'). */
export const isStaffPagePath = (path: string): boolean => isStaffApiPath(`/api${path}`);
