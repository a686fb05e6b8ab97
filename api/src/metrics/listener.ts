import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

/*
 * The metrics endpoint lives on its own listener (METRICS_PORT, on METRICS_HOST, 127.0.0.1 unless told), never on
 * the public API port: the gateways proxy only the API port, so /metrics cannot be reached through them. In compose
 * the API binds it on the internal `monitoring` network only (docs/operations.md).
 */

export interface MetricsListenerConfig {
  port: number;
  host: string;
}

type Env = Record<string, string | undefined>;

/** METRICS_PORT (unset or empty: no listener; 0: any free port) and METRICS_HOST. */
export function metricsListenerConfig(env: Env): MetricsListenerConfig | undefined {
  const raw = env.METRICS_PORT?.trim();
  if (!raw) return undefined;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`METRICS_PORT must be an integer between 0 and 65535, got "${raw}"`);
  return { port, host: env.METRICS_HOST?.trim() || '127.0.0.1' };
}

/** Serves GET /metrics in the Prometheus text format; everything else is a 404. Answers the bound address. */
export async function startMetricsListener(
  registry: Registry,
  config: MetricsListenerConfig,
): Promise<{ server: http.Server; address: AddressInfo }> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  return { server, address: server.address() as AddressInfo };
}
