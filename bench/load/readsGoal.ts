// The reads target (public reads ≥ 50 % of bare Fastify), taken in alternating rounds: on a shared VM the
// machine's speed drifts over minutes (bare Fastify alone gave 34k, 46k and 38k req/s in three runs of one evening), so
// two figures taken minutes apart compare two machines. Each round measures bare Fastify and the reads through the
// gateway back to back, in alternating order (ABBA), and the goal is judged on the median of the rounds' ratios.
import type { Request } from 'autocannon';
import { plainBareRequests } from './mix';
import { startServer } from './processes';

const ROUNDS = Number(process.env.BENCH_GOAL_ROUNDS ?? 6);
const TIMING = { warmupSeconds: 2, seconds: Number(process.env.BENCH_GOAL_SECONDS ?? 10) };

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

/** The bench's timed run (run.ts): a warm-up, then `seconds` as fast as answers come, with the CPUs' load meanwhile. */
type TimedRun = (
  url: string,
  requests: Request[],
  timing: typeof TIMING,
) => Promise<{ reqPerSec: number; cpuBusy: number[]; errors: number }>;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Bare Fastify (its own process, started here) against `readRequests` sent to `gatewayUrl`, both with the plain client. */
export async function measureReadsGoal(gatewayUrl: string, readRequests: Request[], timedRun: TimedRun): Promise<ReadsGoal> {
  const bare = await startServer('bare Fastify', 'bench/load/bareFastify.ts', {});
  const measure = async (url: string, requests: Request[]) => {
    const figures = await timedRun(url, requests, TIMING);
    if (figures.errors > 0) throw new Error(`${url}: ${figures.errors} errors, timeouts or non-2xx answers`);
    return figures;
  };
  try {
    const rounds: ReadsGoalRound[] = [];
    for (let i = 0; i < ROUNDS; i += 1) {
      const bareFirst = i % 4 === 0 || i % 4 === 3;
      const first = bareFirst ? await measure(bare.url, plainBareRequests) : await measure(gatewayUrl, readRequests);
      const second = bareFirst ? await measure(gatewayUrl, readRequests) : await measure(bare.url, plainBareRequests);
      const [b, r] = bareFirst ? [first, second] : [second, first];
      rounds.push({
        bareReqPerSec: b.reqPerSec,
        readsReqPerSec: r.reqPerSec,
        sharePercent: Math.round((1000 * r.reqPerSec) / b.reqPerSec) / 10,
        cpuBusyBare: b.cpuBusy,
        cpuBusyReads: r.cpuBusy,
      });
    }
    return { rounds, medianSharePercent: Math.round(10 * median(rounds.map((r) => r.sharePercent))) / 10 };
  } finally {
    await bare.stop();
  }
}
