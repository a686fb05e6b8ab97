import { and, desc, gte, lt, ne, sql } from 'drizzle-orm';
import { istanbulDate } from '@kredi/contracts/crm';
import {
  RETENTION_RECORD_YEARS,
  type RetentionCategory,
  type RetentionRule,
  type RetentionRun,
  type RetentionRunItem,
  type RetentionTrigger,
} from '@kredi/contracts/admin';
import type { Database } from '../../db/client.js';
import { erasureJournalOf, isJournaledCutoffCategory, type JournaledCutoffCategory } from '../../db/erasureJournal.js';
import { advisoryXactLock, type Tx } from '../../db/locks.js';
import {
  adminAuditEvents,
  callbackRequests,
  contactRequests,
  crmAuditEvents,
  customerFollowUps,
  kvkkRequests,
  retentionRuns,
  smsOutbox,
  vitalsBeaconIpHours,
  webVitalsConnections,
  webVitalsDaily,
  type RetentionRunRow,
} from '../../db/schema/index.js';
import { erasePerson } from '../crm/public.js';

const DAY_MS = 86_400_000;
/** Every run, scheduled or manual, takes this lock: two instances never destroy at the same time. */
const LOCK_KEY = 'retention-destruction-run';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface RunRequest {
  trigger: RetentionTrigger;
  /** The admin who asked for a manual run. */
  startedBy?: string;
  rules: RetentionRule[];
  intervalDays: number;
  now: Date;
}

export const toRun = (row: RetentionRunRow): RetentionRun => ({
  id: row.id,
  trigger: row.trigger,
  startedBy: row.startedBy,
  startedAt: row.startedAt.toISOString(),
  finishedAt: row.finishedAt.toISOString(),
  items: row.items,
});

/** When the next scheduled run is due: one interval after the last run of any kind; now when none ran yet. */
export function nextRunAt(last: { startedAt: Date } | undefined, intervalDays: number, now: Date): Date {
  return last ? new Date(last.startedAt.getTime() + intervalDays * DAY_MS) : now;
}

export async function lastRun(db: Database | Tx): Promise<RetentionRunRow | undefined> {
  const [row] = await db.select().from(retentionRuns).orderBy(desc(retentionRuns.startedAt), desc(retentionRuns.id)).limit(1);
  return row;
}

/**
 * One destruction run in one transaction, under an advisory lock every instance takes (the mechanism the
 * first-response job uses to act once across instances): a scheduled run checks, after it holds the lock, whether
 * the run is still due, so the instance that waited sees the other's committed record and does nothing. A manual
 * run always runs. Undefined when a scheduled run was not due. A failure rolls the whole run back, record included,
 * so the next tick tries again and no record claims what did not happen.
 */
export async function runDestruction(db: Database, request: RunRequest): Promise<RetentionRun | undefined> {
  return db.transaction(async (tx) => {
    await advisoryXactLock(tx, LOCK_KEY);
    const { now } = request;
    if (request.trigger === 'schedule' && nextRunAt(await lastRun(tx), request.intervalDays, now) > now) return undefined;
    const items: RetentionRunItem[] = [];
    const erased: number[] = [];
    for (const rule of request.rules) {
      const cutoff = new Date(now.getTime() - rule.days * DAY_MS);
      const count = await DESTROY[rule.category](tx, cutoff, request.rules, now, erased);
      items.push({ category: rule.category, action: rule.action, days: rule.days, cutoff: cutoff.toISOString(), count });
    }
    // The run records themselves are kept three years, then go.
    const recordCutoff = new Date(now);
    recordCutoff.setUTCFullYear(recordCutoff.getUTCFullYear() - RETENTION_RECORD_YEARS);
    await tx.delete(retentionRuns).where(lt(retentionRuns.startedAt, recordCutoff));
    const [row] = await tx
      .insert(retentionRuns)
      .values({ trigger: request.trigger, startedBy: request.startedBy ?? null, startedAt: now, finishedAt: new Date(), items })
      .returning();
    // Before the commit, as the KVKK erase does: a restore to an earlier backup destroys all this again at start-up.
    // Lead files by id (a file touched after the backup must not be judged again on its older state); the rest by
    // the cutoff, since those records go by their creation time alone.
    const cutoffs: Partial<Record<JournaledCutoffCategory, string>> = {};
    for (const item of items) if (isJournaledCutoffCategory(item.category)) cutoffs[item.category] = item.cutoff;
    await erasureJournalOf(db)?.append({ at: now.toISOString(), kind: 'retention', customers: erased, cutoffs });
    return toRun(row!);
  });
}

/**
 * A journaled retention run's destruction of one category again, on a restored database (the erasure journal's
 * re-apply at start-up): the records older than the run's cutoff go, exactly as the run destroyed them.
 */
export function destroyOlderThan(tx: Tx, category: JournaledCutoffCategory, cutoff: Date): Promise<number> {
  return DESTROY[category](tx, cutoff, [], cutoff, []);
}

const cutoffOf = (rules: RetentionRule[], now: Date, category: RetentionCategory) =>
  new Date(now.getTime() - rules.find((r) => r.category === category)!.days * DAY_MS);

/**
 * Leads whose file saw nothing since the cutoff. A person's files go together (the KVKK erase works on the person),
 * so a lead is erased only when none of the person's other open files is still inside its own period: a repeat
 * application last week keeps last year's file too.
 */
async function eraseLeads(tx: Tx, converted: boolean, rules: RetentionRule[], now: Date, erased: number[]): Promise<number> {
  const unconvertedCutoff = cutoffOf(rules, now, 'lead_unconverted');
  const convertedCutoff = cutoffOf(rules, now, 'lead_converted');
  const cutoff = converted ? convertedCutoff : unconvertedCutoff;
  const candidates = rowsOf<{ id: number }>(
    await tx.execute(sql`
      select c.id from customers c
      where c.anonymized_at is null
        and (c.crm_stage = 'subeye_gelecek') = ${converted}::boolean
        and c.updated_at < ${cutoff}
        and not exists (
          select 1 from customers o
          where o.user_id = c.user_id and o.id <> c.id and o.anonymized_at is null
            and o.updated_at >= case when o.crm_stage = 'subeye_gelecek' then ${convertedCutoff}::timestamptz else ${unconvertedCutoff}::timestamptz end)
      order by c.id`),
  );
  let files = 0;
  for (const { id } of candidates) {
    const result = await erasePerson(tx, id, now);
    if (result && result !== 'already') {
      files += result.ids.length;
      erased.push(...result.ids);
    }
  }
  return files;
}

const count = (rows: unknown[]) => rows.length;

/**
 * What each category's rule does to the records older than its cutoff; answers how many it touched. The lead rules
 * add the ids of the files they erased to `erased`.
 */
const DESTROY: Record<RetentionCategory, (tx: Tx, cutoff: Date, rules: RetentionRule[], now: Date, erased: number[]) => Promise<number>> = {
  lead_unconverted: (tx, _cutoff, rules, now, erased) => eraseLeads(tx, false, rules, now, erased),
  lead_converted: (tx, _cutoff, rules, now, erased) => eraseLeads(tx, true, rules, now, erased),
  async requests(tx, cutoff) {
    const callbacks = await tx
      .delete(callbackRequests)
      .where(lt(callbackRequests.createdAt, cutoff))
      .returning({ id: callbackRequests.id });
    const contacts = await tx.delete(contactRequests).where(lt(contactRequests.createdAt, cutoff)).returning({ id: contactRequests.id });
    return count(callbacks) + count(contacts);
  },
  // The stage changes stay as the file's history and the reports' source; the text written about the person goes.
  async follow_ups(tx, cutoff) {
    const rows = await tx
      .update(customerFollowUps)
      .set({ note: '' })
      .where(and(lt(customerFollowUps.createdAt, cutoff), ne(customerFollowUps.note, '')))
      .returning({ id: customerFollowUps.id });
    return count(rows);
  },
  async audit(tx, cutoff) {
    const crm = await tx.delete(crmAuditEvents).where(lt(crmAuditEvents.createdAt, cutoff)).returning({ id: crmAuditEvents.id });
    const admin = await tx.delete(adminAuditEvents).where(lt(adminAuditEvents.createdAt, cutoff)).returning({ id: adminAuditEvents.id });
    return count(crm) + count(admin);
  },
  // Daily aggregates by Istanbul day: a day goes once it lies wholly before the cutoff.
  async speed_beacons(tx, cutoff) {
    const day = istanbulDate(cutoff);
    const daily = await tx.delete(webVitalsDaily).where(lt(webVitalsDaily.day, day)).returning({ day: webVitalsDaily.day });
    const connections = await tx
      .delete(webVitalsConnections)
      .where(lt(webVitalsConnections.day, day))
      .returning({ day: webVitalsConnections.day });
    const hours = await tx
      .delete(vitalsBeaconIpHours)
      .where(lt(vitalsBeaconIpHours.hour, cutoff))
      .returning({ hour: vitalsBeaconIpHours.hour });
    return count(daily) + count(connections) + count(hours);
  },
  async sms_outbox(tx, cutoff) {
    return count(await tx.delete(smsOutbox).where(lt(smsOutbox.createdAt, cutoff)).returning({ id: smsOutbox.id }));
  },
  // Counted from the close: an open request (closed_at null) is never older than any cutoff.
  async kvkk_requests(tx, cutoff) {
    return count(await tx.delete(kvkkRequests).where(lt(kvkkRequests.closedAt, cutoff)).returning({ id: kvkkRequests.id }));
  },
};

/** The runs of the last three years, newest first. */
export async function listRuns(db: Database, now: Date, limit = 100): Promise<RetentionRun[]> {
  const since = new Date(now);
  since.setUTCFullYear(since.getUTCFullYear() - RETENTION_RECORD_YEARS);
  const rows = await db
    .select()
    .from(retentionRuns)
    .where(gte(retentionRuns.startedAt, since))
    .orderBy(desc(retentionRuns.startedAt), desc(retentionRuns.id))
    .limit(limit);
  return rows.map(toRun);
}
