// Where the time of a cold (and then a warm) visit goes before the largest contentful paint: a Chrome trace
// and the CDP Network events of a RUNNING system's page on the emulated phone of home-page.ts (150 ms RTT, 1.6 Mbps,
// 4x CPU, 412x823), nothing touched.
//
//   BENCH_URL=http://127.0.0.1:7500/ npm run lcp-trace -w bench
//   BENCH_URL=http://127.0.0.1:7500/form BENCH_RUNS=5 npm run lcp-trace -w bench
//
// The first run prints a timeline from navigationStart: every request (sent, connection, first byte, end, size,
// whether it blocks rendering), the main thread's parse, style, layout, paint and script work, first paint, FCP and each
// LCP candidate. Every run adds a line of the key moments; their medians close the report.
import { cpus, loadavg } from 'node:os';
import { emulatePhone, PHONE_CONTEXT } from './shared/emulatedPhone';
import { chromium, type Browser, type CDPSession } from 'playwright-core';

const URL_UNDER_TEST = process.env.BENCH_URL ?? 'http://localhost:8080/';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const MAIN_THREAD_WORK = new Set([
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'PrePaint',
  'EvaluateScript',
  'ParseAuthorStyleSheet',
]);

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { frame?: string; data?: Record<string, unknown>; beginData?: Record<string, unknown> };
}

interface Request {
  url: string;
  sent: number;
  priority?: string;
  connectionId?: number;
  reused?: boolean;
  connectStart?: number;
  connectEnd?: number;
  headers?: number;
  end?: number;
  bytes?: number;
}

interface Moments {
  htmlHeaders: number | null;
  htmlEnd: number | null;
  cssSent: number | null;
  cssEnd: number | null;
  firstPaint: number | null;
  fcp: number | null;
  lcp: number | null;
}

const short = (url: string) => url.replace(/^https?:\/\/[^/]+/, '').slice(0, 60) || '/';
const ms = (value: number | null | undefined) => (value === null || value === undefined ? '-' : `${Math.round(value)}`);

/** Records the requests of one visit; call the returned function to stop listening. */
function collectNetwork(cdp: CDPSession): { requests: Map<string, Request>; stop: () => void } {
  const requests = new Map<string, Request>();
  // CDP timestamps are seconds of the same monotonic clock as the trace's microseconds.
  const sent = (e: { requestId: string; timestamp: number; request: { url: string; initialPriority: string } }) => {
    requests.set(e.requestId, { url: e.request.url, sent: e.timestamp * 1e6, priority: e.request.initialPriority });
  };
  const received = (e: {
    requestId: string;
    timestamp: number;
    response: {
      connectionId: number;
      connectionReused: boolean;
      timing?: { requestTime: number; connectStart: number; connectEnd: number };
    };
  }) => {
    const r = requests.get(e.requestId);
    const t = e.response.timing;
    if (!r) return;
    r.connectionId = e.response.connectionId;
    r.reused = e.response.connectionReused;
    r.headers = e.timestamp * 1e6;
    if (t && t.connectStart >= 0) {
      r.connectStart = (t.requestTime + t.connectStart / 1000) * 1e6;
      r.connectEnd = (t.requestTime + t.connectEnd / 1000) * 1e6;
    }
  };
  const finished = (e: { requestId: string; timestamp: number; encodedDataLength: number }) => {
    const r = requests.get(e.requestId);
    if (r) Object.assign(r, { end: e.timestamp * 1e6, bytes: e.encodedDataLength });
  };
  cdp.on('Network.requestWillBeSent', sent);
  cdp.on('Network.responseReceived', received);
  cdp.on('Network.loadingFinished', finished);
  const stop = () => {
    cdp.off('Network.requestWillBeSent', sent);
    cdp.off('Network.responseReceived', received);
    cdp.off('Network.loadingFinished', finished);
  };
  return { requests, stop };
}

async function visit(browser: Browser, print: boolean): Promise<{ cold: Moments; warm: Moments }> {
  const context = await browser.newContext(PHONE_CONTEXT);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await emulatePhone(cdp);
    const once = async (label: string) => {
      const { requests, stop } = collectNetwork(cdp);
      await browser.startTracing(page, {
        categories: ['devtools.timeline', 'loading', 'blink.user_timing', 'disabled-by-default-devtools.timeline', 'toplevel'],
      });
      await page.goto(URL_UNDER_TEST, { waitUntil: 'load', timeout: 60_000 });
      await page.waitForTimeout(1500);
      const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
      stop();
      return analyse(label, events, [...requests.values()], print);
    };
    // A fresh context's cache is empty: the first visit is cold, the second one warm (hashed files cached).
    return { cold: await once('cold'), warm: await once('warm') };
  } finally {
    await context.close();
  }
}

function analyse(label: string, events: TraceEvent[], requests: Request[], print: boolean): Moments {
  const start = events.find((e) => e.name === 'navigationStart' && (e.args?.data as { isLoadingMainFrame?: boolean })?.isLoadingMainFrame);
  const t0 = start?.ts ?? Math.min(...requests.map((r) => r.sent));
  const rel = (ts: number | undefined) => (ts === undefined ? null : (ts - t0) / 1000);
  const frame = start?.args?.frame;
  const mark = (name: string) => events.filter((e) => e.name === name && (!frame || e.args?.frame === frame)).map((e) => rel(e.ts)!);
  const lcps = events.filter((e) => e.name === 'largestContentfulPaint::Candidate');
  const html = requests.find((r) => r.url === URL_UNDER_TEST);
  const css = requests.find((r) => /\/assets\/[^/]+\.css/.test(r.url));
  const moments: Moments = {
    htmlHeaders: rel(html?.headers),
    htmlEnd: rel(html?.end),
    cssSent: rel(css?.sent),
    cssEnd: rel(css?.end),
    firstPaint: mark('firstPaint')[0] ?? null,
    fcp: mark('firstContentfulPaint')[0] ?? null,
    lcp: lcps.length ? rel(lcps[lcps.length - 1]!.ts) : null,
  };
  if (!print) return moments;

  const lines: Array<[number, string]> = [];
  for (const r of requests) {
    // A response from the cache has no connection of this visit (its timing is the stored one's).
    const opened = r.connectStart !== undefined && r.connectStart >= t0 ? ` new (${ms(rel(r.connectStart))}-${ms(rel(r.connectEnd))})` : '';
    const connection = r.reused ? `conn ${r.connectionId} reused` : `conn ${r.connectionId}${opened}`;
    lines.push([rel(r.sent)!, `net  sent  ${short(r.url)} [${r.priority}] ${connection}`]);
    if (r.headers) lines.push([rel(r.headers)!, `net  first byte ${short(r.url)}`]);
    if (r.end) lines.push([rel(r.end)!, `net  end   ${short(r.url)} ${r.bytes} B on the wire`]);
  }
  const mainThread = events.filter((e) => MAIN_THREAD_WORK.has(e.name) && e.ph === 'X' && (e.dur ?? 0) >= 1000 && e.ts >= t0);
  for (const e of mainThread) {
    const data = e.args?.beginData ?? e.args?.data ?? {};
    const what = typeof data.url === 'string' ? ` ${short(data.url)}` : '';
    const lines_ = data.startLine !== undefined ? ` lines ${String(data.startLine)}-${String(e.args?.data?.endLine ?? '?')}` : '';
    lines.push([rel(e.ts)!, `main ${e.name}${what}${lines_} ${((e.dur ?? 0) / 1000).toFixed(1)} ms`]);
  }
  for (const name of ['firstPaint', 'firstContentfulPaint', 'domInteractive', 'domContentLoadedEventEnd', 'loadEventEnd'])
    for (const t of mark(name)) lines.push([t, `mark ${name}`]);
  for (const e of lcps) {
    const d = e.args?.data as { type?: string; size?: number; nodeId?: number } | undefined;
    lines.push([rel(e.ts)!, `mark LCP candidate ${d?.type ?? ''} size ${d?.size ?? '?'}`]);
  }
  console.log(`\n--- ${label} visit of ${URL_UNDER_TEST} (ms from navigationStart) ---`);
  for (const [t, text] of lines.sort((a, b) => a[0] - b[0])) console.log(`${ms(t).padStart(6)}  ${text}`);
  return moments;
}

const median = (values: Array<number | null>) => {
  const sorted = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : null;
};

async function main() {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  const runs: Array<{ cold: Moments; warm: Moments; load: number }> = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const figures = await visit(browser, run === 0);
      runs.push({ ...figures, load: Math.round(loadavg()[0]! * 10) / 10 });
    }
  } finally {
    await browser.close();
  }
  const keys: Array<keyof Moments> = ['htmlHeaders', 'htmlEnd', 'cssSent', 'cssEnd', 'firstPaint', 'fcp', 'lcp'];
  console.log(`\n${cpus().length} cores (${cpus()[0]?.model}); ${URL_UNDER_TEST}; ms from navigationStart`);
  const table = runs.flatMap((r, i) => (['cold', 'warm'] as const).map((kind) => ({ run: i + 1, kind, ...r[kind], load: r.load })));
  console.table(
    table.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'number' ? Math.round(v) : v]))),
  );
  for (const kind of ['cold', 'warm'] as const)
    console.log(`median ${kind}: ${keys.map((k) => `${k} ${ms(median(runs.map((r) => r[kind][k])))}`).join(', ')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
