import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { sortTimeline, TIMELINE_CUSTOMER_ACTOR, TIMELINE_LIMIT, type TimelineEvent } from '@kredi/contracts/crm';
import type { Database } from '../../../db/client.js';
import {
  adminAuditEvents,
  callbackRequests,
  contactRequests,
  crmAuditEvents,
  customerFollowUps,
  customers,
} from '../../../db/schema/index.js';
import { ownerEvents } from './ownerEvents.js';
import { callAndApplicationEvents } from './callAndApplicationEvents.js';
import { firstResponseEvents } from './firstResponseEvents.js';

/** Free-text phone columns (callback and contact forms) compared on their last 10 digits, as the KVKK export does. */
const samePhone = (column: typeof callbackRequests.phoneNumber | typeof contactRequests.phone, phone: string): SQL =>
  sql`right(regexp_replace(${column}, '[^0-9]', '', 'g'), 10) = ${phone}`;

const AUDIT_KINDS = {
  kvkk_export: 'kvkk_disa_aktarim',
  kvkk_erase: 'kvkk_silme',
  request_to_customer: 'talepten_musteri',
  marketing_optout: 'ticari_izin_geri_alindi',
} as const;

/** The customer's timeline (contracts/crm timeline.ts), or undefined for an unknown customer. */
export function createCrmTimelineRepository(db: Database) {
  return {
    async timeline(customerId: number): Promise<TimelineEvent[] | undefined> {
      const [customer] = await db
        .select({ createdAt: customers.createdAt, phone: customers.phone })
        .from(customers)
        .where(eq(customers.id, customerId))
        .limit(1);
      if (!customer) return undefined;
      const phone = customer.phone;
      const [followUps, audits, callbacks, contacts, changes] = await Promise.all([
        db
          .select()
          .from(customerFollowUps)
          .where(eq(customerFollowUps.customerId, customerId))
          .orderBy(desc(customerFollowUps.id))
          .limit(TIMELINE_LIMIT),
        db
          .select()
          .from(crmAuditEvents)
          .where(eq(crmAuditEvents.customerId, customerId))
          .orderBy(desc(crmAuditEvents.id))
          .limit(TIMELINE_LIMIT),
        phone
          ? db
              .select()
              .from(callbackRequests)
              .where(samePhone(callbackRequests.phoneNumber, phone))
              .orderBy(desc(callbackRequests.id))
              .limit(TIMELINE_LIMIT)
          : Promise.resolve([]),
        phone
          ? db
              .select()
              .from(contactRequests)
              .where(samePhone(contactRequests.phone, phone))
              .orderBy(desc(contactRequests.id))
              .limit(TIMELINE_LIMIT)
          : Promise.resolve([]),
        // Assignments and data edits, from the admin area's audit record (index on entity, entity_id).
        db
          .select()
          .from(adminAuditEvents)
          .where(
            and(
              eq(adminAuditEvents.entity, 'customer'),
              eq(adminAuditEvents.entityId, customerId),
              inArray(adminAuditEvents.action, ['assign', 'update']),
            ),
          )
          .orderBy(desc(adminAuditEvents.id))
          .limit(TIMELINE_LIMIT),
      ]);
      const none = { eski_durum: null, yeni_durum: null };
      const events: TimelineEvent[] = [
        ...followUps.map((f) => ({
          tur: f.toStage ? ('durum' as const) : ('not' as const),
          zaman: f.createdAt.toISOString(),
          kim: f.staffName,
          ayrinti: f.note,
          eski_durum: f.toStage ? f.fromStage : null,
          yeni_durum: f.toStage,
        })),
        ...audits.map((a) => ({ tur: AUDIT_KINDS[a.action], zaman: a.createdAt.toISOString(), kim: a.staffName, ayrinti: '', ...none })),
        ...callbacks.map((r) => ({
          tur: 'geri_arama' as const,
          zaman: r.createdAt.toISOString(),
          kim: TIMELINE_CUSTOMER_ACTOR,
          ayrinti: r.isContacted ? r.notes : '',
          ...none,
        })),
        ...contacts.map((r) => ({
          tur: 'iletisim' as const,
          zaman: r.createdAt.toISOString(),
          kim: TIMELINE_CUSTOMER_ACTOR,
          ayrinti: r.subject,
          ...none,
        })),
        ...ownerEvents(changes),
        { tur: 'basvuru', zaman: customer.createdAt.toISOString(), kim: TIMELINE_CUSTOMER_ACTOR, ayrinti: '', ...none },
        ...(await callAndApplicationEvents(db, customerId)),
        ...(await firstResponseEvents(db, customerId)),
      ];
      return sortTimeline(events);
    },
  };
}

export type CrmTimelineRepository = ReturnType<typeof createCrmTimelineRepository>;
