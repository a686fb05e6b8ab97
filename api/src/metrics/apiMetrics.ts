import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { RemoteFailureReason } from '@kredi/contracts/reports';
import type { SmsProvider } from '../sms/types.js';
import { SmsSendError } from '../sms/types.js';

/*
 * The API's Prometheus metrics (docs/operations.md). One registry per app (tests build many apps in one
 * process); the process-wide default metrics (CPU, memory, event loop lag, GC) only where a real server starts.
 * Labels never carry anything about a person: the route's pattern (not its URL), the method, the status code.
 */

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export type SignInArea = 'admin' | 'crm';

/** Distinct remote names counted per process; any further name is counted as 'diger' (a beacon is anonymous). */
export const REMOTE_LABELS_MAX = 16;

export function createApiMetrics() {
  const registry = new Registry();
  const httpRequests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status code',
    labelNames: ['route', 'method', 'status_code'] as const,
    registers: [registry],
  });
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern, method and status code',
    labelNames: ['route', 'method', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const httpErrors = new Counter({
    name: 'http_server_errors_total',
    help: 'Requests answered with a 5xx, by route pattern',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  const smsMessages = new Counter({
    name: 'sms_messages_total',
    help: 'One-time-code SMS by outcome (sent, failed) and, for failures, the kind (timeout, unavailable, rejected, misconfigured)',
    labelNames: ['provider', 'outcome', 'kind'] as const,
    registers: [registry],
  });
  const signInFailures = new Counter({
    name: 'sign_in_failures_total',
    help: 'Refused sign-ins (wrong credentials or code, or too many tries), by area',
    labelNames: ['area'] as const,
    registers: [registry],
  });
  const remoteFailures = new Counter({
    name: 'remote_failures_total',
    help: "Remotes whose browser code could not run on a page, by remote and reason (the browser's beacon)",
    labelNames: ['remote', 'reason'] as const,
    registers: [registry],
  });
  const remoteLabels = new Set<string>();
  let poolStats: (() => PoolStats | undefined) | undefined;
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting clients); absent on PGlite',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = poolStats?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });

  return {
    registry,
    /** Called once per answered request. */
    observeRequest(route: string, method: string, statusCode: number, seconds: number) {
      const labels = { route, method, status_code: String(statusCode) };
      httpRequests.inc(labels);
      httpDuration.observe(labels, seconds);
      if (statusCode >= 500) httpErrors.inc({ route });
    },
    signInFailed(area: SignInArea) {
      signInFailures.inc({ area });
    },
    /** One remote that could not run on a visitor's page (the name is already checked against the manifest's pattern). */
    remoteFailed(remote: string, reason: RemoteFailureReason) {
      if (remoteLabels.size < REMOTE_LABELS_MAX) remoteLabels.add(remote);
      remoteFailures.inc({ remote: remoteLabels.has(remote) ? remote : 'diger', reason });
    },
    /** Where the DB pool's figures come from (PostgreSQL only). */
    watchPool(stats: () => PoolStats | undefined) {
      poolStats = stats;
    },
    /** The provider, counting each message sent or failed (nothing about the number or the text). */
    countSms(provider: SmsProvider): SmsProvider {
      return {
        name: provider.name,
        async send(phone, message) {
          try {
            const result = await provider.send(phone, message);
            smsMessages.inc({ provider: provider.name, outcome: 'sent', kind: '' });
            return result;
          } catch (error) {
            smsMessages.inc({ provider: provider.name, outcome: 'failed', kind: error instanceof SmsSendError ? error.kind : 'error' });
            throw error;
          }
        },
      };
    },
    /** Process metrics (CPU, memory, event loop, GC): once per process, where a real server starts. */
    collectProcessMetrics() {
      collectDefaultMetrics({ register: registry });
    },
  };
}

export type ApiMetrics = ReturnType<typeof createApiMetrics>;
