/**
 * What the API benchmarks (bench/crm, bench/reports) share: the command line, the API started on the benchmark
 * database, the timing of sequential requests and the results file. Each benchmark keeps its own scenarios and goal.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../api/src/app.js';
import { loadConfig } from '../../api/src/config.js';
import { benchDatabase, kindOf } from '../crm/database.js';

export interface Timing {
  runs: number;
  p50: number;
  p95: number;
  max: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** `seed`, `measure` or both (no argument); the process exits with measure's code (2 on an error). */
export function runBench(seed: () => Promise<void>, measure: () => Promise<number>): void {
  const command = process.argv[2] ?? 'all';
  const main = async () => {
    if (command === 'seed' || command === 'all') await seed();
    if (command === 'measure' || command === 'all') return measure();
    return 0;
  };
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(2);
    },
  );
}

/** Starts the API on the benchmark database (demo mode: staff sign in through the dev SMS outbox) on a free port. */
export async function startBenchApi() {
  const config = {
    ...loadConfig({ NODE_ENV: 'development', APP_MODE: 'demo' }),
    logLevel: 'silent',
    host: '127.0.0.1',
    port: 0,
    seedDemoData: false,
    crmDemoMode: false,
    ...benchDatabase,
  };
  const app = buildApp(config);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  return { app, base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

/** Times `runs` sequential GETs after `warmup` untimed ones; `url(i)` picks each request's URL. */
export async function timeRequests(
  base: string,
  headers: Record<string, string>,
  url: (i: number) => string,
  runs: number,
  warmup: number,
  /** A JSON body to POST instead of a GET. */
  body?: (i: number) => unknown,
): Promise<Timing> {
  const samples: number[] = [];
  for (let i = 0; i < warmup + runs; i += 1) {
    const started = performance.now();
    const json = body?.(i);
    const init =
      json === undefined
        ? { headers }
        : { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(json) };
    const response = await fetch(`${base}${url(i)}`, init);
    await response.arrayBuffer();
    const elapsed = performance.now() - started;
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${url(i)}`);
    if (i >= warmup) samples.push(elapsed);
  }
  samples.sort((a, b) => a - b);
  return { runs: samples.length, p50: percentile(samples, 50), p95: percentile(samples, 95), max: samples[samples.length - 1]! };
}

/** The figures only mean something on a quiet machine: how busy it was. */
export const machineLoad = () =>
  `load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')} on ${cpus().length} cores`;

/** Writes bench/results/<name>-<pglite|postgres>.json with the database kind, the time and the machine's load. */
export async function writeResults(name: string, figures: Record<string, unknown>): Promise<void> {
  const dir = resolve(import.meta.dirname, '../results');
  await mkdir(dir, { recursive: true });
  const body = { kind: kindOf(), ...figures, measuredAt: new Date().toISOString(), loadAverage: loadavg(), cores: cpus().length };
  await writeFile(resolve(dir, `${name}-${kindOf()}.json`), JSON.stringify(body, null, 2));
}
