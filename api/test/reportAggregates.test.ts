import assert from 'node:assert/strict';
import { it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { LeadsReport, StaffReport, VitalsReport } from '@kredi/contracts/reports';
import { customerFollowUps, customers, webVitalsDaily } from '../src/db/schema/index.js';
import { istanbulDay } from '../src/features/calculator/rulesInForce.js';
import { DEMO_CONFIG, adminCall, signIn as signInAdmin } from './admin/helpers.js';
import { addLead, auth, post, signInPersonelAndManager } from './crm/helpers.js';
import { withApps } from './helpers/withApps.js';

/*
 * The leads and staff reports read aggregates that triggers keep (migration
 * 0016_report_aggregates). A write shows at once; a back-dated, edited or deleted lead or note moves its counts. The
 * last case recounts the base tables with plain SQL after many writes, some from parallel connections.
 */

const REPORTS = ['funnel', 'leads', 'staff', 'calculator', 'vitals'];
const at = (iso: string) => new Date(iso);
const cities = (report: LeadsReport) => Object.fromEntries(report.by_city.map((c) => [c.key, c.count]));

withApps('report aggregates (leads and staff)', { config: DEMO_CONFIG }, (ctx) => {
  const tokens = { admin: '', personel: '', yönetici: '' };
  const report = async <T>(path: string, token = tokens.admin) => {
    const response = await adminCall(ctx.app, token, 'GET', `/api/admin/reports/${path}`);
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as T;
  };
  const leadsOn = (from: string, to = from) => report<LeadsReport>(`leads/?from=${from}&to=${to}`);
  const staffOn = (from: string, to = from) => report<StaffReport>(`staff/?from=${from}&to=${to}`);

  it("are for 'yönetici' and admin: a 'personel' is refused every report, the staff figures included", async () => {
    Object.assign(tokens, await signInPersonelAndManager(ctx.app, ctx.db));
    tokens.admin = await signInAdmin(ctx.app);
    const today = istanbulDay();
    for (const name of REPORTS) {
      const url = `/api/admin/reports/${name}/?from=${today}&to=${today}`;
      const refused = await ctx.app.inject({ method: 'GET', url, headers: auth(tokens.personel) });
      assert.equal(refused.statusCode, 403, `${name}: ${refused.body}`);
      assert.match((refused.json() as { message: string }).message, /yetki/i);
      assert.equal((await ctx.app.inject({ method: 'GET', url, headers: auth(tokens.yönetici) })).statusCode, 200, name);
    }
  });

  it("a lead and a CRM note written today show in today's reports at once", async () => {
    const today = istanbulDay();
    const lead = await addLead(ctx.db, { city: 'Bursa', creditScorePoints: 70 });
    let leads = await leadsOn(today);
    assert.deepEqual([leads.total, leads.converted, cities(leads)], [1, 0, { Bursa: 1 }]);
    assert.deepEqual(leads.by_score_band, [{ key: '60-79', count: 1 }]);

    // The staff member's note moves the lead to 'Şubeye Gelecek' in the same write.
    const note = await post(ctx.app, tokens.personel, `/api/crm/musteriler/${lead.id}/takipler/create/`, {
      notlar: 'Arandı.',
      yeni_durum: 'subeye_gelecek',
    });
    assert.equal(note.statusCode, 201, note.body);
    leads = await leadsOn(today);
    assert.deepEqual([leads.total, leads.converted, leads.by_stage], [1, 1, [{ key: 'subeye_gelecek', count: 1 }]]);
    const [written] = await ctx.db.select().from(customerFollowUps).where(eq(customerFollowUps.customerId, lead.id));
    const minutes = Math.round(((written!.createdAt.getTime() - lead.createdAt.getTime()) / 60_000) * 10) / 10;
    assert.deepEqual(await staffOn(today), [
      { name: 'Personel Bir', handled: 1, median_first_contact_minutes: minutes, outcomes: { subeye_gelecek: 1 } },
    ]);
  });

  it('a back-dated, edited or deleted lead or note moves its counts; Istanbul days, not UTC days', async () => {
    const a = await addLead(ctx.db, { city: 'Konya', creditScorePoints: 10, createdAt: at('2026-03-10T09:00:00+03:00') });
    const b = await addLead(ctx.db, { city: 'Konya', createdAt: at('2026-03-10T23:30:00+03:00') });
    // 00:30 in Istanbul on the 11th is still the 10th in UTC.
    const c = await addLead(ctx.db, { city: 'Kars', createdAt: at('2026-03-11T00:30:00+03:00') });
    assert.deepEqual(cities(await leadsOn('2026-03-10')), { Konya: 2 });
    assert.deepEqual(cities(await leadsOn('2026-03-11')), { Kars: 1 });

    await ctx.db
      .update(customers)
      .set({ createdAt: at('2026-03-12T10:00:00+03:00') })
      .where(eq(customers.id, a.id));
    await ctx.db.update(customers).set({ city: 'Sivas', creditScorePoints: 90 }).where(eq(customers.id, b.id));
    await ctx.db.delete(customers).where(eq(customers.id, c.id));
    const tenth = await leadsOn('2026-03-10');
    assert.deepEqual([tenth.total, cities(tenth), tenth.by_score_band], [1, { Sivas: 1 }, [{ key: '80-100', count: 1 }]]);
    assert.equal((await leadsOn('2026-03-11')).total, 0);
    const week = await report<LeadsReport>('leads/?from=2026-03-09&to=2026-03-15&group=gun');
    assert.deepEqual(week.by_period, [
      { key: '2026-03-10', count: 1 },
      { key: '2026-03-12', count: 1 },
    ]);

    // Notes on a (lead at 10:00): Ali first after 60 minutes, Veli after 120.
    const note = (staffName: string, iso: string) =>
      ctx.db
        .insert(customerFollowUps)
        .values({ customerId: a.id, staffName, note: 'not', createdAt: at(iso) })
        .returning();
    const [first] = await note('Ali Bir', '2026-03-12T11:00:00+03:00');
    const [second] = await note('Veli İki', '2026-03-12T12:00:00+03:00');
    const staffOf = async () => (await staffOn('2026-03-12')).map((s) => [s.name, s.handled, s.median_first_contact_minutes, s.outcomes]);
    assert.deepEqual(await staffOf(), [['Ali Bir', 1, 60, { aranacak: 1 }]]);
    // The lead is back-dated by 30 minutes and its stage changes: the time to the first contact and the outcome follow.
    await ctx.db
      .update(customers)
      .set({ createdAt: at('2026-03-12T09:30:00+03:00'), crmStage: 'istemiyor' })
      .where(eq(customers.id, a.id));
    assert.deepEqual(await staffOf(), [['Ali Bir', 1, 90, { istemiyor: 1 }]]);
    await ctx.db.delete(customerFollowUps).where(eq(customerFollowUps.id, first!.id));
    assert.deepEqual(await staffOf(), [['Veli İki', 1, 150, { istemiyor: 1 }]]);
    await ctx.db
      .update(customerFollowUps)
      .set({ createdAt: at('2026-03-12T09:45:00+03:00') })
      .where(eq(customerFollowUps.id, second!.id));
    assert.deepEqual(await staffOf(), [['Veli İki', 1, 15, { istemiyor: 1 }]]);
    await ctx.db.delete(customers).where(eq(customers.id, a.id));
    assert.deepEqual(await staffOn('2026-03-12'), []);
  });

  it('equal a recount of the base tables after many writes, some from parallel connections', async () => {
    const cityNames = ['Adana', 'Bolu', 'Çorum', 'Düzce'];
    const stages = ['aranacak', 'subeye_gelecek', 'istemiyor'] as const;
    const created = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        addLead(ctx.db, {
          city: cityNames[i % 4],
          creditScorePoints: (i * 13) % 101,
          source: i % 3 ? 'form' : '',
          createdAt: at(`2026-05-${String(1 + (i % 9)).padStart(2, '0')}T2${i % 4}:15:00+03:00`),
        }),
      ),
    );
    await Promise.all(
      created.map((lead, i) =>
        i % 2
          ? ctx.db
              .update(customers)
              .set({ crmStage: stages[i % 3], createdAt: at(`2026-05-${String(10 + (i % 5)).padStart(2, '0')}T08:00:00+03:00`) })
              .where(eq(customers.id, lead.id))
          : ctx.db.insert(customerFollowUps).values({
              customerId: lead.id,
              staffName: i % 4 ? 'Ali Bir' : 'Veli İki',
              note: 'not',
              createdAt: at('2026-05-20T10:00:00+03:00'),
            }),
      ),
    );
    const rows = async (query: ReturnType<typeof sql>) =>
      JSON.stringify(((await ctx.db.execute(query)) as unknown as { rows: unknown[] }).rows);
    const recounted = await rows(sql`
      select day::text, dimension, key, count(*)::int as count from (
        select (created_at at time zone 'Europe/Istanbul')::date as day, d.dimension, d.key from customers,
          lateral (values ('city', city), ('stage', crm_stage), ('source', source), ('points', credit_score_points::text)) d(dimension, key)) x
      group by 1, 2, 3 order by 1, 2, 3`);
    const kept = await rows(sql`select day::text, dimension, key, count from report_lead_daily where count <> 0 order by 1, 2, 3`);
    assert.equal(kept, recounted);
    const firstContacts = await rows(sql`
      select distinct on (f.customer_id) f.customer_id, f.staff_name, c.crm_stage as stage,
        (extract(epoch from f.created_at - c.created_at) / 60)::double precision as minutes
      from customer_follow_ups f join customers c on c.id = f.customer_id order by f.customer_id, f.id`);
    assert.equal(
      await rows(sql`select customer_id, staff_name, stage, minutes from report_first_contacts order by customer_id`),
      firstContacts,
    );
  });

  it("speed by week: whole weeks from the weekly roll-up, a partial week's days from the daily rows, edits followed", async () => {
    // LCP histograms (24 buckets): index 0 is ≤ 50 ms, 5 ≤ 400, 11 ≤ 1500, 12 ≤ 1800, 22 ≤ 60 s.
    const lcp = (day: string, counts: Record<number, number>) => {
      const buckets = Array.from({ length: 24 }, (_, i) => counts[i] ?? 0);
      return { day, path: '/', metric: 'LCP', buckets, samples: buckets.reduce((a, b) => a + b, 0) };
    };
    await ctx.db.insert(webVitalsDaily).values([
      lcp('2026-02-28', { 0: 50 }), // before the range, in the range's first (partial) week
      lcp('2026-03-01', { 0: 4 }), // a Sunday: its week starts on 23 February
      ...['02', '03', '04', '05', '06', '07', '08'].map((d) => lcp(`2026-03-${d}`, d === '05' ? { 11: 1, 22: 3 } : { 11: 1 })),
      lcp('2026-03-09', { 5: 2 }),
      lcp('2026-03-10', { 0: 100 }), // after the range, in its last (partial) week
    ]);
    const weekly = async () =>
      (await report<VitalsReport>('vitals/?from=2026-03-01&to=2026-03-09&group=hafta')).map((v) => [v.day, v.p75, v.samples]);
    // Week of 2 March: 10 samples, 7 up to 1500 ms and 3 up to 60 s: 75 % (7.5) is reached in the 60 s bucket.
    assert.deepEqual(await weekly(), [
      ['2026-02-23', 50, 4],
      ['2026-03-02', 60_000, 10],
      ['2026-03-09', 400, 2],
    ]);
    // A beacon's kind of update (one more view up to 1800 ms), then a deleted day: 7 left, 6 of them ≤ 1500 ms.
    await ctx.db.execute(sql`update web_vitals_daily set buckets[13] = buckets[13] + 1, samples = samples + 1 where day = '2026-03-03'`);
    assert.deepEqual((await weekly())[1], ['2026-03-02', 60_000, 11]);
    await ctx.db.delete(webVitalsDaily).where(eq(webVitalsDaily.day, '2026-03-05'));
    assert.deepEqual((await weekly())[1], ['2026-03-02', 1500, 7]);
  });
});
