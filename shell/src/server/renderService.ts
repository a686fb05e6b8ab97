// The render service: `node shell/dist/server/render-service.js`. A small HTTP server in front of the composer; the
// gateway (npm start) or nginx (compose) sends it the public pages' HTML requests and serves the static index.html
// itself when this service is down or too slow.
// Environment: COMPOSER_ORIGIN (where the site is reached: manifest, config, API, remote builds), RENDER_PORT (0: any
// free port, reported to a parent process over IPC), RENDER_HOST, RENDER_TIMEOUT_MS (the React render's limit),
// RENDER_DATA_TIMEOUT_MS (the route data's limit), SITE_URL (the public origin for canonical links; otherwise the
// request's forwarded host), RENDER_METRICS_PORT / RENDER_METRICS_HOST (Prometheus metrics, renderMetrics.ts).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { JSDOM } from 'jsdom';
import { createComposer } from './composer';
import { startRenderMetrics } from './renderMetrics';
import { CLIENT_RENDER_HEADER, CLIENT_RENDER_VALUE, COMPOSER_METRICS_PATH, renderLimitsFromEnv } from './renderServiceProtocol';

// Pages read HTML as plain text with DOMParser (blog titles and summaries); the server gets the same parser from
// jsdom, so the server HTML says exactly what the browser's hydration computes.
globalThis.DOMParser = new JSDOM('').window.DOMParser;

const limits = renderLimitsFromEnv(process.env);
const composerOrigin = process.env.COMPOSER_ORIGIN ?? 'http://127.0.0.1:8080';
const composer = createComposer({
  origin: composerOrigin,
  timeoutMs: limits.renderTimeoutMs,
  dataTimeoutMs: limits.dataTimeoutMs,
});

function publicOriginOf(req: http.IncomingMessage): string {
  if (process.env.SITE_URL) return process.env.SITE_URL;
  const header = (name: string) => [req.headers[name]].flat()[0]?.split(',')[0]?.trim();
  const proto = header('x-forwarded-proto') ?? 'http';
  return `${proto}://${header('x-forwarded-host') ?? req.headers.host ?? 'localhost'}`;
}

const server = http.createServer((req, res) => {
  const url = req.url ?? '/';
  if (url === COMPOSER_METRICS_PATH) {
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify(composer.metrics()));
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  const clientRequested = req.headers[CLIENT_RENDER_HEADER] === CLIENT_RENDER_VALUE;
  void composer.render(url, publicOriginOf(req), { clientRequested }).then((page) => {
    res.writeHead(page.status, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      'x-render': page.rendered,
      ...(page.reason ? { 'x-render-reason': page.reason } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : page.html);
  });
});

server.listen(Number(process.env.RENDER_PORT ?? 0), process.env.RENDER_HOST ?? '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  process.send?.({ renderServicePort: port });
  console.log(`[render] composer ready on port ${port} (site at ${composerOrigin})`);
});

const metricsServer = startRenderMetrics(() => composer.metrics(), process.env);

const stop = () => {
  metricsServer?.close();
  server.close(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
