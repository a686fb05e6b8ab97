/**
 * The API's staff areas: every route under them needs a staff session (the API's staff guard), and only staff change
 * public content (posts, categories, loan types). A gateway that sees a successful write under them has its page
 * cache revalidate every page before serving it again (docs/ssr.md, "Page cache": a staff member's own write).
 */
export const STAFF_API_PREFIXES = ['/api/crm', '/api/admin'] as const;

/** True for a path (without its query string) in one of the staff areas. */
export const isStaffApiPath = (path: string): boolean =>
  STAFF_API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
