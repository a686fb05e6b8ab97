// What every scripted control of one page shows a visitor, and how soon, on a RUNNING system:
//
//   BENCH_URL=http://localhost:8080/kredi-hesaplama npm run taps -w bench
//   BENCH_DEVICE=low-end BENCH_RUNS=3 npm run taps -w bench
//
// For each control of the page (shared/scriptedControls.ts), in fresh cold contexts of the emulated device:
//  - at 4 s: a tap 4 s after navigation with no intent before it, until its result is painted;
//  - interactive: a tap once the page is interactive (loaded when idle, nothing touched) and the network is quiet;
// each the time from the touchstart to the first frame painted with the result on screen (shared/paintedTap.ts),
// median of BENCH_RUNS. Then INP (the web-vitals library) over the page's sequence: every control tapped in turn,
// Escape between, in one visit. Results in bench/results/taps.json; exit 1 over the device's goals in budget.json.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import path from 'node:path';
import { PAGE_INTERACTIVE_ATTRIBUTE } from '../shell/src/lib/pageInteractive';
import type { Budget } from './home-page';
import { openPhonePage, PHONE } from './shared/emulatedPhone';
import { tapUntilPainted } from './shared/paintedTap';
import { controlsOf, type ScriptedControl } from './shared/scriptedControls';
import { chromium, type Browser, type Page } from 'playwright-core';

const BENCH_DIR = import.meta.dirname;
const URL_ = new URL(process.env.BENCH_URL ?? 'http://localhost:8080/');
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3) || 3);
const TAP_AT_MS = 4_000;
const MAX_WAIT_MS = 90_000;

/** web-vitals' browser build, installed with the shell (the same library the site reports its vitals with). */
const WEB_VITALS = readFileSync(
  createRequire(import.meta.url)
    .resolve('web-vitals')
    .replace(/web-vitals\.(umd\.cjs|js)$/, 'web-vitals.iife.js'),
  'utf8',
);
const INP_SCRIPT = `${WEB_VITALS}
;window.__inp = null; webVitals.onINP((m) => { window.__inp = m.value; }, { reportAllChanges: true });`;

async function poll(page: Page, expression: string, timeoutMs = MAX_WAIT_MS): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await page.evaluate(expression)) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

/** Opens the page and waits until it is interactive with nothing touched, then for a quiet second of network. */
async function openInteractive(page: Page): Promise<void> {
  let inFlight = 0;
  let last = Date.now();
  page.on('request', () => ((inFlight += 1), (last = Date.now())));
  const done = () => ((inFlight = Math.max(0, inFlight - 1)), (last = Date.now()));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  await page.goto(URL_.href, { waitUntil: 'load', timeout: MAX_WAIT_MS });
  await poll(page, `document.documentElement.hasAttribute('${PAGE_INTERACTIVE_ATTRIBUTE}')`);
  const started = Date.now();
  while (!(inFlight === 0 && Date.now() - last >= 1000) && Date.now() - started < MAX_WAIT_MS) await page.waitForTimeout(100);
}

async function tapCold(browser: Browser, control: ScriptedControl, when: 'at4s' | 'interactive'): Promise<number | null> {
  const { context, page } = await openPhonePage(browser, { cacheDisabled: true });
  try {
    if (when === 'at4s') {
      await page.goto(URL_.href, { waitUntil: 'commit', timeout: MAX_WAIT_MS });
      await poll(page, `performance.now() >= ${TAP_AT_MS}`);
    } else {
      await openInteractive(page);
    }
    return await tapUntilPainted(page, control);
  } catch {
    return null;
  } finally {
    await context.close();
  }
}

/** INP of one visit in which every control is tapped in turn (Escape closes what a tap opened). */
async function inpOfSequence(browser: Browser, controls: ScriptedControl[]): Promise<number | null> {
  const { context, page } = await openPhonePage(browser, { cacheDisabled: true, initScripts: [INP_SCRIPT] });
  try {
    await openInteractive(page);
    for (const control of controls) {
      await tapUntilPainted(page, control).catch(() => null);
      await page.keyboard.press('Escape');
      await page.waitForTimeout(500);
    }
    // web-vitals reports the final INP when the page is hidden; reportAllChanges has already given every change.
    await page.waitForTimeout(500);
    return (await page.evaluate('window.__inp')) as number | null;
  } finally {
    await context.close();
  }
}

function median(values: Array<number | null>): number | null {
  // A tap whose result never painted counts as infinitely slow.
  const s = values.map((v) => v ?? Number.POSITIVE_INFINITY).sort((a, b) => a - b);
  if (s.length === 0) return null;
  const mid = Math.floor(s.length / 2);
  const m = s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
  return Number.isFinite(m) ? Math.round(m) : null;
}

async function main(): Promise<number> {
  const budget = JSON.parse(readFileSync(path.join(BENCH_DIR, 'budget.json'), 'utf8')) as Budget;
  const goals = budget.devices[PHONE.name] ?? {};
  const controls = controlsOf(URL_.pathname);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const rows: Array<{ control: string; at4sMs: number | null; interactiveMs: number | null; over: boolean }> = [];
  let inpMs: number | null = null;
  try {
    for (const control of controls) {
      const at4s: Array<number | null> = [];
      const interactive: Array<number | null> = [];
      for (let run = 0; run < RUNS; run += 1) {
        at4s.push(await tapCold(browser, control, 'at4s'));
        interactive.push(await tapCold(browser, control, 'interactive'));
      }
      const row = { control: control.name, at4sMs: median(at4s), interactiveMs: median(interactive) };
      const over =
        (goals.tapAt4sMs !== undefined && (row.at4sMs === null || row.at4sMs > goals.tapAt4sMs)) ||
        (goals.tapInteractiveMs !== undefined && (row.interactiveMs === null || row.interactiveMs > goals.tapInteractiveMs));
      rows.push({ ...row, over });
      console.log(
        `${URL_.pathname} ${control.name.padEnd(14)} at 4 s ${row.at4sMs ?? 'never'} ms (${at4s.map((v) => v ?? '-').join(' / ')}), ` +
          `interactive ${row.interactiveMs ?? 'never'} ms (${interactive.map((v) => v ?? '-').join(' / ')})${over ? '  OVER' : ''}`,
      );
    }
    inpMs = await inpOfSequence(browser, controls);
  } finally {
    await browser.close();
  }
  const inpOver = goals.inpMs !== undefined && (inpMs === null || inpMs > goals.inpMs);
  console.log(
    `${URL_.pathname} INP over the sequence ${inpMs ?? '-'} ms${inpOver ? '  OVER' : ''} (device ${PHONE.name}, load ${loadavg()[0]!.toFixed(1)})`,
  );
  mkdirSync(path.join(BENCH_DIR, 'results'), { recursive: true });
  const overBudget = inpOver || rows.some((r) => r.over);
  const report = { url: URL_.href, date: new Date().toISOString(), device: PHONE, runs: RUNS, taps: rows, inpMs, goals, overBudget };
  writeFileSync(path.join(BENCH_DIR, 'results', 'taps.json'), `${JSON.stringify(report, null, 2)}\n`);
  return overBudget ? 1 : 0;
}

main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error instanceof Error ? `taps bench failed: ${error.message}` : error);
    process.exitCode = 2;
  },
);
