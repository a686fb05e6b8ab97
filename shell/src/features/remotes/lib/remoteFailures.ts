// Pure (no shared module): the entry chunk reports failures before the async boundary.
import type { Refusal } from './remoteRequirements';

/** The API's counter of remotes that could not run in a browser (api/src/features/reports/beaconRoutes.ts). */
export const REMOTE_FAILURE_ENDPOINT = '/api/olcum/uzak-modul/';

/** A remote refused before or while loading, with the reason the log and the metric name. */
export class RemoteRefusedError extends Error {
  constructor(
    readonly remote: string,
    readonly refusal: Refusal,
  ) {
    super(`remote ${remote} refused: ${refusal.text}`);
    this.name = 'RemoteRefusedError';
  }
}

/** Refusals seen inside the federation runtime (the kernel's share resolution), by remote, until reported. */
const refusals = new Map<string, Refusal>();
const reported = new Set<string>();
const reportedErrors = new WeakSet<object>();

/** Whether this error was already named by reportRemoteFailure (the page's error boundary then logs nothing more). */
export function wasReported(error: unknown): boolean {
  return Boolean(error && typeof error === 'object' && reportedErrors.has(error));
}

/** The kernel share resolution refused this remote (kernelWindow.ts); the load that fails next is named by it. */
export function recordRefusal(remote: string, refusal: Refusal): void {
  refusals.set(remote, refusal);
}

const chain = (error: unknown): string => {
  const parts: string[] = [];
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1)
    parts.push(e instanceof Error ? `${e.name}: ${e.message}` : String(e));
  return parts.join(' <- ');
};

/** Why loading `remote` failed, from what the runtime recorded or threw. */
export function failureOf(remote: string, error: unknown): Refusal {
  if (error instanceof RemoteRefusedError) return error.refusal;
  const recorded = refusals.get(remote);
  if (recorded) return recorded;
  const text = chain(error);
  // A container built to read the shell's bundler runtime, on a shell that does not hand it over.
  if (/attachShareScopeMap|__KREDI_FEDERATION_BUNDLER_RUNTIME__/.test(text))
    return { reason: 'runtime-hand-over-missing', text: `runtime hand-over missing (${text})` };
  if (/does not satisfy the requirement/.test(text) && /@kredi\/kernel/.test(text)) return { reason: 'kernel-refused', text };
  // A shared module built with `import: false` that this shell does not provide.
  if (/RUNTIME-012/.test(text)) return { reason: 'requirement-missing', text: `shared module not provided (${text})` };
  if (/ChunkLoadError|Loading (css )?chunk|RUNTIME-00[138]|Failed to fetch|NetworkError|did not load/i.test(text))
    return { reason: 'chunk-load-failed', text: `chunk load failed (${text})` };
  if (/exposes no routes/.test(text)) return { reason: 'no-routes', text };
  return { reason: 'load-failed', text };
}

export interface FailureSink {
  log: (line: string, error?: unknown) => void;
  beacon: (url: string, body: string) => void;
}

const browserSink: FailureSink = {
  log: (line, error) => console.error(line, error),
  beacon: (url, body) => {
    // text/plain: a simple request, as the other beacons (no preflight).
    if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function')
      navigator.sendBeacon(url, new Blob([body], { type: 'text/plain' }));
  },
};

/**
 * Names a remote's failure once per page load, remote and reason: one log line with the reason and one beacon that
 * the API counts in Prometheus (remote_failures_total{remote, reason}). Answers the failure's reason.
 */
export function reportRemoteFailure(remote: string, error: unknown, sink: FailureSink = browserSink): Refusal {
  if (error && typeof error === 'object') reportedErrors.add(error);
  const failure = failureOf(remote, error);
  const key = `${remote}\u0000${failure.reason}`;
  if (!reported.has(key)) {
    reported.add(key);
    sink.log(`[remotes] ${remote} çalıştırılamadı: ${failure.text}`, error);
    sink.beacon(REMOTE_FAILURE_ENDPOINT, JSON.stringify({ uzak: remote, neden: failure.reason }));
  }
  return failure;
}

/** 'Yeniden Dene' starts over: a refusal recorded before is not the next attempt's. */
export function forgetRefusal(remote: string): void {
  refusals.delete(remote);
}
