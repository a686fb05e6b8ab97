import { ADMIN_AUDIT_FIELD_LABELS, type AdminAuditEvent } from '@kredi/contracts/admin';
import type { AuditSnapshot } from './recorder.js';

/** Long values (a post's Markdown) are shortened in the list; the full value stays in the database. */
export const AUDIT_VALUE_MAX = 200;

function display(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 'evet' : 'hayır';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > AUDIT_VALUE_MAX ? `${text.slice(0, AUDIT_VALUE_MAX)}…` : text;
}

// The database keeps snapshots as jsonb, which reorders keys: fields are listed in the labels' order instead.
const FIELD_ORDER = Object.keys(ADMIN_AUDIT_FIELD_LABELS);
const rank = (field: string) => (FIELD_ORDER.includes(field) ? FIELD_ORDER.indexOf(field) : FIELD_ORDER.length);

/**
 * before → after, field by field: on an update only the fields that changed, on an add or a delete every field
 * (with null on the missing side).
 */
export function auditChanges(before: AuditSnapshot | null, after: AuditSnapshot | null): AdminAuditEvent['changes'] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].sort(
    (a, b) => rank(a) - rank(b) || a.localeCompare(b),
  );
  return fields
    .filter((field) => !before || !after || JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({ field, before: display(before?.[field]), after: display(after?.[field]) }));
}
