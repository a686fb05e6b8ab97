import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, inArray, sql } from 'drizzle-orm';
import type { RetentionOverview, RetentionRun } from '@kredi/contracts/admin';
import type { App } from '../../src/app.js';
import type { Database } from '../../src/db/client.js';
import {
  callbackRequests,
  contactRequests,
  crmAuditEvents,
  customerFollowUps,
  customers,
  kvkkRequests,
  retentionRuns,
  smsOutbox,
  webVitalsDaily,
} from '../../src/db/schema/index.js';
import { runDestruction } from '../../src/features/retention/destruction.js';
import { DEMO_CONFIG, adminCall, signIn } from '../admin/helpers.js';
import { addLead } from '../crm/helpers.js';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/testDatabase.js';
import { startApp, withApps } from '../helpers/withApps.js';
import { manualClock } from '../users/helpers.js';

const DAY = 86_400_000;

/** One record of each category on each side of its default period (docs/retention.md). */
async function seed(db: Database, now: Date) {
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const lead = (fullName: string, days: number, converted = false, phone?: string) =>
    addLead(db, {
      fullName,
      ...(phone ? { phone } : {}),
      crmStage: converted ? 'subeye_gelecek' : 'aranacak',
      createdAt: ago(days),
      updatedAt: ago(days),
    });
  const leads = {
    staleLead: await lead('Eski Başvuru', 400),
    freshLead: await lead('Yeni Başvuru', 100),
    visitKept: await lead('Şube Ziyareti', 400, true),
    staleVisit: await lead('Eski Şube Ziyareti', 800, true),
    // One person, two files: last year's file stays while the repeat application of last week is in its period.
    repeatOld: await lead('Tekrar Başvuran', 400, false, '5450999001'),
    repeatNew: await lead('Tekrar Başvuran', 7, false, '5450999001'),
  };
  await db.insert(callbackRequests).values([
    { phoneNumber: '05450999100', createdAt: ago(200) },
    { phoneNumber: '05450999101', createdAt: ago(10) },
  ]);
  await db.insert(contactRequests).values([
    { name: 'Eski Yazan', email: 'eski@example.com', subject: 'Konu', message: 'Mesaj', createdAt: ago(200) },
    { name: 'Yeni Yazan', email: 'yeni@example.com', subject: 'Konu', message: 'Mesaj', createdAt: ago(10) },
  ]);
  await db.insert(customerFollowUps).values([
    { customerId: leads.freshLead.id, staffName: 'Personel', note: 'Eski görüşme notu', createdAt: ago(800) },
    { customerId: leads.freshLead.id, staffName: 'Personel', note: 'Yeni görüşme notu', createdAt: ago(5) },
  ]);
  await db.insert(crmAuditEvents).values([
    { staffName: 'Personel', action: 'kvkk_export', customerId: leads.freshLead.id, createdAt: ago(1200) },
    { staffName: 'Personel', action: 'kvkk_export', customerId: leads.freshLead.id, createdAt: ago(30) },
  ]);
  await db.insert(smsOutbox).values([
    { phone: '5450999200', message: 'Eski mesaj', createdAt: ago(100) },
    { phone: '5450999201', message: 'Yeni mesaj', createdAt: ago(3) },
  ]);
  // Closed three years and more ago goes; closed last month, or still open however old, stays.
  const kvkkRequest = (name: string, receivedDays: number, closedDays: number | null) => ({
    name,
    phone: '5450999300',
    type: 'erasure' as const,
    receivedAt: ago(receivedDays),
    dueAt: ago(receivedDays - 30),
    closedAt: closedDays === null ? null : ago(closedDays),
  });
  await db
    .insert(kvkkRequests)
    .values([kvkkRequest('Eski Kapanan', 1200, 1100), kvkkRequest('Yeni Kapanan', 60, 30), kvkkRequest('Açık Kalan', 1300, null)]);
  const day = (days: number) => ago(days).toISOString().slice(0, 10);
  await db.insert(webVitalsDaily).values([
    { day: day(500), path: '/', metric: 'LCP', buckets: [1], samples: 1 },
    { day: day(20), path: '/', metric: 'LCP', buckets: [1], samples: 1 },
  ]);
  return leads;
}

const countOf = (run: RetentionRun) => Object.fromEntries(run.items.map((i) => [i.category, i.count]));

withApps('Retention policy and destruction job', { config: DEMO_CONFIG }, (ctx) => {
  const clock = manualClock(new Date());
  let token: string;
  let leads: Awaited<ReturnType<typeof seed>>;

  before(async () => {
    ctx.app.crmRuntime.now = clock.now;
    token = await signIn(ctx.app);
    leads = await seed(ctx.db, clock.now());
  });

  it('the admin starts a run: each rule destroys what is past its period, the record counts without naming anyone', async () => {
    const response = await adminCall(ctx.app, token, 'POST', '/api/admin/retention/run/');
    assert.equal(response.statusCode, 200, response.body);
    const run = response.json() as RetentionRun;
    assert.equal(run.trigger, 'manual');
    assert.deepEqual(countOf(run), {
      lead_unconverted: 1,
      lead_converted: 1,
      requests: 2,
      follow_ups: 1,
      audit: 1,
      speed_beacons: 1,
      sms_outbox: 1,
      kvkk_requests: 1,
    });
    const lead = run.items.find((i) => i.category === 'lead_unconverted')!;
    assert.deepEqual([lead.action, lead.days], ['anonymise', 365]);
    assert.equal(lead.cutoff, new Date(clock.now().getTime() - 365 * DAY).toISOString());

    const files = await ctx.db
      .select()
      .from(customers)
      .where(
        inArray(
          customers.id,
          Object.values(leads).map((l) => l.id),
        ),
      );
    const erased = new Map(files.map((f) => [f.id, f.anonymizedAt !== null]));
    assert.deepEqual(Object.fromEntries(Object.entries(leads).map(([key, l]) => [key, erased.get(l.id)])), {
      staleLead: true,
      freshLead: false,
      visitKept: false,
      staleVisit: true,
      repeatOld: false,
      repeatNew: false,
    });
    const stale = files.find((f) => f.id === leads.staleLead.id)!;
    assert.deepEqual([stale.fullName, stale.phone, stale.tc], ['Anonim Müşteri', '', '']);
    const notes = await ctx.db
      .select({ note: customerFollowUps.note })
      .from(customerFollowUps)
      .where(eq(customerFollowUps.customerId, leads.freshLead.id));
    assert.deepEqual(notes.map((n) => n.note).sort(), ['', 'Yeni görüşme notu']);
    assert.equal((await ctx.db.select().from(callbackRequests)).length, 1);
    assert.equal((await ctx.db.select().from(contactRequests)).length, 1);
    assert.deepEqual(
      (await ctx.db.select({ m: smsOutbox.message }).from(smsOutbox)).map((r) => r.m),
      ['Yeni mesaj'],
    );
    assert.equal((await ctx.db.select().from(webVitalsDaily)).length, 1);
    assert.deepEqual((await ctx.db.select({ name: kvkkRequests.name }).from(kvkkRequests)).map((r) => r.name).sort(), [
      'Açık Kalan',
      'Yeni Kapanan',
    ]);

    // The record holds counts and rules only: no name, phone or id of the people it touched.
    const [stored] = await ctx.db.select().from(retentionRuns).where(eq(retentionRuns.id, run.id));
    const text = JSON.stringify(stored);
    for (const needle of ['Eski Başvuru', leads.staleLead.phone, '5450999200', `"${leads.staleLead.id}"`])
      assert.ok(!text.includes(needle), needle);
  });

  it('a second run finds nothing left and the overview shows the policy, the last and next run and the records', async () => {
    const again = (await adminCall(ctx.app, token, 'POST', '/api/admin/retention/run/')).json() as RetentionRun;
    assert.ok(
      again.items.every((i) => i.count === 0),
      JSON.stringify(again.items),
    );
    const response = await adminCall(ctx.app, token, 'GET', '/api/admin/retention/');
    assert.equal(response.statusCode, 200, response.body);
    const overview = response.json() as RetentionOverview;
    assert.equal(overview.intervalDays, 90);
    assert.deepEqual(
      overview.rules.map((r) => `${r.category}:${r.action}:${r.days}`),
      [
        'lead_unconverted:anonymise:365',
        'lead_converted:anonymise:730',
        'requests:erase:180',
        'follow_ups:anonymise:730',
        'audit:erase:1095',
        'speed_beacons:erase:400',
        'sms_outbox:erase:90',
        'kvkk_requests:erase:1095',
      ],
    );
    assert.equal(overview.lastRun?.id, again.id);
    assert.equal(overview.nextRunAt, new Date(new Date(again.startedAt).getTime() + 90 * DAY).toISOString());
    assert.deepEqual(
      overview.runs.map((r) => r.id),
      [again.id, again.id - 1],
    );
  });

  it('the schedule runs one interval after the last run, on a moved clock', async () => {
    assert.equal(await ctx.app.retentionJob.runIfDue(), undefined);
    clock.advance(89 * DAY);
    assert.equal(await ctx.app.retentionJob.runIfDue(), undefined);
    clock.advance(1 * DAY + 60_000);
    const run = await ctx.app.retentionJob.runIfDue();
    assert.equal(run?.trigger, 'schedule');
    assert.equal(run?.startedBy, null);
    assert.equal(await ctx.app.retentionJob.runIfDue(), undefined);
  });

  it('run records are kept three years, then destroyed by the next run', async () => {
    const now = clock.now();
    const older = new Date(now);
    older.setUTCFullYear(older.getUTCFullYear() - 3);
    const [oldRun] = await ctx.db
      .insert(retentionRuns)
      .values({ trigger: 'schedule', startedAt: new Date(older.getTime() - DAY), finishedAt: new Date(older.getTime() - DAY) })
      .returning();
    const [keptRun] = await ctx.db
      .insert(retentionRuns)
      .values({ trigger: 'schedule', startedAt: new Date(older.getTime() + DAY), finishedAt: new Date(older.getTime() + DAY) })
      .returning();
    await ctx.app.retentionJob.runNow('Test Yönetici');
    const ids = (await ctx.db.select({ id: retentionRuns.id }).from(retentionRuns)).map((r) => r.id);
    assert.ok(!ids.includes(oldRun!.id));
    assert.ok(ids.includes(keptRun!.id));
  });

  it('only an admin sees or starts it; without a session the answer is a Turkish 401', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/admin/retention/run/' });
    assert.equal(response.statusCode, 401);
    assert.match((response.json() as { message: string }).message, /[çğıöşüÇĞİÖŞÜ]|oturum|giriş/i);
  });
});

// Two API instances on one database reach the due time at the same moment: one run happens, the others wait on the
// lock, see its record and do nothing. With PostgreSQL these are two apps with their own pools; PGlite is one
// process's database, so there the runs start at once in one app.
for (const kind of databaseKinds()) {
  const instances = kind === 'postgres' ? 2 : 1;
  describe(`Retention run across instances [${kind}, ${instances} instance(s)]`, () => {
    let database: TestDatabase;
    const apps: App[] = [];

    before(async () => {
      database = await createTestDatabase(kind);
      for (let i = 0; i < instances; i += 1) apps.push(await startApp(database));
    });
    after(async () => {
      for (const app of apps) await app.close();
      await database.drop();
    });

    it('runs once: one record, each expired record destroyed once', async () => {
      const db = apps[0]!.db;
      const now = new Date();
      await seed(db, now);
      const config = apps[0]!.retentionJob.config;
      const runners = apps.flatMap((app) => [app, app]);
      const results = await Promise.all(
        runners.map((app) => runDestruction(app.db, { trigger: 'schedule', rules: config.rules, intervalDays: config.intervalDays, now })),
      );
      const done = results.filter((r) => r !== undefined);
      assert.equal(done.length, 1);
      assert.equal(countOf(done[0]!).lead_unconverted, 1);
      const counted = (await db.execute(sql`select count(*)::int as n from retention_runs`)) as unknown as { rows: { n: number }[] };
      assert.equal(counted.rows[0]!.n, 1);
    });
  });
}
