// The reads goal of issue 12 (public reads ≥ 50 % of bare Fastify), taken in alternating rounds: on a shared VM the
// machine's speed drifts over minutes (bare Fastify alone gave 34k, 46k and 38k req/s in three runs of one evening), so
// two figures taken minutes apart compare two machines. Each round measures bare Fastify and the reads through the
// gateway back to back, in alternating order (ABBA), and the goal is judged on the median of the rounds' ratios.
import autocannon, { type Request } from 'autocannon';
import { cpuWindow } from './cpuBusy';
import { startServer } from './processes';

const ROUNDS = Number(process.env.BENCH_GOAL_ROUNDS ?? 6);
const SECONDS = Number(process.env.BENCH_GOAL_SECONDS ?? 10);
const WARMUP_SECONDS = 2;

export interface ReadsGoalRound {
  bareReqPerSec: number;
  readsReqPerSec: number;
  /** Reads as a share of bare Fastify in this round, in percent. */
  sharePercent: number;
  cpuBusyBare: number[];
  cpuBusyReads: number[];
}

export interface ReadsGoal {
  rounds: ReadsGoalRound[];
  medianSharePercent: number;
}

async function reqPerSec(url: string, requests: Request[], connections: number): Promise<{ rate: number; cpuBusy: number[] }> {
  await autocannon({ url, connections, duration: WARMUP_SECONDS, requests });
  const cpu = cpuWindow();
  const result = await autocannon({ url, connections, duration: SECONDS, requests });
  if (result.errors + result.timeouts + result.non2xx > 0) throw new Error(`${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`);
  return { rate: Math.round(result.requests.total / result.duration), cpuBusy: cpu() };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Bare Fastify (its own process, started here) against `readRequests` sent to `gatewayUrl`, both with the plain client. */
export async function measureReadsGoal(gatewayUrl: string, readRequests: Request[], connections: number): Promise<ReadsGoal> {
  const bare = await startServer('bare Fastify', 'bench/load/bareFastify.ts', {});
  try {
    const bareRequests: Request[] = [{ method: 'GET', path: '/api/health' }];
    const rounds: ReadsGoalRound[] = [];
    for (let i = 0; i < ROUNDS; i += 1) {
      const bareFirst = i % 4 === 0 || i % 4 === 3;
      const first = bareFirst ? await reqPerSec(bare.url, bareRequests, connections) : await reqPerSec(gatewayUrl, readRequests, connections);
      const second = bareFirst ? await reqPerSec(gatewayUrl, readRequests, connections) : await reqPerSec(bare.url, bareRequests, connections);
      const [b, r] = bareFirst ? [first, second] : [second, first];
      rounds.push({ bareReqPerSec: b.rate, readsReqPerSec: r.rate, sharePercent: Math.round((1000 * r.rate) / b.rate) / 10, cpuBusyBare: b.cpuBusy, cpuBusyReads: r.cpuBusy });
    }
    return { rounds, medianSharePercent: Math.round(10 * median(rounds.map((r) => r.sharePercent))) / 10 };
  } finally {
    await bare.stop();
  }
}
