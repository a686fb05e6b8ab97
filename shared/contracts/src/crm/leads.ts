/**
 * Duplicate leads (docs/crm.md 'Duplicate leads'): a credit-form submission whose phone already has a
 * customer created within this many days joins that customer as a new application instead of a second row.
 */
export const LEAD_JOIN_WINDOW_DAYS = 30;
export const LEAD_JOIN_WINDOW_MS = LEAD_JOIN_WINDOW_DAYS * 24 * 60 * 60_000;
