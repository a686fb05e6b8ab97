// The render service's metrics, all in this file: the counters of every page it answers (rendered on the server, or
// left to the browser and why), kept by its worker pools (renderPools.ts), and their Prometheus view, read from those
// counters at each scrape. The Prometheus view is served on a listener of its own (RENDER_METRICS_PORT on
// RENDER_METRICS_HOST, 127.0.0.1 unless told), never on the port the gateways send pages to, so it cannot be reached
// through them. The same counters answer COMPOSER_METRICS_PATH (renderService.ts) as JSON.
import http from 'node:http';
import { Counter, Registry, collectDefaultMetrics } from 'prom-client';
import { FAILURES, type ClientRenderReason, type ComposedPage } from './clientRender';

export interface ComposerMetrics {
  serverRendered: number;
  /** Client renders by reason: failures (render-error, timeout, ...) and the normal ones. */
  clientRendered: Partial<Record<ClientRenderReason, number>>;
  failures: number;
}

/** The running totals of the pages answered: `count` each page once, `snapshot` for a copy to report. */
export function createComposerCounters() {
  const totals: ComposerMetrics = { serverRendered: 0, clientRendered: {}, failures: 0 };
  return {
    count(page: Pick<ComposedPage, 'rendered' | 'reason'>): void {
      if (page.rendered === 'server') totals.serverRendered++;
      else if (page.reason) {
        totals.clientRendered[page.reason] = (totals.clientRendered[page.reason] ?? 0) + 1;
        if (FAILURES.has(page.reason)) totals.failures++;
      }
    },
    snapshot: (): ComposerMetrics => structuredClone(totals),
  };
}

/** Counters whose value is the composer's running total: set at each scrape (reset, then the total). */
function totalCounter<L extends string>(
  registry: Registry,
  name: string,
  help: string,
  labelNames: readonly L[],
  read: () => [Partial<Record<L, string>>, number][],
) {
  return new Counter({
    name,
    help,
    labelNames,
    registers: [registry],
    collect() {
      this.reset();
      for (const [labels, value] of read()) if (value > 0) this.inc(labels, value);
    },
  });
}

export function createRenderMetrics(read: () => ComposerMetrics): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  totalCounter(registry, 'render_pages_total', 'Pages answered, by how they were rendered (server, client)', ['rendered'], () => {
    const now = read();
    const client = Object.values(now.clientRendered).reduce((sum, value) => sum + (value ?? 0), 0);
    return [
      [{ rendered: 'server' }, now.serverRendered],
      [{ rendered: 'client' }, client],
    ];
  });
  totalCounter(registry, 'render_client_fallbacks_total', 'Pages sent to the client render instead, by reason', ['reason'], () =>
    Object.entries(read().clientRendered).map(([reason, value]) => [{ reason }, value ?? 0]),
  );
  totalCounter(registry, 'render_failures_total', 'Client renders caused by a failure (render error, timeout, ...)', [], () => [
    [{}, read().failures],
  ]);
  return registry;
}

/** Starts the metrics listener when RENDER_METRICS_PORT is set; answers the server (or undefined). */
export function startRenderMetrics(read: () => ComposerMetrics, env: Record<string, string | undefined>): http.Server | undefined {
  const port = env.RENDER_METRICS_PORT?.trim();
  if (!port) return undefined;
  const registry = createRenderMetrics(read);
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  const host = env.RENDER_METRICS_HOST?.trim() || '127.0.0.1';
  // Metrics are for operators: a port already taken is logged, never the end of the page renders.
  server.on('error', (error: NodeJS.ErrnoException) =>
    console.error(`[render] metrics listener not started: ${error.code ?? error.message}`),
  );
  server.listen(Number(port), host, () => console.log(`[render] metrics on http://${host}:${port}/metrics`));
  return server;
}
