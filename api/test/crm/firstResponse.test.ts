import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { addWorkingTime } from '@kredi/contracts/common';
import type { CustomerDetail, CustomerListResponse, FirstResponseReport, TimelineResponse } from '@kredi/contracts/crm';
import type { App } from '../../src/app.js';
import type { Database } from '../../src/db/client.js';
import { crmFirstResponses, crmFirstResponseSteps, customers, staff } from '../../src/db/schema/index.js';
import { startFirstResponseClock, stopFirstResponseClocks } from '../../src/features/crm/firstResponse/clock.js';
import { runEscalationPass } from '../../src/features/crm/firstResponse/escalation.js';
import { DEMO_CONFIG, adminCall, signIn as signInAdmin } from '../admin/helpers.js';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/testDatabase.js';
import { startApp, withApps } from '../helpers/withApps.js';
import { manualClock, registerAndVerify, submit, submitBody } from '../users/helpers.js';
import { addLead, addStaff, assertTurkish, get, post, signIn, STAFF_PHONE } from './helpers.js';

/** An Istanbul wall time as an instant. */
const ist = (wall: string) => new Date(`${wall}:00+03:00`);

async function team(db: Database) {
  const owner = await addStaff(db, STAFF_PHONE, 'Sahip Personel');
  const colleague = await addStaff(db, '05321112288', 'Nöbetçi Personel');
  const manager = await addStaff(db, '05321112277', 'Nöbetçi Yönetici', 'yönetici');
  await db
    .update(staff)
    .set({ onDuty: true })
    .where(sql`${staff.id} in (${owner}, ${colleague}, ${manager})`);
  return { owner, colleague, manager };
}

/** A lead that arrived at `arrivedAt`, owned by `owner`, with its clock (target 5 minutes). */
async function waitingLead(db: Database, arrivedAt: Date, owner: number | null, fullName = 'Bekleyen Müşteri') {
  const lead = await addLead(db, { fullName, assignedStaffId: owner, createdAt: arrivedAt });
  await startFirstResponseClock(db, { kind: 'basvuru', customerId: lead.id, ownerStaffId: owner, arrivedAt, targetMinutes: 5 });
  return lead;
}

const stepsOf = (db: Database, customerId: number) =>
  db.select().from(crmFirstResponseSteps).where(eq(crmFirstResponseSteps.customerId, customerId)).orderBy(crmFirstResponseSteps.step);

withApps('CRM first-response clock and escalation', {}, (ctx) => {
  // Tuesday 1 December 2026, 23:00 in Istanbul: the office is closed, the clock starts at 09:30 on Wednesday.
  const clock = manualClock(ist('2026-12-01T23:00'));
  const at = (wall: string) => {
    clock.advance(ist(wall).getTime() - clock.now().getTime());
  };
  let people: Awaited<ReturnType<typeof team>>;
  // The moved clock jumps over sessions' idle time: each call signs in on it.
  const call = async (method: 'get' | 'post', url: string, payload?: unknown) => {
    const token = await signIn(ctx.app);
    return method === 'get' ? get(ctx.app, token, url) : post(ctx.app, token, url, payload);
  };

  before(async () => {
    ctx.app.crmRuntime.now = clock.now;
    people = await team(ctx.db);
  });

  it('a lead from the credit form and a callback request start their clocks, in working time', async () => {
    const proof = await registerAndVerify(ctx.app, '5329990011');
    const submitted = await submit(ctx.app, submitBody(proof, { phone: '5329990011' }));
    assert.equal(submitted.statusCode, 200, submitted.body);
    const customerId = (submitted.json() as { customer_id: number }).customer_id;
    const [lead] = await ctx.db.select().from(crmFirstResponses).where(eq(crmFirstResponses.customerId, customerId));
    assert.ok(lead);
    assert.equal(lead.kind, 'basvuru');
    assert.equal(lead.targetMinutes, 5);
    assert.deepEqual(lead.dueAt, addWorkingTime(lead.arrivedAt, 5 * 60_000));
    assert.deepEqual(lead.nextStepAt, lead.dueAt);

    const callback = await ctx.app.inject({
      method: 'POST',
      url: '/api/callback-request/',
      headers: { 'x-forwarded-for': '198.51.100.78' },
      payload: { phone_number: '0532 999 00 11' },
    });
    assert.equal(callback.statusCode, 201, callback.body);
    const [request] = await ctx.db.select().from(crmFirstResponses).where(eq(crmFirstResponses.kind, 'geri_arama'));
    assert.equal(request?.customerId, customerId, 'the request belongs to the customer its phone matches');
  });

  it('escalates at 1x, 2x and 3x the target, once each: owner, then the manager on duty, then the next personel', async () => {
    at('2026-12-01T23:00');
    const lead = await waitingLead(ctx.db, clock.now(), people.owner);
    // Other suites' clocks (the form's lead above) may fall due too: count this lead's steps.
    const pass = async () => {
      const before = (await stepsOf(ctx.db, lead.id)).length;
      const result = await ctx.app.firstResponseJob.runOnce();
      return { taken: (await stepsOf(ctx.db, lead.id)).length - before, result };
    };

    at('2026-12-02T09:34');
    assert.equal((await pass()).taken, 0, 'the night does not count: 4 working minutes so far');
    at('2026-12-02T09:35');
    assert.equal((await pass()).taken, 1);
    assert.equal((await pass()).taken, 0, 'a second pass at the same moment does nothing');
    at('2026-12-02T09:40');
    assert.equal((await pass()).taken, 1);
    at('2026-12-02T09:45');
    const third = await pass();
    assert.equal(third.taken, 1);
    assert.ok(third.result.reassigned >= 1);
    at('2026-12-02T12:00');
    assert.equal((await pass()).taken, 0, 'after the last step the clock has nothing left to do');

    const steps = await stepsOf(ctx.db, lead.id);
    assert.deepEqual(
      steps.map((s) => [s.step, s.notified, s.fromStaffId, s.toStaffId]),
      [
        [1, [people.owner], null, null],
        [2, [people.owner, people.manager], null, null],
        [3, [people.colleague, people.owner, people.manager], people.owner, people.colleague],
      ],
    );
    const [moved] = await ctx.db.select().from(customers).where(eq(customers.id, lead.id));
    assert.equal(moved?.assignedStaffId, people.colleague);

    const timeline = (await call('get', `/api/crm/musteriler/${lead.id}/zaman-cizelgesi/`)).json() as TimelineResponse;
    const escalations = timeline.results.filter((e) => e.tur.startsWith('ilk_yanit'));
    assert.deepEqual(
      escalations.map((e) => [e.tur, e.kim]),
      [
        ['ilk_yanit_devir', 'Sistem'],
        ['ilk_yanit_bildirim', 'Sistem'],
        ['ilk_yanit_bildirim', 'Sistem'],
      ],
    );
    assert.match(escalations[0]!.ayrinti, /Sahip Personel → Nöbetçi Personel/);
  });

  it('stops at the first real contact: a follow-up note or a call outcome; nothing escalates after it', async () => {
    at('2026-12-03T10:00');
    const noted = await waitingLead(ctx.db, clock.now(), people.owner, 'Notu Yazılan');
    const called = await waitingLead(ctx.db, clock.now(), people.owner, 'Aranan');
    at('2026-12-03T10:03');
    const note = await call('post', `/api/crm/musteriler/${noted.id}/takipler/create/`, { notlar: 'Arandı, yarın gelecek.' });
    assert.equal(note.statusCode, 201, note.body);
    at('2026-12-03T10:04');
    const outcome = await call('post', `/api/crm/musteriler/${called.id}/arama/`, { sonuc: 'ulasilamadi' });
    assert.ok(outcome.statusCode < 300, outcome.body);
    at('2026-12-03T11:00');
    await ctx.app.firstResponseJob.runOnce();
    assert.deepEqual(await stepsOf(ctx.db, noted.id), []);
    assert.deepEqual(await stepsOf(ctx.db, called.id), []);

    const detail = (await call('get', `/api/crm/musteriler/${noted.id}/`)).json() as CustomerDetail;
    assert.equal(detail.ilk_yanit?.yanit, ist('2026-12-03T10:03').toISOString());
    const [row] = await ctx.db.select().from(crmFirstResponses).where(eq(crmFirstResponses.customerId, called.id));
    assert.equal(row?.waitedSeconds, 4 * 60);
  });

  it('with reassignment off the third step only notifies; the list sorts waiting leads by time left, with a working cursor', async () => {
    at('2026-12-04T09:40');
    const early = await waitingLead(ctx.db, ist('2026-12-04T09:31'), people.owner, 'Sıra Bir');
    const later = await waitingLead(ctx.db, ist('2026-12-04T09:38'), people.owner, 'Sıra İki');
    const tie = await waitingLead(ctx.db, ist('2026-12-04T09:38'), null, 'Sıra Üç');
    const done = await runEscalationPass(ctx.db, { now: ist('2026-12-04T10:00'), reassign: false });
    assert.ok(done.steps >= 9 && done.reassigned === 0, JSON.stringify(done));
    const [third] = (await stepsOf(ctx.db, early.id)).filter((s) => s.step === 3);
    assert.equal(third?.toStaffId, null);
    assert.match(third!.detail, /yeniden atama kapalı/);
    const [unowned] = (await stepsOf(ctx.db, tie.id)).filter((s) => s.step === 1);
    assert.deepEqual(unowned?.notified.sort(), [people.owner, people.colleague].sort(), 'no owner: the personel on duty are told');

    const seen: number[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const response = await call('get', `/api/crm/musteriler/?sira=ilk_yanit&limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      assert.equal(response.statusCode, 200, response.body);
      const page = response.json() as CustomerListResponse;
      seen.push(...page.results.map((r) => r.id));
      for (const item of page.results) assert.equal(item.ilk_yanit?.yanit, null);
      cursor = page.next_cursor;
    }
    const expected = [early.id, later.id, tie.id];
    assert.deepEqual(
      seen.filter((id) => expected.includes(id)),
      expected,
    );
    const plain = (await call('get', '/api/crm/musteriler/?limit=100')).json() as CustomerListResponse;
    const item = plain.results.find((r) => r.id === early.id);
    assert.equal(item?.ilk_yanit?.gelis, ist('2026-12-04T09:31').toISOString());
    assert.equal(item?.ilk_yanit?.hedef, ist('2026-12-04T09:36').toISOString());
    assertTurkish(await call('get', '/api/crm/musteriler/?sira=ilk_yanit&cursor=abc'), 400);
  });
});

// Two API instances on one database run the job at the same moment: every step happens once. With PostgreSQL these
// are two apps with their own pools; PGlite is one process's database, so there two passes run at once in one app.
for (const kind of databaseKinds()) {
  const instances = kind === 'postgres' ? 2 : 1;
  describe(`CRM escalation across instances [${kind}, ${instances} instance(s)]`, () => {
    let database: TestDatabase;
    const apps: App[] = [];

    before(async () => {
      database = await createTestDatabase(kind);
      for (let i = 0; i < instances; i += 1) apps.push(await startApp(database, { config: { crmDemoMode: false } }));
    });
    after(async () => {
      for (const app of apps) await app.close();
      await database.drop();
    });

    it('runs concurrently with no step done twice and none left out', async () => {
      const db = apps[0]!.db;
      const people = await team(db);
      const arrived = ist('2026-12-07T10:00');
      const leads = 120;
      for (let i = 0; i < leads; i += 1) await waitingLead(db, arrived, i % 2 === 0 ? people.owner : null, `Eşzamanlı ${i}`);
      const now = ist('2026-12-07T11:00');
      const runners = apps.flatMap((app) => [app, app]);
      // Every step is due at once: passes keep running until none is left.
      const results = await Promise.all(runners.map((app) => runEscalationPass(app.db, { now, reassign: true })));
      const again = await Promise.all(runners.map((app) => runEscalationPass(app.db, { now, reassign: true })));
      const total = [...results, ...again].reduce((sum, r) => sum + r.steps, 0);
      assert.equal(total, leads * 3);
      const counts = await db.execute(
        sql`select clock_id, count(*)::int as n, min(step)::int as lo, max(step)::int as hi from crm_first_response_steps group by clock_id`,
      );
      const rows = (counts as unknown as { rows: Array<{ n: number; lo: number; hi: number }> }).rows;
      assert.equal(rows.length, leads);
      for (const row of rows) assert.deepEqual([row.n, row.lo, row.hi], [3, 1, 3]);
    });
  });
}

withApps('CRM first-response figures in the staff report', { config: DEMO_CONFIG }, (ctx) => {
  it('per owner and in total: median working minutes, share within the target, escalations and reassignments', async () => {
    const people = await team(ctx.db);
    // Wednesday 9 December 2026: three of the owner's leads answered after 2, 4 and 9 minutes; one waits.
    const arrived = ist('2026-12-09T10:00');
    const answered = [2, 4, 9];
    for (const minutes of answered) {
      const lead = await waitingLead(ctx.db, arrived, people.owner, `Rapor ${minutes}`);
      await ctx.db.transaction((tx) =>
        stopFirstResponseClocks(tx, { customerId: lead.id }, new Date(arrived.getTime() + minutes * 60_000), people.owner),
      );
    }
    await waitingLead(ctx.db, arrived, null, 'Rapor Bekleyen');
    const done = await runEscalationPass(ctx.db, { now: ist('2026-12-09T10:20'), reassign: true });
    assert.equal(done.steps, 3, 'the waiting lead: owner side told, then the manager, then reassigned');

    ctx.app.crmRuntime.now = () => ist('2026-12-10T12:00');
    const token = await signInAdmin(ctx.app);
    const response = await adminCall(ctx.app, token, 'GET', '/api/admin/reports/first-response/?from=2026-12-09&to=2026-12-09');
    assert.equal(response.statusCode, 200, response.body);
    const report = response.json() as FirstResponseReport;
    assert.deepEqual(report.people, [
      {
        name: 'Sahip Personel',
        leads: 3,
        answered: 3,
        median_first_response_minutes: 4,
        within_target_share: 2 / 3,
        escalations: 0,
        reassignments: 0,
      },
      {
        name: 'Atanmamış',
        leads: 1,
        answered: 0,
        median_first_response_minutes: null,
        within_target_share: 0,
        escalations: 3,
        reassignments: 1,
      },
    ]);
    assert.deepEqual(report.total, {
      leads: 4,
      answered: 3,
      median_first_response_minutes: 4,
      within_target_share: 2 / 4,
      escalations: 3,
      reassignments: 1,
    });
    const outside = await adminCall(ctx.app, token, 'GET', '/api/admin/reports/first-response/?from=2026-12-10&to=2026-12-10');
    assert.equal((outside.json() as FirstResponseReport).total.leads, 0);
  });
});
