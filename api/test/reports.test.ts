import assert from 'node:assert/strict';
import { it } from 'node:test';
import {
  FUNNEL_STEPS,
  type CalculatorReport,
  type FunnelReport,
  type LeadsReport,
  type StaffReport,
  type VitalsReport,
} from '@kredi/contracts/reports';
import { callbackRequests, customerFollowUps, funnelDaily, loanCalculationCounts } from '../src/db/schema/index.js';
import { istanbulDay } from '../src/features/calculator/rulesInForce.js';
import { DEMO_CONFIG, adminCall, signIn } from './admin/helpers.js';
import { addLead } from './crm/helpers.js';
import { withApps } from './helpers/withApps.js';

/*
 * The reports on seeded data. The expected figures are computed here from the seed lists with plain
 * arithmetic, not with the code under test.
 */

const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.parse('2026-03-02T12:00:00+03:00') + offset * DAY_MS);
const RANGE = 'from=2026-03-01&to=2026-03-31';

// Leads: [city, stage, score points, day offset, first contact after (minutes) by whom, or null].
const LEADS: [string, string, number, number, [number, string] | null][] = [
  ['İstanbul', 'subeye_gelecek', 85, 0, [30, 'Ayşe Demir']],
  ['İstanbul', 'aranacak', 45, 0, null],
  ['Ankara', 'subeye_gelecek', 62, 1, [90, 'Ayşe Demir']],
  ['Ankara', 'istemiyor', 15, 7, [10, 'Mehmet Kaya']],
  ['İzmir', 'dusuk_skor', 30, 8, [240, 'Ayşe Demir']],
];

withApps('reports (/api/admin/reports)', { config: DEMO_CONFIG }, (ctx) => {
  let token = '';
  const get = async <T>(path: string) => {
    const response = await adminCall(ctx.app, token, 'GET', `/api/admin/reports/${path}`);
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as T;
  };

  it('are for the admin only, and refuse a bad range in Turkish', async () => {
    assert.equal((await ctx.app.inject({ method: 'GET', url: `/api/admin/reports/funnel/?${RANGE}` })).statusCode, 401);
    token = await signIn(ctx.app);
    const backwards = await adminCall(ctx.app, token, 'GET', '/api/admin/reports/leads/?from=2026-03-31&to=2026-03-01');
    assert.equal(backwards.statusCode, 400);
    assert.match((backwards.json() as { message: string }).message, /tarih aralığı/);
    assert.equal((await adminCall(ctx.app, token, 'GET', '/api/admin/reports/leads/?from=2025-01-01&to=2026-03-01')).statusCode, 400);
  });

  it('leads by city, stage, score band and period, the conversion and how fast callbacks were answered', async () => {
    for (const [city, crmStage, points, offset, contact] of LEADS) {
      const lead = await addLead(ctx.db, { city, crmStage: crmStage as never, creditScorePoints: points, createdAt: day(offset) });
      if (contact) {
        await ctx.db.insert(customerFollowUps).values({
          customerId: lead.id,
          staffName: contact[1],
          note: 'ilk arama',
          createdAt: new Date(day(offset).getTime() + contact[0] * 60_000),
        });
        await ctx.db.insert(customerFollowUps).values({
          customerId: lead.id,
          staffName: 'Başka Biri',
          note: 'ikinci',
          createdAt: new Date(day(offset).getTime() + 2 * DAY_MS),
        });
      }
    }
    // Outside the range: never counted.
    await addLead(ctx.db, { city: 'İstanbul', createdAt: new Date('2026-04-05T12:00:00+03:00') });
    await ctx.db.insert(callbackRequests).values([
      { phoneNumber: '5320000001', createdAt: day(0), isContacted: true, handledAt: new Date(day(0).getTime() + 20 * 60_000) },
      { phoneNumber: '5320000002', createdAt: day(1), isContacted: true, handledAt: new Date(day(1).getTime() + 40 * 60_000) },
      { phoneNumber: '5320000003', createdAt: day(2), isContacted: false },
    ]);

    const leads = await get<LeadsReport>(`leads/?${RANGE}&group=hafta`);
    const count = (pick: (lead: (typeof LEADS)[number]) => string) => {
      const totals = new Map<string, number>();
      for (const lead of LEADS) totals.set(pick(lead), (totals.get(pick(lead)) ?? 0) + 1);
      return totals;
    };
    assert.equal(leads.total, 5);
    assert.equal(leads.converted, 2);
    assert.deepEqual(
      new Map(leads.by_city.map((c) => [c.key, c.count])),
      count(([city]) => city),
    );
    assert.deepEqual(
      new Map(leads.by_stage.map((c) => [c.key, c.count])),
      count(([, stage]) => stage),
    );
    assert.deepEqual(
      new Map(leads.by_score_band.map((c) => [c.key, c.count])),
      new Map([
        ['80-100', 1],
        ['40-59', 1],
        ['60-79', 1],
        ['0-19', 1],
        ['20-39', 1],
      ]),
    );
    // 2 March 2026 is a Monday: offsets 0-1 are its week, 7-8 the next.
    assert.deepEqual(leads.by_period, [
      { key: '2026-03-02', count: 3 },
      { key: '2026-03-09', count: 2 },
    ]);
    assert.deepEqual(leads.callbacks, { total: 3, answered: 2, median_minutes: 30 });
  });

  it('staff: leads contacted first, the median time to it, and where those leads stand', async () => {
    const staff = await get<StaffReport>(`staff/?${RANGE}`);
    // Ayşe Demir was first on three leads: 30, 90 and 240 minutes (median 90); Mehmet Kaya on one, 10 minutes.
    assert.deepEqual(staff, [
      { name: 'Ayşe Demir', handled: 3, median_first_contact_minutes: 90, outcomes: { subeye_gelecek: 2, dusuk_skor: 1 } },
      { name: 'Mehmet Kaya', handled: 1, median_first_contact_minutes: 10, outcomes: { istemiyor: 1 } },
    ]);
  });

  it('the calculator counters by type, amount band and period', async () => {
    await ctx.db.insert(loanCalculationCounts).values([
      { day: '2026-03-03', loanType: 'ihtiyac', amountBand: '100000-249999', count: 7 },
      { day: '2026-03-03', loanType: 'konut', amountBand: '1000000-2499999', count: 2 },
      { day: '2026-03-04', loanType: 'ihtiyac', amountBand: '10000-49999', count: 3 },
      { day: '2026-02-28', loanType: 'ihtiyac', amountBand: '10000-49999', count: 100 },
    ]);
    const report = await get<CalculatorReport>(`calculator/?${RANGE}`);
    assert.equal(report.total, 12);
    assert.deepEqual(report.by_type, [
      { key: 'ihtiyac', count: 10 },
      { key: 'konut', count: 2 },
    ]);
    assert.deepEqual(report.by_band, [
      { key: '10000-49999', count: 3 },
      { key: '100000-249999', count: 7 },
      { key: '1000000-2499999', count: 2 },
    ]);
    assert.deepEqual(report.by_period, [
      { key: '2026-03-03', count: 9 },
      { key: '2026-03-04', count: 3 },
    ]);
  });

  it('the funnel: beacons counted once each, by step and source, with the drop at each step; nothing about the visitor kept', async () => {
    const today = istanbulDay();
    const beacon = (adim: string, kaynak: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/olcum/olay/',
        headers: { 'content-type': 'text/plain' },
        payload: JSON.stringify({ adim, kaynak }),
      });
    const sent: [string, string, number][] = [
      ['ziyaret', 'google.com', 4],
      ['ziyaret', 'kampanya:yaz', 6],
      ['sms_gonderildi', 'google.com', 3],
      ['sms_gonderildi', 'kampanya:yaz', 2],
      ['kod_dogrulandi', 'google.com', 2],
    ];
    for (const [step, source, times] of sent) for (let i = 0; i < times; i += 1) assert.equal((await beacon(step, source)).statusCode, 204);
    // A made-up source is filed as 'doğrudan'; an unknown step is refused.
    assert.equal((await beacon('ziyaret', 'https://evil.example/?tel=5321112233')).statusCode, 204);
    assert.equal((await beacon('baska', 'google.com')).statusCode, 400);

    const funnel = await get<FunnelReport>(`funnel/?from=${today}&to=${today}`);
    const visits = 4 + 6 + 1;
    assert.deepEqual(
      funnel.steps.slice(0, 3).map((s) => [s.step, s.count, s.drop]),
      [
        ['ziyaret', visits, null],
        ['sms_gonderildi', 5, Math.round(((visits - 5) / visits) * 1000) / 10],
        ['kod_dogrulandi', 2, 60],
      ],
    );
    assert.equal(funnel.steps.length, FUNNEL_STEPS.length);
    assert.deepEqual(
      funnel.by_source.map((s) => [s.source, s.counts.ziyaret]),
      [
        ['kampanya:yaz', 6],
        ['google.com', 4],
        ['doğrudan', 1],
      ],
    );
    const stored = await ctx.db.select().from(funnelDaily);
    assert.deepEqual(Object.keys(stored[0]!).sort(), ['count', 'day', 'source', 'step']);
    assert.ok(!JSON.stringify(stored).includes('5321112233'));
  });

  it("real visitors' speed: p75 per page and day from the beacons, against the goals", async () => {
    const today = istanbulDay();
    const lcps = [900, 1100, 1400, 2600];
    for (const [index, lcp] of lcps.entries()) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/olcum/hiz/',
        headers: { 'content-type': 'text/plain' },
        payload: JSON.stringify({
          yol: index === 0 ? '/blog/bir-yazi?utm=x' : '/blog/baska-yazi',
          baglanti: '4g',
          olcumler: [
            { ad: 'LCP', deger: lcp },
            { ad: 'CLS', deger: 0.01 },
          ],
        }),
      });
      assert.equal(response.statusCode, 204);
    }
    const vitals = await get<VitalsReport>(`vitals/?from=${today}&to=${today}`);
    // Four LCPs: the third of four sorted values (900, 1100, 1400, 2600) is p75: 1400, in the bucket up to 1500.
    assert.deepEqual(vitals, [
      { day: today, path: '/blog/*', metric: 'CLS', p75: 0.01, goal: 0.05, samples: 4 },
      { day: today, path: '/blog/*', metric: 'LCP', p75: 1500, goal: 1500, samples: 4 },
    ]);
  });
});
