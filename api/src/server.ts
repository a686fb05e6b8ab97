import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { startBackupControl } from './db/backup/control.js';
import { controlSocketOf, onDisk } from './db/backup/paths.js';
import { getPurifier } from './features/blog/sanitize.js';
import { DEFAULT_DRAIN_MS, trackRequests } from './http/drain.js';
import { metricsListenerConfig, startMetricsListener } from './metrics/listener.js';

// Boot only: read the environment, build the app, listen, and shut down cleanly.
const config = loadConfig();
const app = buildApp(config);
let metricsServer: { close(done: () => void): void } | undefined;
let backupControl: { close(): Promise<void> } | undefined;

// A release stops one instance at a time while the others take its traffic: on SIGTERM the listener closes first
// (the gateways retry a refused connection on another instance), what is in flight finishes, live streams end with a
// hint to reconnect, and only then does the app close its database.
const drainMs = Number(process.env.API_DRAIN_MS ?? DEFAULT_DRAIN_MS);
const requests = trackRequests(app.server);

closeWithGrace({ delay: drainMs + 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'server closing because of an error');
  else app.log.info({ signal }, 'server closing');
  if (!err && app.server.listening) {
    await requests.drain(drainMs);
    app.log.info({ inFlight: requests.inFlight() }, 'server drained');
  }
  await new Promise<void>((resolve) => (metricsServer ? metricsServer.close(() => resolve()) : resolve()));
  await backupControl?.close();
  await app.close(); // onClose hooks close the database
});

// Started by `npm start`'s supervisor with an IPC channel: when the supervisor dies, close as on SIGTERM.
process.on('disconnect', () => process.kill(process.pid, 'SIGTERM'));

try {
  // The blog's HTML cleaner (jsdom) is made before the first request, not by it: that takes about half a second,
  // which the first blog answer after a start would wait for (and the server render's 1 s data limit with it). Only
  // the server does this; the API tests, which build the app without listening, load jsdom if they clean a post.
  getPurifier();
  await app.listen({ port: config.port, host: config.host });
  // Prometheus metrics on their own listener (METRICS_PORT), never on the public port.
  const metricsConfig = metricsListenerConfig(process.env);
  if (metricsConfig) {
    app.metrics.collectProcessMetrics();
    const { server, address } = await startMetricsListener(app.metrics.registry, metricsConfig);
    metricsServer = server;
    app.log.info({ host: address.address, port: address.port }, 'metrics listening');
  }
  // An on-disk PGlite: `npm run backup` asks this process for a consistent snapshot (db/backup/control.ts).
  // Not a reason to stop serving: without it, `npm run backup` says the API holds the directory.
  if (app.dbSnapshot && onDisk(config.dataDir)) {
    backupControl = await startBackupControl(controlSocketOf(config.dataDir), app.dbSnapshot, app.log).catch((error: unknown) => {
      app.log.error({ err: error }, 'backup control socket failed to start');
      return undefined;
    });
  }
} catch (error) {
  app.log.error({ err: error }, 'server failed to start');
  // Release what did start (e.g. the PGlite data dir) before leaving.
  await app.close().catch(() => {});
  process.exit(1);
}
