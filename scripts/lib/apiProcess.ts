// The API child of `npm start`: its environment, and (below) the supervisor that keeps it running.
import { spawn, type ChildProcess } from 'node:child_process';

type Env = Record<string, string | undefined>;

export interface ApiPorts {
  /** Where the gateway (the site) listens. */
  port: number;
  /** Where the API listens, on loopback only: the gateway is its one client. */
  apiPort: number;
}

/**
 * The API's environment under `npm start`. Demo mode is asked for explicitly (the API treats every other
 * start as production and refuses to run without real secrets); an operator's own APP_MODE is kept.
 */
export function apiEnvironment(env: Env, { port, apiPort }: ApiPorts): Env {
  const shellOrigins = [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
  const appMode = env.APP_MODE ?? 'demo';
  return {
    ...env,
    APP_MODE: appMode,
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    // Only the demo may name this machine in robots.txt and the sitemap; a production start must be told its origin.
    PUBLIC_BASE_URL: env.PUBLIC_BASE_URL ?? (appMode === 'demo' ? `http://localhost:${port}` : undefined),
    CORS_ORIGINS: env.CORS_ORIGINS ?? shellOrigins.join(','),
    // Prometheus metrics on a port of their own, on loopback: never behind the gateway (docs/operations.md).
    METRICS_PORT: env.METRICS_PORT ?? String(metricsPorts(apiPort).api),
    METRICS_HOST: '127.0.0.1',
  };
}

/**
 * Where `npm start`'s site listens: loopback unless HOST says otherwise. The demo's SMS outbox (/api/dev/sms-outbox/)
 * lists every code, staff codes included, so a demo open to the network lets anyone on it sign in to the CRM; opening
 * it (HOST=0.0.0.0) is a choice. The API and the render service always listen on loopback: the gateway is their one
 * client.
 */
export function gatewayHost(env: Env): string {
  return env.HOST || '127.0.0.1';
}

/** Where `npm start` puts the metrics listeners: beside the API's port (METRICS_PORT / RENDER_METRICS_PORT /
 * GATEWAY_METRICS_PORT override). */
export function metricsPorts(apiPort: number) {
  // +70/+71/+72: clear of the render service's API_PORT + 50 of any neighbouring server (the e2e profiles are 10-20 apart).
  return { api: apiPort + 70, render: apiPort + 71, gateway: apiPort + 72 };
}

export interface Backoff {
  /** Delay before the first restart. */
  initialMs: number;
  /** The delay doubles after each quick death, up to this. */
  maxMs: number;
  /** An API that ran this long before dying counts as healthy: the delay starts over. */
  stableMs: number;
}

export const DEFAULT_BACKOFF: Backoff = { initialMs: 500, maxMs: 30_000, stableMs: 60_000 };

export interface SuperviseOptions {
  command: string;
  args: string[];
  env: Env;
  cwd: string;
  log?: (line: string) => void;
  /** Called with each new child (the first start included). */
  onStart?: (child: ChildProcess) => void;
  backoff?: Backoff;
  /** How long stop() waits for the API to close before killing it (its own grace period is 10 s). */
  stopTimeoutMs?: number;
  /** Name of the process in the log lines (default 'API'). */
  label?: string;
}

export interface ApiSupervisor {
  /** The API process running now (or the one that just died, until its restart). */
  readonly child: ChildProcess;
  /** Ends the API (SIGTERM, then SIGKILL after stopTimeoutMs) and restarts nothing. */
  stop(): Promise<void>;
}

/**
 * Runs the API and starts it again whenever it exits, after a delay that doubles while it keeps dying
 * (so a crash loop does not spin) and starts over once it ran for a while. Each exit and restart is logged.
 * Meanwhile the gateway answers the API's paths with a Turkish 503.
 */
export function superviseApi(options: SuperviseOptions): ApiSupervisor {
  const { command, args, env, cwd, log = (line) => console.error(line), onStart, stopTimeoutMs = 15_000, label = 'API' } = options;
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  let delay = backoff.initialMs;
  let stopping = false;
  let restartTimer: NodeJS.Timeout | undefined;
  let child: ChildProcess;

  const start = () => {
    const startedAt = Date.now();
    // The IPC channel is a lifeline: if this supervisor dies, even by SIGKILL, the child sees 'disconnect' and ends
    // too, instead of holding its ports against the next start (api/src/server.ts, renderService.ts).
    child = spawn(command, args, { cwd, env, stdio: ['inherit', 'inherit', 'inherit', 'ipc'] });
    onStart?.(child);
    child.once('exit', (code, signal) => {
      if (stopping) return;
      if (Date.now() - startedAt >= backoff.stableMs) delay = backoff.initialMs;
      log(`[start] ${label} exited (${signal ?? code}); restarting in ${delay} ms`);
      restartTimer = setTimeout(start, delay);
      delay = Math.min(delay * 2, backoff.maxMs);
    });
  };
  start();

  return {
    get child() {
      return child;
    },
    async stop() {
      stopping = true;
      clearTimeout(restartTimer);
      const current = child;
      if (current.exitCode !== null || current.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => current.once('exit', () => resolve()));
      current.kill('SIGTERM');
      const killer = setTimeout(() => current.kill('SIGKILL'), stopTimeoutMs);
      await exited;
      clearTimeout(killer);
    },
  };
}
