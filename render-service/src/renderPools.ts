import os from 'node:os';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { ownerOf, type RemoteManifestEntry } from '@kredi/kernel/federation/contract';
import { fetchRemotesManifest } from '../../shell/src/features/remotes/lib/runtimeConfig';
import type { ClientRenderReason, ComposedPage } from './clientRender';
import { createComposerCounters, type ComposerMetrics } from './renderMetrics';
import type { RenderLimits } from './renderServiceProtocol';
import { bucketFetch, reusedPerBucket } from './bucketManifests';
import type { RenderPhase, RenderTask, WarmTask } from './renderWorker';

export interface RenderPoolsOptions {
  /** render-service/dist/render-worker.js */
  workerFile: string;
  /** Where the site is reached (the manifest says which remote owns a path, hence which pool renders it). */
  origin: string;
  limits: RenderLimits;
  /** The client render's page (shell/dist/index.html): the answer when a worker had to be stopped. */
  template: string;
  /** Worker threads per remote (default: the machine's cores, at least 2). */
  threadsPerPool?: number;
  /** Time past a phase's own limit before the worker is stopped: the worker's own limits normally answer first. */
  hardMarginMs?: number;
  /** How long a page whose render had to be stopped is left to the browser without trying its build again. */
  quarantineMs?: number;
  log?: (line: string) => void;
}

/** Aborted while waiting for a worker, or in one of the worker's phases. */
type Stage = 'queued' | RenderPhase;
/** A worker's warm-up (warm()): many threads start at once, so far longer than a page's load; only a stuck build hits it. */
const WARM_LIMIT_MS = 60_000;
const REASON_OF_STAGE: Record<Stage, ClientRenderReason> = {
  queued: 'render-busy',
  load: 'remote-unavailable',
  data: 'data-timeout',
  render: 'render-timeout',
};

/**
 * Render isolation (docs/ssr.md): each remote's pages are composed in worker threads of that remote's own pool, so a
 * remote whose server build is slow or stuck occupies only its own workers. Every phase has a hard limit (the phase's
 * own limit plus a margin); past it the worker is ended, even in a synchronous endless loop, and the visitor gets
 * the client render. A page whose worker had to be ended is then left to the browser for `quarantineMs`.
 */
export function createRenderPools(options: RenderPoolsOptions) {
  const { workerFile, origin, limits, template, log = (line: string) => console.warn(line) } = options;
  const threads = options.threadsPerPool ?? Math.max(2, os.availableParallelism());
  // Generous: a real page on a busy machine must not be mistaken for a stuck one (ending a worker and starting another
  // costs more than the page); the worker's own limits answer a slow page without it.
  const hardMarginMs = options.hardMarginMs ?? 1000;
  const quarantineMs = options.quarantineMs ?? 5000;
  const stageLimitMs: Record<Stage, number> = {
    // Waiting for a free worker (or for a new pool's workers to start): past this the page is left to the browser.
    queued: limits.serviceTimeoutMs - limits.dataTimeoutMs - limits.renderTimeoutMs,
    // A cold worker's first page of a remote fetches and evaluates its build and requires the shared libraries it
    // names (seconds on a busy machine); this only stops a build whose top level never returns.
    load: 10_000,
    data: limits.dataTimeoutMs + hardMarginMs,
    render: limits.renderTimeoutMs + hardMarginMs,
  };
  const pools = new Map<string, Piscina<RenderTask, ComposedPage>>();
  const quarantined = new Map<string, number>();
  const manifest = reusedPerBucket((bucket) => fetchRemotesManifest(bucketFetch(bucket), origin), 1000);
  const counters = createComposerCounters();

  const poolFor = (owner: RemoteManifestEntry | undefined) => {
    const key = owner?.name ?? '';
    let pool = pools.get(key);
    if (!pool) {
      pool = new Piscina<RenderTask, ComposedPage>({
        filename: workerFile,
        // All started at once and kept: a worker takes a second or more to start (React, MUI, the build), longer than a
        // visitor should wait for a page.
        minThreads: threads,
        maxThreads: threads,
        maxQueue: threads * 8,
        // The composer keeps timers between tasks (reused manifest, data cache): no blocking wait between tasks.
        atomics: 'disabled',
      });
      pools.set(key, pool);
    }
    return pool;
  };

  const client = (reason: ClientRenderReason): ComposedPage => ({ status: 200, html: template, rendered: 'client', reason });

  function count(page: ComposedPage) {
    counters.count(page);
    return page;
  }

  async function inWorker(url: string, publicOrigin: string, pathname: string, bucket: string | undefined): Promise<ComposedPage> {
    const owner = await manifest(bucket).then(
      (list) => ownerOf(list, pathname),
      () => undefined, // the worker reads the manifest too, and answers manifest-unavailable
    );
    const quarantineKey = `${owner?.server ?? ''} ${pathname}`;
    if ((quarantined.get(quarantineKey) ?? 0) > Date.now()) return client('render-quarantined');
    const pool = poolFor(owner);
    if (pool.queueSize >= pool.options.maxQueue) return client('render-busy');

    const { port1, port2 } = new MessageChannel();
    const controller = new AbortController();
    let stage: Stage = 'queued';
    let timer: NodeJS.Timeout | undefined;
    const arm = (next: Stage) => {
      stage = next;
      clearTimeout(timer);
      timer = setTimeout(() => controller.abort(), stageLimitMs[next]);
    };
    port1.on('message', (phase: RenderPhase) => arm(phase));
    arm('queued');
    try {
      return await pool.run(
        { url, publicOrigin, clientRequested: false, bucket, phases: port2 },
        { transferList: [port2], signal: controller.signal },
      );
    } catch (error) {
      if (!controller.signal.aborted) {
        log(`[composer] ${pathname}: client render instead (render-error): ${error instanceof Error ? error.message : String(error)}`);
        return client('render-error');
      }
      // Piscina ends a worker whose task is aborted while it runs: a synchronous loop stops here.
      if (stage !== 'queued') {
        for (const [key, until] of quarantined) if (until <= Date.now()) quarantined.delete(key);
        quarantined.set(quarantineKey, Date.now() + quarantineMs);
      }
      log(
        `[composer] ${pathname}: client render instead (${REASON_OF_STAGE[stage]}): ${stage === 'queued' ? 'no free worker' : 'worker stopped'}`,
      );
      return client(REASON_OF_STAGE[stage]);
    } finally {
      clearTimeout(timer);
      port1.close();
    }
  }

  /**
   * Starts every remote's pool (and the pool of pages no remote owns) and readies each of its workers: the thread
   * started (React, MUI), the manifest read, the remote's server build evaluated (marketing's loads jsdom). Without
   * it the first pages after a start wait for cold workers past the queue's limit and get the client render
   * ('render-busy') on a busy machine. Retries while the site (manifest, builds) is not answering yet; resolves true when every worker is
   * ready, false at `deadlineMs` (the pools then warm on their first pages, as before).
   */
  async function warm(deadlineMs = 120_000): Promise<boolean> {
    const until = Date.now() + deadlineMs;
    const pause = () => new Promise((resolve) => setTimeout(resolve, 500));
    const retried = async (task: () => Promise<unknown>) => {
      for (;;) {
        try {
          await task();
          return true;
        } catch (error) {
          // Aborted: a build whose top level never returns (its worker was ended); its pages are tried as they come.
          if (Date.now() > until || (error instanceof Error && error.name === 'AbortError')) return false;
          await pause();
        }
      }
    };
    let list: RemoteManifestEntry[] = [];
    if (!(await retried(async () => (list = await fetchRemotesManifest(fetch, origin))))) return false;
    const owners: Array<RemoteManifestEntry | undefined> = [undefined, ...list];
    const results = await Promise.all(
      owners.flatMap((owner) => {
        const pool = poolFor(owner);
        // One task per worker: each is busy with its own until it is ready, so every worker gets one.
        const warmTask: WarmTask = { server: owner?.server };
        // The worker's other export (name: 'warm'), which Piscina's one task type cannot express.
        const task = () => pool.run(warmTask as unknown as RenderTask, { name: 'warm', signal: AbortSignal.timeout(WARM_LIMIT_MS) });
        return Array.from({ length: threads }, () => retried(task));
      }),
    );
    return results.every(Boolean);
  }

  return {
    warm,
    /** The page at `url` (path and query) as `publicOrigin` serves it; never rejects. */
    async render(
      url: string,
      publicOrigin: string,
      { clientRequested = false, bucket }: { clientRequested?: boolean; bucket?: string } = {},
    ): Promise<ComposedPage> {
      if (clientRequested) return count(client('client-requested'));
      return count(await inWorker(url, publicOrigin, new URL(url, origin).pathname, bucket));
    },
    metrics: (): ComposerMetrics => counters.snapshot(),
    close: () => Promise.all([...pools.values()].map((pool) => pool.close({ force: true }))),
  };
}
