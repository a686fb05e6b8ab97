/** The comparison window of the dashboard cards' percent changes (docs/admin.md, 'Dashboard'): 30 days against the 30 before. */
export const DASHBOARD_WINDOW_DAYS = 30;

/**
 * Change of the last window against the previous one, in percent with one decimal; null when the previous window
 * had nothing to compare with (the page then says 'yeni' or shows nothing).
 */
export function percentChange(last: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((last - previous) / previous) * 1000) / 10;
}
