import assert from 'node:assert/strict';
import { it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { FunnelReport, LeadsReport, StaffReport } from '@kredi/contracts/reports';
import { callbackRequests, customerFollowUps, customers, funnelDaily } from '../src/db/schema/index.js';
import { istanbulDay } from '../src/features/calculator/rulesInForce.js';
import { DEMO_CONFIG, adminCall, signIn as signInAdmin } from './admin/helpers.js';
import { addLead } from './crm/helpers.js';
import { withApps } from './helpers/withApps.js';

/*
 * The weekly roll-ups of migration 0018 (funnel_weekly, report_lead_weekly,
 * report_first_contact_weekly), kept by triggers on the daily tables, and the requests' median answer time read from
 * the answer-minutes index. Today's beacon shows at once; back-dated, edited and deleted rows keep every roll-up equal
 * to a recount of its daily table; a report over whole and partial weeks equals the figures summed here by hand.
 */

const at = (iso: string) => new Date(iso);

withApps('report weekly roll-ups', { config: DEMO_CONFIG }, (ctx) => {
  let token = '';
  const report = async <T>(path: string) => {
    if (!token) token = await signInAdmin(ctx.app);
    const response = await adminCall(ctx.app, token, 'GET', `/api/admin/reports/${path}`);
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as T;
  };
  const rows = async (query: ReturnType<typeof sql>) =>
    JSON.stringify(((await ctx.db.execute(query)) as unknown as { rows: unknown[] }).rows);
  /** A roll-up equals its daily table summed by ISO week (rows summing to zero may stay in the roll-up). */
  const assertRolledUp = async (weekly: string, daily: string, day: string, columns: string, count: string) =>
    assert.equal(
      await rows(sql.raw(`select week::text, ${columns}, count from ${weekly} where count <> 0 order by 1, 2, 3`)),
      await rows(
        sql.raw(`select date_trunc('week', ${day})::date::text as week, ${columns}, sum(${count})::int as count from ${daily}
          group by 1, 2, 3 having sum(${count}) <> 0 order by 1, 2, 3`),
      ),
      weekly,
    );

  it("the funnel: today's beacon shows in the weekly report at once; back-dated, edited and deleted days stay right", async () => {
    const today = istanbulDay();
    const beacon = () => ctx.app.inject({ method: 'POST', url: '/api/olcum/olay/', payload: { adim: 'ziyaret', kaynak: 'google.com' } });
    assert.equal((await beacon()).statusCode, 204);
    assert.equal((await beacon()).statusCode, 204); // the second is the upsert's update
    const thisWeek = await report<FunnelReport>(`funnel/?from=${today}&to=${today}&group=hafta`);
    assert.deepEqual(thisWeek.by_source, [{ source: 'google.com', counts: { ...thisWeek.by_source[0]!.counts, ziyaret: 2 } }]);

    // March 2026: Mondays are the 2nd, 9th, 16th. Range 4-17 March: a partial week, a whole one, a partial one.
    const step = (day: string, source: string, count: number, name = 'ziyaret') => ({ day, step: name, source, count });
    await ctx.db.insert(funnelDaily).values([
      step('2026-03-03', 'x.com', 100), // outside the range, inside its first week
      step('2026-03-04', 'x.com', 5),
      step('2026-03-08', 'bing.com', 7),
      step('2026-03-09', 'x.com', 11),
      step('2026-03-12', 'x.com', 13),
      step('2026-03-12', 'x.com', 6, 'sms_gonderildi'),
      step('2026-03-15', 'bing.com', 17),
      step('2026-03-16', 'x.com', 19),
      step('2026-03-18', 'x.com', 1000), // outside the range, inside its last week
    ]);
    await ctx.db
      .update(funnelDaily)
      .set({ count: 23 })
      .where(sql`day = '2026-03-15' and source = 'bing.com'`);
    await ctx.db.delete(funnelDaily).where(sql`day = '2026-03-08'`);
    // Upserts from parallel connections (as from two API instances), like the beacon's, on the same and on new rows.
    await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        ctx.db
          .insert(funnelDaily)
          .values(step(`2026-05-${String(1 + (i % 6)).padStart(2, '0')}`, i % 2 ? 'a.com' : 'b.com', 1))
          .onConflictDoUpdate({
            target: [funnelDaily.day, funnelDaily.step, funnelDaily.source],
            set: { count: sql`funnel_daily.count + 1` },
          }),
      ),
    );
    await assertRolledUp('funnel_weekly', 'funnel_daily', 'day', 'step, source', 'count');
    assert.equal(
      await rows(sql`select sum(count)::int as total from funnel_weekly where week >= '2026-04-27' and week <= '2026-05-04'`),
      JSON.stringify([{ total: 24 }]),
    );
    const weekly = await report<FunnelReport>('funnel/?from=2026-03-04&to=2026-03-17&group=hafta');
    assert.deepEqual(
      weekly.by_period.map((p) => [p.period, p.counts.ziyaret, p.counts.sms_gonderildi]),
      [
        ['2026-03-02', 5, 0],
        ['2026-03-09', 11 + 13 + 23, 6],
        ['2026-03-16', 19, 0],
      ],
    );
    assert.deepEqual(
      weekly.by_source.map((s) => [s.source, s.counts.ziyaret]),
      [
        ['x.com', 5 + 11 + 13 + 19],
        ['bing.com', 23],
      ],
    );
    const daily = await report<FunnelReport>('funnel/?from=2026-03-04&to=2026-03-17&group=gun');
    assert.deepEqual([daily.steps, daily.by_source], [weekly.steps, weekly.by_source]);
    assert.deepEqual(
      daily.by_period.map((p) => p.period),
      ['2026-03-04', '2026-03-09', '2026-03-12', '2026-03-15', '2026-03-16'],
    );
  });

  it('leads and first contacts: the weekly roll-ups equal a recount after back-dated, edited and deleted leads and notes', async () => {
    const created = [];
    for (let i = 0; i < 12; i += 1)
      created.push(
        await addLead(ctx.db, {
          city: ['Adana', 'Bolu', 'Çorum'][i % 3],
          creditScorePoints: (i * 17) % 101,
          createdAt: at(`2026-04-${String(1 + i * 2).padStart(2, '0')}T23:30:00+03:00`),
        }),
      );
    for (const [i, lead] of created.entries())
      await ctx.db.insert(customerFollowUps).values({
        customerId: lead.id,
        staffName: i % 2 ? 'Ali Bir' : 'Veli İki',
        note: 'not',
        createdAt: at(`2026-04-${String(2 + i * 2).padStart(2, '0')}T0${i % 10}:00:00+03:00`),
      });
    // Back-dated into another week, a new stage, a deleted lead (and its note), a deleted note.
    await ctx.db
      .update(customers)
      .set({ createdAt: at('2026-03-30T08:00:00+03:00') })
      .where(eq(customers.id, created[5]!.id));
    await ctx.db.update(customers).set({ crmStage: 'subeye_gelecek' }).where(eq(customers.id, created[6]!.id));
    await ctx.db.delete(customers).where(eq(customers.id, created[7]!.id));
    await ctx.db.delete(customerFollowUps).where(eq(customerFollowUps.customerId, created[8]!.id));
    await assertRolledUp('report_lead_weekly', 'report_lead_daily', 'day', 'dimension, key', 'count');
    await assertRolledUp('report_first_contact_weekly', 'report_first_contacts', 'lead_day', 'staff_name, stage', '1');

    // 1-19 April: a partial first week (1-5), two whole weeks, no last partial week.
    const leads = await report<LeadsReport>('leads/?from=2026-04-01&to=2026-04-19&group=hafta');
    const inRange = created.filter((lead, i) => i !== 7 && i !== 5 && lead.createdAt < at('2026-04-20T00:00:00+03:00'));
    assert.equal(leads.total, inRange.length);
    assert.equal(leads.converted, 1);
    assert.deepEqual(leads.by_period, [
      { key: '2026-03-30', count: 3 }, // 1, 3, 5 April
      { key: '2026-04-06', count: 2 }, // 7, 9 April (the lead of the 11th moved to 30 March, outside the range)
      { key: '2026-04-13', count: 3 }, // 13, 17, 19 April (the lead of the 15th deleted)
    ]);
    // Staff: each contacted lead's minutes to its note, medians computed here.
    const staff = await report<StaffReport>('staff/?from=2026-03-30&to=2026-04-30&group=hafta');
    const minutesOf = async (name: string) => {
      const kept = await ctx.db.select().from(customerFollowUps).where(eq(customerFollowUps.staffName, name));
      const leadsById = new Map((await ctx.db.select().from(customers)).map((c) => [c.id, c]));
      return kept
        .map((note) => (note.createdAt.getTime() - leadsById.get(note.customerId)!.createdAt.getTime()) / 60_000)
        .sort((a, b) => a - b);
    };
    const median = (values: number[]) => {
      const middle = (values.length - 1) / 2;
      return (
        Math.round((values[Math.floor(middle)]! + (values[Math.ceil(middle)]! - values[Math.floor(middle)]!) * (middle % 1)) * 10) / 10
      );
    };
    for (const name of ['Ali Bir', 'Veli İki']) {
      const values = await minutesOf(name);
      const person = staff.find((s) => s.name === name)!;
      assert.deepEqual([person.handled, person.median_first_contact_minutes], [values.length, median(values)], name);
    }
  });

  it("requests: the median answer time is percentile_cont's, read from the answer-minutes index", async () => {
    const request = (created: string, minutes: number | null, contacted = true) => ({
      phoneNumber: '05321112233',
      createdAt: at(created),
      isContacted: contacted,
      handledAt: minutes === null ? null : new Date(at(created).getTime() + minutes * 60_000),
    });
    await ctx.db.insert(callbackRequests).values([
      request('2026-06-01T10:00:00+03:00', 30),
      request('2026-06-01T11:00:00+03:00', 5),
      request('2026-06-02T10:00:00+03:00', 121.5),
      request('2026-06-02T12:00:00+03:00', 1000, false), // not answered: counted, not timed
      request('2026-06-03T09:00:00+03:00', null), // answered without a time
      request('2026-06-04T09:00:00+03:00', 7), // outside the range
    ]);
    const speed = async (from: string, to: string) => (await report<LeadsReport>(`leads/?from=${from}&to=${to}`)).callbacks;
    assert.deepEqual(await speed('2026-06-01', '2026-06-03'), { total: 5, answered: 4, median_minutes: 30 });
    assert.deepEqual(await speed('2026-06-01', '2026-06-01'), { total: 2, answered: 2, median_minutes: 17.5 });
    await ctx.db
      .update(callbackRequests)
      .set({ handledAt: at('2026-06-01T10:10:00+03:00') })
      .where(eq(callbackRequests.handledAt, at('2026-06-01T10:30:00+03:00')));
    assert.deepEqual(await speed('2026-06-01', '2026-06-01'), { total: 2, answered: 2, median_minutes: 7.5 });
    assert.deepEqual(await speed('2026-06-05', '2026-06-06'), { total: 0, answered: 0, median_minutes: null });
  });
});
