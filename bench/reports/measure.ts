import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../api/src/app.js';
import { loadConfig } from '../../api/src/config.js';
import { DEMO_ADMIN } from '../../api/src/features/admin/auth/demoAdmin.js';
import { benchDatabase, kindOf } from '../crm/database.js';

/** The goal of issue 24: every report answers in p95 <= 200 ms with 100,000 customers and a year of daily data. */
const BUDGET_P95_MS = 200;
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const WARMUP = 5;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function timeUrl(base: string, headers: Record<string, string>, url: string) {
  const samples: number[] = [];
  for (let i = 0; i < WARMUP + RUNS; i += 1) {
    const started = performance.now();
    const response = await fetch(`${base}${url}`, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    if (i >= WARMUP) samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

/** Times each report over HTTP for a year and for 30 days, beside /api/health as the same run's baseline. */
export async function measureReports(): Promise<number> {
  const config = { ...loadConfig({ NODE_ENV: 'development', APP_MODE: 'demo' }), logLevel: 'silent', host: '127.0.0.1', port: 0, seedDemoData: false, crmDemoMode: false, ...benchDatabase };
  const app = buildApp(config);
  await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const login = await fetch(`${base}/api/admin/auth/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO_ADMIN) });
    const headers = { authorization: `Token ${((await login.json()) as { token: string }).token}` };
    const today = new Date().toISOString().slice(0, 10);
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
    const load = loadavg().map((n) => n.toFixed(1)).join(' ');
    console.log(`Reports benchmark on ${kindOf()}: ${RUNS} sequential requests each after ${WARMUP} warm-up; load average ${load} on ${cpus().length} cores`);
    const baseline = await timeUrl(base, {}, '/api/health');
    console.log(`  baseline /api/health                    p50 ${baseline.p50.toFixed(1).padStart(6)} ms  p95 ${baseline.p95.toFixed(1).padStart(6)} ms`);
    const results = [];
    for (const [label, from, group] of [
      ['year, weekly', daysAgo(364), 'hafta'],
      ['30 days, daily', daysAgo(29), 'gun'],
    ] as const) {
      for (const report of ['funnel', 'leads', 'staff', 'calculator', 'vitals']) {
        const timing = await timeUrl(base, headers, `/api/admin/reports/${report}/?from=${from}&to=${today}&group=${group}`);
        const ok = timing.p95 <= BUDGET_P95_MS;
        results.push({ report, range: label, ...timing, ratioToBaselineP95: timing.p95 / baseline.p95, ok });
        console.log(
          `  ${`${report} (${label})`.padEnd(38)} p50 ${timing.p50.toFixed(1).padStart(6)} ms  p95 ${timing.p95.toFixed(1).padStart(6)} ms  ×${(timing.p95 / baseline.p95).toFixed(1)} baseline  ${ok ? 'ok' : `OVER ${BUDGET_P95_MS} ms`}`,
        );
      }
    }
    const dir = resolve(import.meta.dirname, '../results');
    await mkdir(dir, { recursive: true });
    await writeFile(resolve(dir, `reports-${kindOf()}.json`), JSON.stringify({ kind: kindOf(), budgetP95Ms: BUDGET_P95_MS, measuredAt: new Date().toISOString(), loadAverage: loadavg(), cores: cpus().length, baseline, results }, null, 2));
    return results.every((r) => r.ok) ? 0 : 1;
  } finally {
    await app.close();
  }
}
