// What blocks the main thread after the first intent: a trace of a RUNNING system's page, throttled as the
// home-page bench throttles it, from the first intent until the page is interactive and quiet.
//
//   npm run intent-trace -w bench                       # http://localhost:8080/
//   BENCH_URL=http://127.0.0.1:18080/kredi-hesaplama npm run intent-trace -w bench
//   TRACE_FROM=navigation npm run intent-trace -w bench   # no intent: the load when the browser is idle
//
// For every long task (> 50 ms) on the page's main thread it prints what the task ran (script evaluations and
// callbacks, with their files) and where the CPU samples inside it landed, by file and by function. That tells script
// evaluation from hydration and from style work, so a change can aim at the right part.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { PAGE_INTERACTIVE_ATTRIBUTE } from '../shell/src/lib/pageInteractive';

const BASE_URL = process.env.BENCH_URL ?? 'http://localhost:8080/';
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
/** TRACE_FROM=navigation: trace from the navigation with no intent (the idle load) instead of from an intent. */
const FROM_NAVIGATION = process.env.TRACE_FROM === 'navigation';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; scriptName?: string } };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const shortUrl = (url: string) => (url ? url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '') : '(native)');

function top(counts: Map<string, number>, n: number): string {
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([key, us]) => `      ${(us / 1000).toFixed(1).padStart(7)} ms  ${key}`)
    .join('\n');
}

async function trace(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, locale: 'tr-TR' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setBlockedURLs', { urls: ['*tile.openstreetmap.org*'] });
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const startTrace = async () => {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
    await browser.startTracing(page, {
      categories: ['toplevel', 'devtools.timeline', 'v8.execute', 'disabled-by-default-devtools.timeline'],
    });
    await cdp.send('Profiler.start');
  };
  if (FROM_NAVIGATION) {
    // No intent at all: the application loads when the browser is idle after the first paint.
    await startTrace();
    await page.goto(BASE_URL, { waitUntil: 'load' });
  } else {
    await page.goto(BASE_URL, { waitUntil: 'load' });
    await page.waitForTimeout(2000);
    await startTrace();
    await page.mouse.move(5, 400);
  }
  // Polled through the DevTools protocol: a locator would make Playwright evaluate its injected script in the page, a
  // long task of its own in the trace (bench/README.md, "What the tools add to the page").
  const until = Date.now() + 90_000;
  const interactive = `document.documentElement.hasAttribute('${PAGE_INTERACTIVE_ATTRIBUTE}')`;
  while (!(await cdp.send('Runtime.evaluate', { expression: interactive, returnByValue: true })).result.value) {
    if (Date.now() > until) throw new Error('the page did not turn interactive within 90 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  await context.close();
  return { profile, events };
}

function report({ profile, events }: { profile: CpuProfile; events: TraceEvent[] }) {
  const main = events.find(
    (e) =>
      e.ph === 'M' &&
      e.name === 'thread_name' &&
      e.args?.name === 'CrRendererMain' &&
      events.some((t) => t.tid === e.tid && t.name === 'EvaluateScript'),
  );
  if (!main) throw new Error('no renderer main thread with script evaluation in the trace');
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const tasks = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > LONG_TASK_MS * 1000);

  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const samples: { ts: number; node: ProfileNode }[] = [];
  let ts = profile.startTime;
  profile.samples.forEach((id, i) => {
    ts += profile.timeDeltas[i]!;
    samples.push({ ts, node: nodes.get(id)! });
  });
  const interval = samples.length > 1 ? (samples.at(-1)!.ts - samples[0]!.ts) / samples.length : 250;

  console.log(
    `${BASE_URL}: ${tasks.length} long tasks after the intent, ${tasks.reduce((s, t) => s + Math.max(0, t.dur! / 1000 - LONG_TASK_MS), 0).toFixed(0)} ms blocking`,
  );
  const start0 = tasks[0]?.ts ?? 0;
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    console.log(`\n  task at +${((task.ts - start0) / 1000).toFixed(0)} ms: ${(task.dur! / 1000).toFixed(1)} ms`);
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && (e.dur ?? 0) > 2000);
    for (const e of inside.filter((e) =>
      [
        'EvaluateScript',
        'FunctionCall',
        'v8.compile',
        'V8.GCFinalizeMC',
        'MajorGC',
        'MinorGC',
        'ParseHTML',
        'UpdateLayoutTree',
        'Layout',
        'Paint',
        'TimerFire',
        'FireAnimationFrame',
        'RunMicrotasks',
        'v8.evaluateModule',
        'EventDispatch',
      ].includes(e.name),
    )) {
      const d = e.args?.data;
      console.log(
        `    ${(e.dur! / 1000).toFixed(1).padStart(7)} ms  ${e.name} ${shortUrl(d?.url ?? d?.scriptName ?? '')} ${d?.functionName ?? ''}`,
      );
    }
    const byFile = new Map<string, number>();
    const byFunction = new Map<string, number>();
    for (const s of samples) {
      if (s.ts < task.ts || s.ts > end) continue;
      const f = s.node.callFrame;
      const file = shortUrl(f.url) || f.functionName;
      byFile.set(file, (byFile.get(file) ?? 0) + interval);
      const fn = `${f.functionName || '(anonymous)'} ${shortUrl(f.url)}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
      byFunction.set(fn, (byFunction.get(fn) ?? 0) + interval);
    }
    console.log('    self time by file (CPU samples; throttled time is spread over them):');
    console.log(top(byFile, 8));
    console.log('    self time by function:');
    console.log(top(byFunction, 10));
  }
}

async function run() {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const result = await trace(browser);
    // results/ is git-ignored: absent on a fresh clone.
    const resultsDir = path.join(import.meta.dirname, 'results');
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(path.join(resultsDir, 'intent-trace.json'), JSON.stringify(result));
    report(result);
  } finally {
    await browser.close();
  }
}

run().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
