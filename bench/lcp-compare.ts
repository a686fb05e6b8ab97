// LCP of two running systems side by side (a change against a baseline, e.g. main), on the same emulated phone as
// home-page.ts (150 ms RTT, 1.6 Mbps down, 4x CPU, 412x823). On a shared machine absolute figures follow the load;
// the ratio of two systems measured in alternation in the same minutes is what can be compared (bench/README.md).
//
//   BENCH_A=http://127.0.0.1:5400 BENCH_B=http://127.0.0.1:7600 BENCH_RUNS=5 npx tsx bench/lcp-compare.ts
//
// Per run and page: a cold visit (empty cache) and then a warm one in the same context (the shared stylesheet and
// the other hashed files from the cache); A and B alternate, in turned order every other run. Prints medians, B/A
// and the load average (1 min) beside them; writes bench/results/lcp-compare.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { emulatePhone, PHONE_CONTEXT } from './shared/emulatedPhone';
import { chromium, type Browser } from 'playwright-core';

const SYSTEMS = { A: process.env.BENCH_A ?? 'http://127.0.0.1:5400', B: process.env.BENCH_B ?? 'http://127.0.0.1:7600' };
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PAGES = (process.env.BENCH_PAGES ?? '/,/form,/kredi-hesaplama').split(',');

const OBSERVERS = `(() => {
  const b = { lcp: null, cls: 0 };
  window.__lcp = b;
  new PerformanceObserver((l) => l.getEntries().forEach((e) => { b.lcp = e.startTime; })).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => l.getEntries().forEach((e) => { if (!e.hadRecentInput) b.cls += e.value; })).observe({ type: 'layout-shift', buffered: true });
})();`;

interface Visit {
  lcpMs: number | null;
  cls: number;
  /** `server`, or `client` when the render service fell back (a busy machine): such a visit is left out. */
  render: string;
}

async function visits(browser: Browser, url: string): Promise<{ cold: Visit; warm: Visit }> {
  const context = await browser.newContext(PHONE_CONTEXT);
  try {
    await context.addInitScript({ content: OBSERVERS });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await emulatePhone(cdp);
    const visit = async (): Promise<Visit> => {
      const response = await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
      // Nothing is touched (no intent): LCP of a visitor who reads. A second after load, it no longer moves.
      await page.waitForTimeout(1500);
      const figures = (await page.evaluate('window.__lcp')) as { lcp: number | null; cls: number };
      const render = response?.headers()['x-render'] ?? '?';
      return { lcpMs: figures.lcp === null ? null : Math.round(figures.lcp), cls: Math.round(figures.cls * 1000) / 1000, render };
    };
    // A fresh context's cache is empty: the first visit is cold, the second one warm.
    return { cold: await visit(), warm: await visit() };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : null;
};

async function main() {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  const rows: Array<{ system: string; page: string; run: number; load: number } & Record<'cold' | 'warm', Visit>> = [];
  try {
    for (let run = 1; run <= RUNS; run++) {
      for (const page of PAGES) {
        const order = run % 2 ? (['A', 'B'] as const) : (['B', 'A'] as const);
        for (const system of order) {
          const figures = await visits(browser, new URL(page, SYSTEMS[system]).href);
          const load = Math.round(loadavg()[0]! * 10) / 10;
          rows.push({ system, page, run, load, ...figures });
          const { cold, warm } = figures;
          console.log(
            `run ${run} ${system} ${page}: cold LCP ${cold.lcpMs} ms (${cold.render}), warm ${warm.lcpMs} ms (${warm.render}), CLS ${cold.cls}, load ${load}`,
          );
        }
      }
    }
  } finally {
    await browser.close();
  }
  const summary = PAGES.map((page) => {
    const of = (system: string, kind: 'cold' | 'warm') =>
      median(
        rows
          .filter((r) => r.system === system && r.page === page && r[kind].render === 'server')
          .map((r) => r[kind].lcpMs)
          .filter((v): v is number => v !== null),
      );
    const loads = rows.filter((r) => r.page === page).map((r) => r.load);
    const line = {
      page,
      coldA: of('A', 'cold'),
      coldB: of('B', 'cold'),
      warmA: of('A', 'warm'),
      warmB: of('B', 'warm'),
      maxCls: Math.max(...rows.filter((r) => r.page === page).flatMap((r) => [r.cold.cls, r.warm.cls])),
      load: `${Math.min(...loads)}-${Math.max(...loads)}`,
    };
    const ratio = (b: number | null, a: number | null) => (a && b ? Math.round((b / a) * 100) / 100 : null);
    return { ...line, coldRatio: ratio(line.coldB, line.coldA), warmRatio: ratio(line.warmB, line.warmA) };
  });
  console.log(`\n${cpus().length} cores (${cpus()[0]?.model}); A ${SYSTEMS.A}, B ${SYSTEMS.B}; medians of ${RUNS}`);
  console.table(summary);
  const dir = path.join(import.meta.dirname, 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'lcp-compare.json'), `${JSON.stringify({ systems: SYSTEMS, runs: RUNS, summary, rows }, null, 2)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
