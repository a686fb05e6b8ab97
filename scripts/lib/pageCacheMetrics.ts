// Prometheus metrics of the Node gateway's page cache: answers by outcome (hit, stale, miss, bypass; see
// PageCacheEvent) and staff writes that made every page revalidate. Labels are the outcome only: never a path, a
// host or anything a visitor sent. Served on a listener of its own on loopback (GATEWAY_METRICS_PORT), never on the
// gateway's public port. compose's nginx has no such counters: its access log says `cache=HIT|STALE|UPDATING|...`.
// The same listener answers the render counters as JSON at COMPOSER_METRICS_PATH (for operators and the build
// tests): the public port never does (scripts/lib/edge.ts).
import http from 'node:http';
import { Counter, Registry } from 'prom-client';
import { COMPOSER_METRICS_PATH } from '../../render-service/src/renderServiceProtocol';
import type { PageCacheEvent } from './pageCache';

export interface PageCacheMetrics {
  registry: Registry;
  /** GatewayOptions.onPageCacheEvent */
  onEvent(event: PageCacheEvent): void;
}

export function createPageCacheMetrics(): PageCacheMetrics {
  const registry = new Registry();
  const answers = new Counter({
    name: 'gateway_page_cache_answers_total',
    help: 'Page requests by page-cache outcome: hit (fresh), stale (served while it refreshes), miss (waited), bypass',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  // Every outcome from the start, so a rate over a missing series is never mistaken for zero traffic.
  for (const outcome of ['hit', 'stale', 'miss', 'bypass'] satisfies PageCacheEvent[]) answers.inc({ outcome }, 0);
  return { registry, onEvent: (outcome) => answers.inc({ outcome }) };
}

/** Starts the listener (`counters`: the gateway's JSON counters); a port already taken is logged, never the end of
 * the gateway. */
export function startPageCacheMetrics(
  metrics: PageCacheMetrics,
  port: number,
  host = '127.0.0.1',
  counters?: () => Promise<unknown>,
): http.Server {
  const server = http.createServer((req, res) => {
    const pathname = (req.url ?? '').split('?')[0];
    if (req.method === 'GET' && counters && pathname === COMPOSER_METRICS_PATH) {
      return void counters().then(
        (body) =>
          res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(JSON.stringify(body)),
        () => res.writeHead(500).end(),
      );
    }
    if (req.method !== 'GET' || pathname !== '/metrics') return void res.writeHead(404).end();
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  server.on('error', (error: NodeJS.ErrnoException) =>
    console.error(`[gateway] metrics listener not started: ${error.code ?? error.message}`),
  );
  server.listen(port, host);
  return server;
}
