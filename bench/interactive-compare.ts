// Time to interactive of two running systems side by side (a change against a baseline, e.g. main), on the same
// emulated phone as home-page.ts, with no intent: the page loads its application when the browser is idle after the
// first paint. On a shared machine absolute figures follow the load; the ratio of two systems
// measured in alternation in the same minutes is what can be compared (bench/README.md).
//
//   BENCH_A=http://127.0.0.1:7200 BENCH_B=http://127.0.0.1:8080 BENCH_RUNS=6 npx tsx bench/interactive-compare.ts
//
// Per run and page: one cold visit of A and one of B (in turned order every other run), each until
// html[data-interactive] and 2.5 s more. Prints the medians of interactive, TBT (long tasks after FCP, as Lighthouse
// counts them) and LCP, each visit's interactive time, and the load average (1 min) of the run.
import { loadavg } from 'node:os';
import { PAGE_INTERACTIVE_ATTRIBUTE } from '../shell/src/lib/pageInteractive';
import { emulatePhone, PHONE_CONTEXT } from './shared/emulatedPhone';
import { totalBlockingTime } from './shared/totalBlockingTime';
import { chromium, type Browser } from 'playwright-core';

const SYSTEMS = { A: process.env.BENCH_A ?? 'http://127.0.0.1:7200', B: process.env.BENCH_B ?? 'http://127.0.0.1:8080' };
const RUNS = Number(process.env.BENCH_RUNS ?? 6);
const PAGES = (process.env.BENCH_PAGES ?? '/,/form,/kredi-hesaplama').split(',');
const SETTLE_MS = 2_500;

// Source text, not a function: tsx-compiled functions can carry helpers that do not exist in the page.
const OBSERVERS = `(() => {
  const b = { fcp: null, lcp: null, longTasks: [], interactiveAt: null };
  window.__compare = b;
  const observe = (type, onEntry) => {
    try { new PerformanceObserver((l) => l.getEntries().forEach(onEntry)).observe({ type, buffered: true }); } catch (e) {}
  };
  observe('paint', (e) => { if (e.name === 'first-contentful-paint') b.fcp = e.startTime; });
  observe('largest-contentful-paint', (e) => { b.lcp = e.startTime; });
  observe('longtask', (e) => { b.longTasks.push({ start: e.startTime, duration: e.duration }); });
  new MutationObserver(() => {
    if (b.interactiveAt === null && document.documentElement.hasAttribute('${PAGE_INTERACTIVE_ATTRIBUTE}')) b.interactiveAt = performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['${PAGE_INTERACTIVE_ATTRIBUTE}'] });
})();`;

interface Visit {
  interactiveMs: number;
  tbtMs: number;
  lcpMs: number;
}

interface Observed {
  fcp: number;
  lcp: number;
  longTasks: { start: number; duration: number }[];
  interactiveAt: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN;
};

async function visit(browser: Browser, url: string): Promise<Visit> {
  const context = await browser.newContext({ ...PHONE_CONTEXT, serviceWorkers: 'block' });
  try {
    await context.addInitScript({ content: OBSERVERS });
    const page = await context.newPage();
    await emulatePhone(await context.newCDPSession(page), { cacheDisabled: true });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.locator(`html[${PAGE_INTERACTIVE_ATTRIBUTE}]`).waitFor({ state: 'attached', timeout: 60_000 });
    await page.waitForTimeout(SETTLE_MS);
    const seen = (await page.evaluate('window.__compare')) as Observed;
    const tbtMs = totalBlockingTime(seen.longTasks, seen.fcp);
    return { interactiveMs: Math.round(seen.interactiveAt), tbtMs: Math.round(tbtMs), lcpMs: Math.round(seen.lcp) };
  } finally {
    await context.close();
  }
}

async function main() {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  const visits = new Map<string, { A: Visit[]; B: Visit[] }>(PAGES.map((page) => [page, { A: [], B: [] }]));
  const loads: number[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      for (const page of PAGES) {
        const order: ('A' | 'B')[] = run % 2 === 0 ? ['A', 'B'] : ['B', 'A'];
        for (const system of order) visits.get(page)![system].push(await visit(browser, new URL(page, SYSTEMS[system]).href));
        loads.push(loadavg()[0]!);
      }
    }
  } finally {
    await browser.close();
  }
  console.log(
    `A ${SYSTEMS.A}, B ${SYSTEMS.B}; ${RUNS} runs; load average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`,
  );
  for (const [page, { A, B }] of visits) {
    const pair = (key: keyof Visit) => `${median(A.map((v) => v[key]))} → ${median(B.map((v) => v[key]))}`;
    console.log(`${page}: interactive ${pair('interactiveMs')} ms, TBT ${pair('tbtMs')} ms, LCP ${pair('lcpMs')} ms`);
    console.log(`  interactive A: ${A.map((v) => v.interactiveMs).join(', ')}; B: ${B.map((v) => v.interactiveMs).join(', ')}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
