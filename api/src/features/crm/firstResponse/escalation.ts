import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { workingTimeBetween } from '@kredi/contracts/common';
import {
  ESCALATION_ACTOR,
  escalationDueAt,
  escalationTexts,
  LAST_ESCALATION_STEP,
  type FirstResponseKind,
  type LiveEvent,
} from '@kredi/contracts/crm';
import type { Database } from '../../../db/client.js';
import { advisoryXactLock, type Tx } from '../../../db/locks.js';
import { staff } from '../../../db/schema/index.js';

/** Clocks claimed per transaction: short transactions keep the row locks brief. */
const BATCH = 1000;
/** Individual live notices per pass; beyond it one summary per person (a backlog must not flood the screens). */
const NOTICE_CAP = 100;

export interface EscalationOptions {
  now: Date;
  reassign: boolean;
  /** Receives the live notices after each batch is committed. */
  publish?: (event: LiveEvent) => void;
}

export interface EscalationResult {
  /** Steps taken in this pass (each one row of crm_first_response_steps). */
  steps: number;
  reassigned: number;
}

interface DueClock {
  id: number;
  kind: FirstResponseKind;
  customer_id: number | null;
  arrived_at: Date | string;
  target_minutes: number;
  step: number;
  owner: number | null;
}

interface StepDone {
  clockId: number;
  customerId: number | null;
  kind: FirstResponseKind;
  step: number;
  nextStepAt: Date | null;
  notified: number[];
  fromStaffId: number | null;
  toStaffId: number | null;
  detail: string;
  waitedMs: number;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * One pass of the escalation job: every open clock whose next step is due takes that step, once. Each batch is one
 * transaction that claims its clocks with `FOR UPDATE SKIP LOCKED` (another instance running the same pass takes
 * other clocks, or none), writes the steps (unique per clock and step: a second writer would fail, never repeat one)
 * and moves each clock to its next step. A clock whose customer row is being written right now (a note being saved
 * holds it) is left for the next pass, so the job never waits on a row a user holds and cannot deadlock with it.
 */
export async function runEscalationPass(db: Database, options: EscalationOptions): Promise<EscalationResult> {
  const result: EscalationResult = { steps: 0, reassigned: 0 };
  const notices: StepDone[] = [];
  for (;;) {
    const done = await db.transaction((tx) => escalateBatch(tx, options));
    if (done === undefined) break;
    result.steps += done.length;
    result.reassigned += done.filter((s) => s.toStaffId !== null).length;
    notices.push(...done);
    if (done.length === 0) break;
  }
  if (options.publish) publishNotices(notices, options.publish);
  return result;
}

async function escalateBatch(tx: Tx, options: EscalationOptions): Promise<StepDone[] | undefined> {
  const { now } = options;
  const claimed = rowsOf<DueClock>(
    await tx.execute(sql`
      select c.id, c.kind, c.customer_id, c.arrived_at, c.target_minutes, c.step, cu.assigned_staff_id as owner
      from crm_first_responses c left join customers cu on cu.id = c.customer_id
      where c.responded_at is null and c.next_step_at is not null and c.next_step_at <= ${now}
      order by c.next_step_at, c.id
      limit ${BATCH}
      for update of c skip locked`),
  );
  if (claimed.length === 0) return undefined;

  // The last step may move a customer: take the rows it would write now, without waiting for any.
  const reassigning = claimed.filter((c) => c.step + 1 === LAST_ESCALATION_STEP && c.customer_id !== null && options.reassign);
  let movable = new Set<number>();
  if (reassigning.length > 0) {
    const ids = reassigning.map((c) => c.customer_id!);
    movable = new Set(
      rowsOf<{ id: number }>(
        await tx.execute(sql`select id from customers where id in (${sql.join(ids, sql`, `)}) for update skip locked`),
      ).map((r) => r.id),
    );
  }
  const clocks = claimed.filter((c) => !reassigning.includes(c) || movable.has(c.customer_id!));
  if (clocks.length === 0) return [];

  const team = await tx
    .select({ id: staff.id, role: staff.role, onDuty: staff.onDuty, name: staff.fullName })
    .from(staff)
    .where(and(eq(staff.isActive, true), inArray(staff.role, ['personel', 'yönetici'])))
    .orderBy(asc(staff.id));
  const names = new Map(team.map((s) => [s.id, s.name]));
  const onDutyStaff = team.filter((s) => s.role === 'personel' && s.onDuty).map((s) => s.id);
  const managersOnDuty = team.filter((s) => s.role === 'yönetici' && s.onDuty).map((s) => s.id);
  // Nobody of the leaders switched 'Görevde' on: every active 'yönetici' is told, so the step is never silent.
  const managers = managersOnDuty.length > 0 ? managersOnDuty : team.filter((s) => s.role === 'yönetici').map((s) => s.id);

  // Reassignment goes in turn like a new lead (docs/crm.md 'Owner'): the on-duty 'personel' who waited longest.
  let turn: number[] = [];
  const moves = new Map<number, number>();
  if (reassigning.length > 0) {
    await advisoryXactLock(tx, 'crm:lead-owner');
    turn = rowsOf<{ id: number }>(
      await tx.execute(sql`select id from staff where is_active and on_duty and role = 'personel'
        order by last_lead_at asc nulls first, id asc`),
    ).map((r) => r.id);
  }

  const steps: StepDone[] = clocks.map((clock) => {
    const step = clock.step + 1;
    const arrived = new Date(clock.arrived_at);
    const owner = clock.owner;
    const ownerSide = owner !== null ? [owner] : onDutyStaff;
    const base = {
      clockId: clock.id,
      customerId: clock.customer_id,
      kind: clock.kind,
      step,
      nextStepAt: step < LAST_ESCALATION_STEP ? escalationDueAt(arrived, clock.target_minutes, step + 1) : null,
      fromStaffId: null,
      toStaffId: null,
      waitedMs: workingTimeBetween(arrived, options.now),
    };
    if (step === 1) return { ...base, notified: ownerSide, detail: escalationTexts.ownerTold(clock.target_minutes) };
    const told = [...new Set([...ownerSide, ...managers])];
    if (step === 2) return { ...base, notified: told, detail: escalationTexts.managerTold(clock.target_minutes) };
    if (!options.reassign || clock.customer_id === null) {
      return { ...base, notified: told, detail: escalationTexts.notifyOnly(clock.target_minutes) };
    }
    const next = turn.find((id) => id !== owner);
    if (next === undefined) return { ...base, notified: told, detail: escalationTexts.nobodyToReassign(clock.target_minutes) };
    // The one who got it goes to the back of the turn.
    turn = [...turn.filter((id) => id !== next), next];
    moves.set(clock.customer_id, next);
    const from = owner !== null ? (names.get(owner) ?? `#${owner}`) : 'Atanmamış';
    return {
      ...base,
      fromStaffId: owner,
      toStaffId: next,
      notified: [...new Set([next, ...told])],
      detail: escalationTexts.reassigned(clock.target_minutes, from, names.get(next) ?? `#${next}`),
    };
  });

  // Set-based, one JSON parameter per statement: a thousand rows of bound values would cost more to plan than to write.
  const stepRows = steps.map((s) => ({
    clock_id: s.clockId,
    customer_id: s.customerId,
    step: s.step,
    notified: s.notified,
    from_staff_id: s.fromStaffId,
    to_staff_id: s.toStaffId,
    detail: s.detail,
    next: s.nextStepAt ? s.nextStepAt.toISOString() : null,
  }));
  const json = JSON.stringify(stepRows);
  await tx.execute(sql`insert into crm_first_response_steps (clock_id, customer_id, step, done_at, notified, from_staff_id, to_staff_id, detail)
    select v.clock_id, v.customer_id, v.step, ${now}, v.notified, v.from_staff_id, v.to_staff_id, v.detail
    from jsonb_to_recordset(${json}::jsonb) as v(clock_id int, customer_id int, step smallint, notified jsonb, from_staff_id int, to_staff_id int, detail text)`);
  await tx.execute(sql`update crm_first_responses c set step = v.step, next_step_at = v.next
    from jsonb_to_recordset(${json}::jsonb) as v(clock_id int, step smallint, next timestamptz)
    where c.id = v.clock_id and c.step = v.step - 1`);
  if (moves.size > 0) {
    const moved = JSON.stringify([...moves].map(([id, owner]) => ({ id, owner })));
    await tx.execute(sql`update customers c set assigned_staff_id = v.owner, updated_at = ${now}
      from jsonb_to_recordset(${moved}::jsonb) as v(id int, owner int) where c.id = v.id`);
    // Their place in the turn: in the order they were given, as if each had just taken a new lead.
    const stamps = JSON.stringify([...new Set(moves.values())].map((id, i) => ({ id, at: new Date(now.getTime() + i).toISOString() })));
    await tx.execute(sql`update staff s set last_lead_at = v.at
      from jsonb_to_recordset(${stamps}::jsonb) as v(id int, at timestamptz) where s.id = v.id`);
  }
  return steps;
}

function publishNotices(steps: StepDone[], publish: (event: LiveEvent) => void): void {
  const event = (s: StepDone, to: number[]): LiveEvent => ({
    tur: 'ilk_yanit',
    musteri_id: s.customerId,
    ad: '',
    personel_id: null,
    kim: ESCALATION_ACTOR,
    alicilar: to,
    ilk_yanit: { tur: s.kind, bekleme_ms: s.waitedMs, adim: s.step, adet: 1 },
  });
  for (const s of steps.slice(0, NOTICE_CAP)) publish(event(s, s.notified));
  const rest = steps.slice(NOTICE_CAP);
  if (rest.length === 0) return;
  const perPerson = new Map<number, StepDone[]>();
  for (const s of rest) {
    for (const id of s.notified) {
      const mine = perPerson.get(id);
      if (mine) mine.push(s);
      else perPerson.set(id, [s]);
    }
  }
  for (const [id, mine] of perPerson) {
    const longest = mine.reduce((a, b) => (b.waitedMs > a.waitedMs ? b : a));
    const summary = event(longest, [id]);
    publish({ ...summary, musteri_id: null, ilk_yanit: { ...summary.ilk_yanit!, adet: mine.length } });
  }
}
