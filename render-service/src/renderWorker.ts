// A render worker: `render-service/dist/render-worker.js`, run by the render service's pools (renderPools.ts) in worker
// threads. Each worker has its own composer, so a remote's server build is evaluated and rendered here, never in the
// render service's own thread: a build stuck in a synchronous loop is stopped by ending its worker (docs/ssr.md).
// Environment (a copy of the render service's): COMPOSER_ORIGIN, RENDER_TIMEOUT_MS, RENDER_DATA_TIMEOUT_MS.
import type { MessagePort } from 'node:worker_threads';
import { createComposer, type ComposedPage } from './composer';
import { renderLimitsFromEnv } from './renderServiceProtocol';
import { provideLazyDomParser } from './serverDom';

provideLazyDomParser();

const limits = renderLimitsFromEnv(process.env);
const composer = createComposer({
  origin: process.env.COMPOSER_ORIGIN ?? 'http://127.0.0.1:8080',
  timeoutMs: limits.renderTimeoutMs,
  dataTimeoutMs: limits.dataTimeoutMs,
});

/** What a worker reports while it works on a page: the render service's hard limits follow these phases (`load`:
 * the manifest and the remote's build, evaluated once per build and worker; `data`: the route's data; `render`). */
export type RenderPhase = 'load' | 'data' | 'render';

export interface RenderTask {
  url: string;
  publicOrigin: string;
  clientRequested: boolean;
  /** The visitor's canary bucket, if any (composer.ts RenderOptions). */
  bucket?: string;
  /** Where the worker reports its phases (transferred with the task). */
  phases: MessagePort;
}

/** Composes one page (never rejects: a failure is the client render, with its reason). */
export default async function renderInWorker({ url, publicOrigin, clientRequested, bucket, phases }: RenderTask): Promise<ComposedPage> {
  const report = (phase: RenderPhase) => phases.postMessage(phase);
  report('load');
  try {
    return await composer.render(url, publicOrigin, { clientRequested, bucket, onPhase: report });
  } finally {
    phases.close();
  }
}

export interface WarmTask {
  /** The remote's server build (none: the pool of pages no remote owns, or a remote without one). */
  server?: string;
}

/** Piscina's `name: 'warm'`: readies this worker for the pages of the remote whose server build is at `server`. */
export async function warm({ server }: WarmTask): Promise<void> {
  await composer.warm(server);
}
