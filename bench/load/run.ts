// Load bench (see bench/README.md): bare Fastify as the baseline, then the API on PGlite and on PostgreSQL (two
// instances) behind the Node gateway, each under mixed traffic, public reads only and public writes only, with
// autocannon. Reports req/s, p50/p99, errors, and checks that the rows stored equal the 2xx answers.
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import autocannon, { type Request, type Result } from 'autocannon';
import type { RowCounts } from './apiServer';
import { cpuWindow } from './cpuBusy';
import { Tallies, phaseRequests, plainBareRequests, plainReadRequests, type Group, type Phase } from './mix';
import { pinClient, repoRoot, startServer, type Server } from './processes';
import { hasNginx, startNginxGateway, type NginxGateway } from './nginxGateway';
import { measureReadsGoal, type ReadsGoal } from './readsGoal';
import { pgliteTarget, postgresTarget, type Target } from './targets';

const MIXED_SECONDS = Number(process.env.BENCH_DURATION ?? 60);
const PHASE_SECONDS = Number(process.env.BENCH_PHASE_DURATION ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARMUP_SECONDS = 5;
/** The writes target: ≥ 1,000 req/s with p99 ≤ 100 ms. */
const WRITES_GOAL_RATE = 1000;
const TARGETS = (process.env.BENCH_TARGETS ?? 'pglite,postgres').split(',').map((t) => t.trim());
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

interface Figures {
  /** The machine's 1-minute load average when the phase ended: other work on it skews every figure. */
  loadAverage: number;
  /** How busy each CPU was while the phase was counted, in percent. */
  cpuBusy: number[];
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Connection errors and timeouts (autocannon) plus answers ≥ 400, by request. */
  errors: number;
  failures: Record<string, Record<number, number>>;
  byGroup?: Partial<Record<Group, { requests: number; p50Ms: number; p99Ms: number }>>;
  rows?: { stored: Partial<RowCounts>; answered2xx: Partial<RowCounts>; equal: boolean };
}

function figures(result: Result, cpuBusy: number[], tallies?: Tallies): Figures {
  const failures = tallies?.failures() ?? {};
  const failed = Object.values(failures).reduce((sum, byStatus) => sum + Object.values(byStatus).reduce((a, b) => a + b, 0), 0);
  const out: Figures = {
    loadAverage: Math.round(loadavg()[0]! * 10) / 10,
    cpuBusy,
    // Answers over the run's duration: the mean of per-second samples would count a phase's last, partial second
    // (a run of a fixed number of requests ends inside one) as a whole one.
    reqPerSec: Math.round(result.requests.total / result.duration),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + (tallies ? failed : result.non2xx),
    failures,
  };
  if (tallies) {
    out.byGroup = {};
    for (const group of ['read', 'write', 'calculator', 'users'] as const) {
      const latencies = tallies.latencies(group);
      if (latencies.length > 0)
        out.byGroup[group] = {
          requests: latencies.length,
          p50Ms: Math.round(percentile(latencies, 50) * 10) / 10,
          p99Ms: Math.round(percentile(latencies, 99) * 10) / 10,
        };
    }
  }
  return out;
}

/** Rows each 2xx answer must have left, from the tally. */
function expectedRows(tallies: Tallies): RowCounts {
  const customers = tallies.ok('POST users add-customer');
  return {
    callback_requests: tallies.ok('POST callback'),
    contact_requests: tallies.ok('POST contact'),
    phone_verifications: tallies.ok('POST users register'),
    customers,
    kvkk_consents: customers,
  };
}

function difference(after: RowCounts, before: RowCounts): RowCounts {
  return Object.fromEntries(Object.entries(after).map(([table, n]) => [table, n - before[table as keyof RowCounts]])) as RowCounts;
}

/** Fixed-rate requests until the system settles (not counted), then a run of `seconds`' worth, counted and checked. */
async function measure(
  target: Target,
  phase: Phase,
  seconds: number,
  postSlug: string,
  url = target.url,
  overallRate?: number,
): Promise<Figures> {
  const run = (tallies: Tallies, extra: { duration?: number; amount?: number }) =>
    autocannon({
      url,
      connections: CONNECTIONS,
      timeout: 30,
      requests: phaseRequests(phase, postSlug, tallies),
      // At a rate, autocannon's correction for coordinated omission mis-scales its interval (autocannon.d.ts) and
      // reported a p99 of 133 ms where every request's own latency gave 48.7: the histogram keeps real latencies.
      ...(overallRate ? { overallRate, ignoreCoordinatedOmission: true } : {}),
      ...extra,
    });
  const warm = await run(new Tallies(), { duration: WARMUP_SECONDS });
  // Requests cut off at the end of the warm-up finish before anything is counted.
  await sleep(2000);
  const before = await target.rows();
  const tallies = new Tallies();
  // A number of requests, not a duration: every request sent is answered and tallied, so rows can be compared. At a
  // fixed rate, exactly `seconds` of it: one request more would wait for a second of its own and count it.
  const amount = overallRate ? overallRate * seconds : Math.max(CONNECTIONS * 20, Math.round(warm.requests.average * seconds));
  const cpu = cpuWindow();
  const result = await run(tallies, { amount });
  const cpuBusy = cpu();
  const stored = difference(await target.rows(), before);
  const answered2xx = expectedRows(tallies);
  const out = figures(result, cpuBusy, tallies);
  out.rows = { stored, answered2xx, equal: JSON.stringify(stored) === JSON.stringify(answered2xx) };
  return out;
}

/** A warm-up, then `seconds` of `requests` (optionally tallied) as fast as answers come, with the CPUs' load meanwhile. */
async function timedRun(
  url: string,
  requests: (tallies: Tallies) => Request[],
  { tallied = false, warmupSeconds = WARMUP_SECONDS, seconds = PHASE_SECONDS } = {},
): Promise<Figures> {
  // Like the phases: a server that just started runs its first seconds unoptimised (JIT) and would be measured low.
  await autocannon({ url, connections: CONNECTIONS, duration: warmupSeconds, requests: requests(new Tallies()) });
  const tallies = new Tallies();
  const cpu = cpuWindow();
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, requests: requests(tallies) });
  return figures(result, cpu(), tallied ? tallies : undefined);
}

/** Public reads with the plain client (see plainReadRequests): comparable with the plain bare Fastify line. */
function measurePlainReads(url: string, postSlug: string): Promise<Figures> {
  return timedRun(url, () => plainReadRequests(postSlug));
}

/** Bare Fastify, straight and behind each gateway: the ceiling of this machine and of the gateway hop. */
async function baseline(): Promise<Record<string, Figures>> {
  const bare = await startServer('bare Fastify', 'bench/load/bareFastify.ts', {});
  let gateway: Server | undefined;
  let nginx: NginxGateway | undefined;
  try {
    const run = (url: string) => timedRun(url, () => plainBareRequests);
    const out: Record<string, Figures> = { 'bare Fastify': await run(bare.url) };
    // The phases below tally every answer in autocannon (status, latency, body): that costs the client, on the same
    // two cores. Measured the same way, bare Fastify shows what the machine allows a server when the client does that.
    out['bare Fastify, tallied client'] = await timedRun(bare.url, (tallies) => phaseRequests('baseline', '', tallies), { tallied: true });
    gateway = await startServer('gateway', 'bench/load/gatewayServer.ts', { API_URLS: bare.url }, '/api/health');
    out['bare Fastify behind the gateway'] = await run(gateway.url);
    if (hasNginx) {
      nginx = await startNginxGateway([bare.url]);
      out['bare Fastify behind nginx'] = await run(nginx.url);
    }
    return out;
  } finally {
    await gateway?.stop();
    await nginx?.stop();
    await bare.stop();
  }
}

function print(title: string, f: Figures) {
  const groups = Object.entries(f.byGroup ?? {})
    .map(([group, g]) => `${group} p50 ${g.p50Ms} / p99 ${g.p99Ms} ms (${g.requests})`)
    .join('; ');
  console.log(
    `  ${title.padEnd(34)} ${String(f.reqPerSec).padStart(6)} req/s  p50 ${f.p50Ms} ms  p99 ${f.p99Ms} ms  errors ${f.errors}  (${f.requests} requests, load ${f.loadAverage}, CPUs busy ${f.cpuBusy.join('/')} %)`,
  );
  if (groups) console.log(`  ${''.padEnd(34)} ${groups}`);
  if (f.rows)
    console.log(
      `  ${''.padEnd(34)} rows ${f.rows.equal ? '==' : '!='} 2xx: stored ${JSON.stringify(f.rows.stored)} answered ${JSON.stringify(f.rows.answered2xx)}`,
    );
  if (Object.keys(f.failures).length > 0) console.log(`  ${''.padEnd(34)} failures ${JSON.stringify(f.failures)}`);
}

async function main() {
  const placement = pinClient();
  console.log(
    `load bench: ${CONNECTIONS} connections, mixed ${MIXED_SECONDS} s, reads/writes ${PHASE_SECONDS} s each, targets ${TARGETS.join(', ')}; ${cpus().length} CPUs, ${placement}`,
  );
  const results: Record<string, Record<string, Figures>> = {};
  let readsGoal: ReadsGoal | undefined;
  results.baseline = await baseline();
  console.log('baseline');
  for (const [name, f] of Object.entries(results.baseline)) print(name, f);

  for (const kind of TARGETS) {
    const target = kind === 'postgres' ? await postgresTarget(ADMIN_URL) : await pgliteTarget();
    try {
      const [post] = (await (await fetch(`${target.url}/api/blog-api/posts/?page=1&page_size=1`)).json()).results as Array<{
        slug: string;
      }>;
      const slug = post!.slug;
      const phases: Record<string, Figures> = {};
      phases['reads only'] = await measure(target, 'reads', PHASE_SECONDS, slug);
      if (target.nginxUrl) phases['reads only, nginx gateway'] = await measure(target, 'reads', PHASE_SECONDS, slug, target.nginxUrl);
      phases['reads only, API direct'] = await measure(target, 'reads', PHASE_SECONDS, slug, target.apiUrl);
      phases['reads only, plain client'] = await measurePlainReads(target.url, slug);
      if (target.nginxUrl) phases['reads only, nginx gateway, plain client'] = await measurePlainReads(target.nginxUrl, slug);
      phases['writes only'] = await measure(target, 'writes', PHASE_SECONDS, slug);
      if (target.nginxUrl) phases['writes only, nginx gateway'] = await measure(target, 'writes', PHASE_SECONDS, slug, target.nginxUrl);
      // The writes goal at its own rate: as fast as answers come (above), p99 is the queue at saturation; at a fixed
      // 1,000 req/s it is the latency a visitor sees while the system carries that load.
      for (const [gateway, url] of [
        ['Node gateway', target.url],
        ['nginx gateway', target.nginxUrl],
      ] as const) {
        if (url)
          phases[`writes at ${WRITES_GOAL_RATE} req/s, ${gateway}`] = await measure(
            target,
            'writes',
            PHASE_SECONDS,
            slug,
            url,
            WRITES_GOAL_RATE,
          );
      }
      phases.mixed = await measure(target, 'mixed', MIXED_SECONDS, slug);
      results[target.name] = phases;
      console.log(target.name);
      for (const [name, f] of Object.entries(phases)) print(name, f);
      // The production shape (compose: PostgreSQL, two APIs, nginx) is what the reads goal is about.
      if (kind === 'postgres' && target.nginxUrl) {
        readsGoal = await measureReadsGoal(target.nginxUrl, plainReadRequests(slug), (url, requests, timing) =>
          timedRun(url, () => requests, timing),
        );
        console.log('reads goal: bare Fastify and the reads through nginx in alternating rounds (plain client both)');
        for (const [i, r] of readsGoal.rounds.entries()) {
          console.log(
            `  round ${i + 1}: bare ${r.bareReqPerSec} req/s (CPUs ${r.cpuBusyBare.join('/')} %), reads ${r.readsReqPerSec} req/s (CPUs ${r.cpuBusyReads.join('/')} %): ${r.sharePercent} %`,
          );
        }
      }
    } finally {
      await target.close();
    }
  }

  const outDir = path.join(repoRoot, 'bench', 'results');
  await mkdir(outDir, { recursive: true });
  await writeFile(
    path.join(outDir, 'load.json'),
    `${JSON.stringify({ at: new Date().toISOString(), connections: CONNECTIONS, results, readsGoal }, null, 2)}\n`,
  );
  // The reads goal: reads behind a gateway, on PostgreSQL with two instances, as a share of bare Fastify
  // asked by the same client. The phases' figures were taken minutes apart; the rounds above, back to back.
  const plainBare = results.baseline['bare Fastify']?.reqPerSec;
  for (const [gateway, phase] of [
    ['Node', 'reads only, plain client'],
    ['nginx', 'reads only, nginx gateway, plain client'],
  ] as const) {
    const reads = results['PostgreSQL, 2 API processes']?.[phase]?.reqPerSec;
    if (plainBare && reads)
      console.log(
        `reads through the ${gateway} gateway (phases): ${((100 * reads) / plainBare).toFixed(1)} % of bare Fastify (plain client both; goal 50 %)`,
      );
  }
  if (readsGoal) {
    const shares = readsGoal.rounds.map((r) => r.sharePercent);
    console.log(
      `reads through nginx (rounds): median ${readsGoal.medianSharePercent} % of bare Fastify, ${Math.min(...shares)}–${Math.max(...shares)} % (goal 50 %)`,
    );
  }
  const rowsOk = Object.values(results).every((phases) => Object.values(phases).every((f) => !f.rows || f.rows.equal));
  console.log(rowsOk ? 'stored rows == 2xx answers in every phase' : 'STORED ROWS DIFFER FROM THE 2xx ANSWERS');
  process.exitCode = rowsOk ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
