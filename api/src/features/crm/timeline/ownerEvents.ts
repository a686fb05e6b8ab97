import {
  crmMessages,
  CUSTOMER_EDIT_FIELDS,
  CUSTOMER_EDIT_LABELS,
  TIMELINE_CUSTOMER_ACTOR,
  type CustomerEditField,
  type TimelineEvent,
} from '@kredi/contracts/crm';
import type { AdminAuditEventRow } from '../../../db/schema/index.js';

const none = { eski_durum: null, yeni_durum: null };

const fieldLabel = (field: string) => CUSTOMER_EDIT_LABELS[field as CustomerEditField] ?? field;

/**
 * Assignments ('atama': 'Ayşe Demir → Mehmet Kaya') and data edits ('duzenleme': which fields were corrected; the
 * values stay in the audit record, the file shows the current ones) from the customer's audit events.
 */
export function ownerEvents(rows: AdminAuditEventRow[]): TimelineEvent[] {
  return rows.map((row) => {
    const base = { zaman: row.createdAt.toISOString(), kim: row.adminUsername || TIMELINE_CUSTOMER_ACTOR, ...none };
    if (row.action === 'assign') {
      const from = (row.before?.atanan_personel as string | null | undefined) ?? crmMessages.notAssigned;
      const to = (row.after?.atanan_personel as string | null | undefined) ?? crmMessages.notAssigned;
      return { ...base, tur: 'atama' as const, ayrinti: `${from} → ${to}` };
    }
    // jsonb reorders keys: list the fields in the form's order.
    const changed = Object.keys(row.after ?? {});
    const fields = [
      ...CUSTOMER_EDIT_FIELDS.filter((f) => changed.includes(f)),
      ...changed.filter((f) => !(CUSTOMER_EDIT_FIELDS as readonly string[]).includes(f)),
    ].map(fieldLabel);
    return { ...base, tur: 'duzenleme' as const, ayrinti: `Düzeltilen alanlar: ${fields.join(', ')}` };
  });
}
