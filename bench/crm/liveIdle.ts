/**
 * What an idle live-update connection costs the API: the API runs alone in a child process (PGlite, or
 * PostgreSQL with BENCH_DATABASE_URL); its memory (RSS, from /proc) and CPU time (utime + stime) are read over an idle
 * window with no streams (the baseline, same run), then with LIVE_CONNECTIONS open streams that only get heartbeats.
 * One event is then published and must reach every stream. Usage: npm run crm:live -w bench.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';

const CONNECTIONS = Number(process.env.LIVE_CONNECTIONS ?? 50);
const WINDOW_MS = Number(process.env.LIVE_WINDOW_MS ?? 30_000);
const PORT = Number(process.env.API_PORT ?? 7201);
const METRICS_PORT = Number(process.env.LIVE_METRICS_PORT ?? 7200);
const base = `http://127.0.0.1:${PORT}`;
const root = path.resolve(__dirname, '../..');
const TICKS = 100; // USER_HZ on Linux

/** The API's V8 heap in use (prom-client's nodejs_heap_size_used_bytes on its metrics listener, METRICS_PORT). */
async function heapUsedMb(): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`)).text();
  return Number(/^nodejs_heap_size_used_bytes (\S+)/m.exec(text)?.[1] ?? NaN) / 2 ** 20;
}

function sample(pid: number) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]);
  return { cpuMs: ((Number(stat[11]) + Number(stat[12])) * 1000) / TICKS, rssKb, at: Date.now() };
}

async function idle(pid: number) {
  global.gc?.();
  await new Promise((r) => setTimeout(r, 3000));
  const start = sample(pid);
  await new Promise((r) => setTimeout(r, WINDOW_MS));
  const end = sample(pid);
  return { rssMb: end.rssKb / 1024, heapMb: await heapUsedMb(), cpuPct: ((end.cpuMs - start.cpuMs) / (end.at - start.at)) * 100 };
}

async function json(url: string, init?: RequestInit) {
  const response = await fetch(`${base}${url}`, { ...init, headers: { 'content-type': 'application/json', ...(init?.headers ?? {}) } });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

async function signIn(): Promise<string> {
  const telefon = '05321112233';
  await json('/api/crm/auth/send-code/', { method: 'POST', body: JSON.stringify({ telefon }) });
  await new Promise((r) => setTimeout(r, 500));
  const outbox = (await json(`/api/dev/sms-outbox/?phone=${telefon.slice(1)}`)) as unknown as Array<{ message: string }>;
  const kod = /(\d{6})/.exec(outbox[0]!.message)![1]!;
  return (await json('/api/crm/auth/verify-code/', { method: 'POST', body: JSON.stringify({ telefon, kod }) })).token as string;
}

async function main() {
  const api = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(root, 'api'),
    env: {
      ...process.env,
      METRICS_PORT: String(METRICS_PORT),
      APP_MODE: 'demo',
      PORT: String(PORT),
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    for (let i = 0; i < 480; i += 1) {
      if (
        await fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const token = await signIn();
    const baseline = await idle(api.pid!);
    const streams: AbortController[] = [];
    const received: number[] = [];
    for (let i = 0; i < CONNECTIONS; i += 1) {
      const { bilet } = await json('/api/crm/canli/bilet/', { method: 'POST', body: '{}', headers: { authorization: `Token ${token}` } });
      const controller = new AbortController();
      const response = await fetch(`${base}/api/crm/canli/?bilet=${bilet as string}`, { signal: controller.signal });
      received.push(0);
      void (async () => {
        const reader = response.body!.getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          if (Buffer.from(value).toString().includes('geri_arama')) received[i]! += 1;
        }
      })().catch(() => {});
      streams.push(controller);
    }
    const open = await idle(api.pid!);
    const sent = Date.now();
    await json('/api/callback-request/', { method: 'POST', body: JSON.stringify({ phone_number: '05321234567' }) });
    while (received.some((n) => n === 0) && Date.now() - sent < 5000) await new Promise((r) => setTimeout(r, 10));
    const deliveredMs = Date.now() - sent;
    streams.forEach((s) => s.abort());
    const perConnKb = ((open.rssMb - baseline.rssMb) * 1024) / CONNECTIONS;
    const perConnHeapKb = ((open.heapMb - baseline.heapMb) * 1024) / CONNECTIONS;
    console.log(
      JSON.stringify(
        {
          database: process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite',
          connections: CONNECTIONS,
          windowSeconds: WINDOW_MS / 1000,
          baseline: { rssMb: +baseline.rssMb.toFixed(1), heapMb: +baseline.heapMb.toFixed(2), cpuPct: +baseline.cpuPct.toFixed(2) },
          withStreams: { rssMb: +open.rssMb.toFixed(1), heapMb: +open.heapMb.toFixed(2), cpuPct: +open.cpuPct.toFixed(2) },
          perConnection: {
            heapKb: +perConnHeapKb.toFixed(1),
            rssKb: +perConnKb.toFixed(1),
            cpuPct: +((open.cpuPct - baseline.cpuPct) / CONNECTIONS).toFixed(4),
          },
          eventToAllStreamsMs: received.every((n) => n > 0) ? deliveredMs : `not delivered to ${received.filter((n) => n === 0).length}`,
          machine: `${cpus().length} × ${cpus()[0]?.model}`,
          loadavg: loadavg().map((l) => +l.toFixed(2)),
        },
        null,
        2,
      ),
    );
  } finally {
    api.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
