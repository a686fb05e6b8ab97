import net from 'node:net';
import type { Server } from 'node:http';

/**
 * How long a stopping API waits for its callers to let go before it closes what is left (API_DRAIN_MS). Longer than
 * the gateways keep an idle connection to it (scripts/lib/edge.ts, API_IDLE_KEEPALIVE_MS): by then every gateway has
 * closed its idle connections itself, so none is cut by the API while a request may be on its way in it.
 */
export const DEFAULT_DRAIN_MS = 5_000;

type DrainListener = () => void;
const drainListeners = new Set<DrainListener>();

/** Called once when the process starts to stop (e.g. open live streams end with a hint to reconnect elsewhere). */
export function onDrain(listener: DrainListener): () => void {
  drainListeners.add(listener);
  return () => drainListeners.delete(listener);
}

/**
 * Counts the requests in flight and, once draining, marks every answer `Connection: close`: the caller's connection
 * ends with its answer instead of being reused for a request this process would no longer take.
 */
export function trackRequests(server: Server) {
  let inFlight = 0;
  let draining = false;
  let idle: (() => void) | undefined;
  server.on('request', (_request, response) => {
    inFlight += 1;
    if (draining) response.setHeader('connection', 'close');
    response.once('close', () => {
      inFlight -= 1;
      if (inFlight === 0) idle?.();
    });
  });

  /**
   * Stops accepting connections (a new one is refused, which the gateways retry on another instance, writes included:
   * nothing reached this one), lets what is in flight finish, and resolves once every connection has ended, or after
   * `maxMs` when nothing is in flight any more. What is left is idle and the server's close ends it.
   */
  async function drain(maxMs: number) {
    draining = true;
    // net.Server's own close: the http server's would also cut idle kept-alive connections at once, while a gateway may
    // be sending a request in one of them.
    const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
    for (const listener of drainListeners) listener();
    const deadline = new Promise<void>((resolve) => setTimeout(resolve, maxMs).unref());
    const nothingInFlight = () =>
      new Promise<void>((resolve) => {
        if (inFlight === 0) resolve();
        else idle = resolve;
      });
    await Promise.race([closed, deadline.then(nothingInFlight)]);
  }

  return { drain, inFlight: () => inFlight };
}
