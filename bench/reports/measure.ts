import { DEMO_ADMIN } from '../../api/src/features/admin/auth/demoAdmin.js';
import { kindOf } from '../crm/database.js';
import { machineLoad, startBenchApi, timeRequests, writeResults, type Timing } from '../shared/apiBench.js';

/** The reports' speed target: every report answers in p95 <= 200 ms with 100,000 customers and a year of daily data. */
const BUDGET_P95_MS = 200;
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const WARMUP = 5;
const REPORTS = ['funnel', 'leads', 'staff', 'calculator', 'vitals'];
const figures = (t: Timing) => `p50 ${t.p50.toFixed(1).padStart(6)} ms  p95 ${t.p95.toFixed(1).padStart(6)} ms`;

/** Times each report over HTTP for a year and for 30 days, beside /api/health as the same run's baseline. */
export async function measureReports(): Promise<number> {
  const { app, base } = await startBenchApi();
  try {
    const login = await fetch(`${base}/api/admin/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_ADMIN),
    });
    const headers = { authorization: `Token ${((await login.json()) as { token: string }).token}` };
    const today = new Date().toISOString().slice(0, 10);
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
    console.log(`Reports benchmark on ${kindOf()}: ${RUNS} sequential requests each after ${WARMUP} warm-up; ${machineLoad()}`);
    const baseline = await timeRequests(base, {}, () => '/api/health', RUNS, WARMUP);
    console.log(`  ${'baseline /api/health'.padEnd(38)} ${figures(baseline)}`);
    const results = [];
    for (const [label, from, group] of [
      ['year, weekly', daysAgo(364), 'hafta'],
      ['30 days, daily', daysAgo(29), 'gun'],
    ] as const) {
      for (const report of REPORTS) {
        const timing = await timeRequests(
          base,
          headers,
          () => `/api/admin/reports/${report}/?from=${from}&to=${today}&group=${group}`,
          RUNS,
          WARMUP,
        );
        const ok = timing.p95 <= BUDGET_P95_MS;
        const ratio = timing.p95 / baseline.p95;
        results.push({ report, range: label, ...timing, ratioToBaselineP95: ratio, ok });
        console.log(
          `  ${`${report} (${label})`.padEnd(38)} ${figures(timing)}  ×${ratio.toFixed(1)} baseline  ${ok ? 'ok' : `OVER ${BUDGET_P95_MS} ms`}`,
        );
      }
    }
    await writeResults('reports', { budgetP95Ms: BUDGET_P95_MS, baseline, results });
    return results.every((r) => r.ok) ? 0 : 1;
  } finally {
    await app.close();
  }
}
