// `npm start`: builds what is missing or stale, then serves the whole product (default http://localhost:8080)
// on the embedded database, in demo mode (APP_MODE=demo unless set). The API is supervised: if it dies it is
// started again with backoff while the gateway answers its paths with a Turkish 503.
// Environment: PORT, HOST (where the site listens: 127.0.0.1 unless set, see gatewayHost), API_PORT, DATA_DIR,
// DATABASE_URL, PROFILE (single|multi), APP_MODE, METRICS_PORT and
// RENDER_METRICS_PORT, GATEWAY_METRICS_PORT (the Prometheus listeners, on loopback; API_PORT + 70, + 71, + 72 unless set),
// PAGE_KEEP_WARM_MS (the page cache's keep-warm window, default 0: off), RELEASES_DIR (the remotes' deployed builds and
// their manifest, default deploy/releases: `npm run deploy -w <remote>`, docs/architecture.md).
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { apiEnvironment, gatewayHost, metricsPorts, superviseApi } from './lib/apiProcess';
import { startGateway, type Profile } from './lib/gateway';
import { createPageCacheMetrics } from './lib/pageCacheMetrics';
import { buildWhatIsNeeded } from './lib/buildWhatIsNeeded';
import { repoRoot } from './lib/layout';
import { releasesDirFromEnv } from './lib/releases';
import { renderLimitsFromEnv } from '../render-service/src/renderServiceProtocol';

const port = Number(process.env.PORT ?? 8080);
const apiPort = Number(process.env.API_PORT ?? 8090);
const profile = (process.env.PROFILE === 'multi' ? 'multi' : 'single') satisfies Profile;
const host = gatewayHost(process.env);

async function buildIfAllowed() {
  if (process.env.SKIP_BUILD === '1') return;
  await buildWhatIsNeeded();
}

/** Waits for the first API process to answer; if it exits first, start-up failed (a restart would fail the same way). */
async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 180_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`API exited with code ${child.exitCode ?? child.signalCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`API did not become healthy at ${url}`);
}

async function main() {
  await buildIfAllowed();

  const apiEnv = apiEnvironment(process.env, { port, apiPort });
  const api = superviseApi({
    command: process.execPath,
    args: [path.join(repoRoot, 'api/dist/server.js')],
    cwd: repoRoot,
    env: apiEnv,
  });
  const stop = () => {
    void api.stop().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  try {
    await waitForHealth(`http://127.0.0.1:${apiPort}/api/health`, api.child);
  } catch (error) {
    await api.stop();
    throw error;
  }
  // The composer of public pages, in its own process: production React, and a crash or a slow page never takes the
  // gateway with it (the gateway then serves index.html).
  const renderPort = Number(process.env.RENDER_PORT ?? apiPort + 50);
  const renderMetricsPort = process.env.RENDER_METRICS_PORT ?? String(metricsPorts(apiPort).render);
  // The render service says when its workers are warm (renderPools.ts warm()); the site reports healthy after that,
  // or after two minutes whatever happens (the pools then warm on their first pages). Not the browser tests' servers
  // (NODE_ENV=test): three of them start at once on CI's two cores, and waiting for their 36 workers put 40-60 s before
  // every e2e run (measured); they report healthy with the gateway, as before, while their pools warm.
  const healthyAfterWarm = process.env.NODE_ENV !== 'test';
  let renderWarm: () => void = () => {};
  const renderServiceWarm = new Promise<void>((resolve) => {
    renderWarm = resolve;
    setTimeout(resolve, 120_000).unref();
  });
  const renderService = superviseApi({
    label: 'render service',
    onStart: (child) => child.on('message', (message: { renderServiceWarm?: boolean }) => 'renderServiceWarm' in message && renderWarm()),
    command: process.execPath,
    args: [path.join(repoRoot, 'render-service/dist/render-service.js')],
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      RENDER_PORT: String(renderPort),
      RENDER_HOST: '127.0.0.1',
      COMPOSER_ORIGIN: `http://127.0.0.1:${port}`,
      // Canonical links name the site the API's sitemap names, from configuration only (never a request's Host).
      SITE_URL: apiEnv.PUBLIC_BASE_URL,
      RENDER_METRICS_PORT: renderMetricsPort,
      RENDER_METRICS_HOST: '127.0.0.1',
    },
  });
  const stopAll = () => void Promise.all([api.stop(), renderService.stop()]).finally(() => process.exit(0));
  process.off('SIGINT', stop);
  process.off('SIGTERM', stop);
  process.on('SIGINT', stopAll);
  process.on('SIGTERM', stopAll);

  const gatewayMetricsPort = Number(process.env.GATEWAY_METRICS_PORT ?? metricsPorts(apiPort).gateway);
  const pageCacheMetrics = createPageCacheMetrics();
  await startGateway({
    profile,
    host,
    port,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    remotesFile: process.env.REMOTES_FILE,
    releasesDir: releasesDirFromEnv(process.env),
    buildsDir: process.env.BUILDS_DIR,
    configFile: process.env.SITE_CONFIG_FILE,
    publicHost: apiEnv.PUBLIC_BASE_URL ? new URL(apiEnv.PUBLIC_BASE_URL).hostname : undefined,
    renderServiceUrl: `http://127.0.0.1:${renderPort}`,
    renderServiceTimeoutMs: renderLimitsFromEnv(process.env).serviceTimeoutMs,
    healthyAfter: healthyAfterWarm ? renderServiceWarm : undefined,
    onPageCacheEvent: pageCacheMetrics.onEvent,
    // Off unless PAGE_KEEP_WARM_MS is set: on a saturated machine its refreshes crowd out the render service (bench/README.md).
    pageCache: { keepWarmMs: Number(process.env.PAGE_KEEP_WARM_MS ?? 0) },
    metricsListener: { port: gatewayMetricsPort, pageCache: pageCacheMetrics },
  });
  console.log(`[start] ${profile === 'single' ? 'tek kaynak' : 'çok kaynak'} düzeni hazır: http://localhost:${port}`);
  if (host !== '127.0.0.1') console.log(`[start] listening on ${host}: reachable from other machines (HOST)`);
  const apiMetricsPort = apiEnvironment(process.env, { port, apiPort }).METRICS_PORT;
  console.log(
    `[start] metrics (Prometheus, loopback only): http://127.0.0.1:${apiMetricsPort}/metrics (API), http://127.0.0.1:${renderMetricsPort}/metrics (render), ` +
      `http://127.0.0.1:${gatewayMetricsPort}/metrics (page cache; render counters as JSON at /__composer/metrics)`,
  );
}

main().catch((error: unknown) => {
  console.error('[start] failed:', error);
  process.exit(1);
});
