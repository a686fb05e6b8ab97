// The render service: `node render-service/dist/render-service.js`. A small HTTP server in front of the composer; the
// gateway (npm start) or nginx (compose) sends it the public pages' HTML requests and serves the static index.html
// itself when this service is down or too slow.
// Environment: COMPOSER_ORIGIN (where the site is reached: manifest, config, API, remote builds), RENDER_PORT (0: any
// free port, reported to a parent process over IPC), RENDER_HOST, RENDER_TIMEOUT_MS (the React render's limit),
// RENDER_DATA_TIMEOUT_MS (the route data's limit), SITE_URL (the public origin for canonical links, required: never
// the request's Host), RENDER_THREADS (worker threads per remote; default the cores, at least 2),
// RENDER_METRICS_PORT / RENDER_METRICS_HOST (Prometheus metrics, renderMetrics.ts).
// Pages are composed in worker threads (render-worker.js, one pool per remote: renderPools.ts), never in this thread.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createPageVersions } from './pageVersions';
import { startRenderMetrics } from './renderMetrics';
import { createRenderPools } from './renderPools';
import {
  CLIENT_RENDER_HEADER,
  CLIENT_RENDER_VALUE,
  COMPOSER_METRICS_PATH,
  REMOTES_BUCKET_HEADER,
  remotesBucketOf,
  renderLimitsFromEnv,
  siteUrlFromEnv,
} from './renderServiceProtocol';
import { shellBuildFile } from './shellBuild';

const limits = renderLimitsFromEnv(process.env);
const composerOrigin = process.env.COMPOSER_ORIGIN ?? 'http://127.0.0.1:8080';
const composer = createRenderPools({
  // The build beside this file (render-service/dist/render-worker.js) and the shell's client-render page.
  workerFile: path.join(__dirname, 'render-worker.js'),
  template: fs.readFileSync(shellBuildFile('index.html'), 'utf8'),
  origin: composerOrigin,
  limits,
  threadsPerPool: Number(process.env.RENDER_THREADS) || undefined,
});
const versions = createPageVersions({ origin: composerOrigin });

const siteUrl = siteUrlFromEnv(process.env);

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
  void answerPage(req, res, url, clientRequested);
});

/** A page: 304 when the gateway's cached version still holds (no render), otherwise composed in a worker. */
async function answerPage(req: http.IncomingMessage, res: http.ServerResponse, url: string, clientRequested: boolean) {
  const cached = req.headers['if-none-match'];
  if (cached && !clientRequested && (await versions.stillCurrent(cached))) {
    res.writeHead(304, { etag: cached, 'cache-control': 'no-cache', 'x-render': 'server' }).end();
    return;
  }
  // A canary visitor's page (the gateway names their bucket) is composed with that bucket's manifest.
  const page = await composer.render(url, siteUrl, { clientRequested, bucket: remotesBucketOf(req.headers[REMOTES_BUCKET_HEADER]) });
  const etag = versions.tag(page, url, siteUrl);
  res.writeHead(page.status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-cache',
    'x-render': page.rendered,
    ...(etag ? { etag } : {}),
    ...(page.reason ? { 'x-render-reason': page.reason } : {}),
    ...(page.location ? { location: page.location } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : page.html);
}

server.listen(Number(process.env.RENDER_PORT ?? 0), process.env.RENDER_HOST ?? '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  process.send?.({ renderServicePort: port });
  console.log(`[render] composer ready on port ${port} (site at ${composerOrigin})`);
  // Every pool's workers readied before the first visitors: npm start reports the site healthy after this message.
  void composer.warm().then((ready) => {
    console.log(ready ? '[render] render workers warm' : '[render] render workers not all warm: they warm on their first pages');
    process.send?.({ renderServiceWarm: ready });
  });
});

const metricsServer = startRenderMetrics(() => composer.metrics(), process.env);

const stop = () => {
  metricsServer?.close();
  server.close(() => void composer.close().finally(() => process.exit(0)));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// Started by `npm start`'s supervisor with an IPC channel: when the supervisor dies, stop with it.
process.on('disconnect', stop);
