/**
 * Is this error the database being unreachable (restarting, stopped, shutting down, the connection cut), rather than
 * a fault of the query? Those are answered 503 with Retry-After: the request may simply be sent again.
 */

/** Socket-level codes of a connection that failed or broke. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of an unavailable server: class 08 (connection exception), 57P01 admin_shutdown (`pg_ctl stop/restart -m
 * fast`), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or shutting down), 53300 too_many_connections.
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;

/** node-postgres raises these without a code once a connection broke or never came up. */
const BROKEN_CONNECTION_TEXT =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Connection terminated due to connection timeout/;

/** How long a client is told to wait (Retry-After, seconds): a fast restart of PostgreSQL takes a few. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export function isDatabaseUnavailable(error: unknown): boolean {
  // drizzle wraps the driver's error (DrizzleQueryError.cause); walk a few links of the chain.
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
    if (BROKEN_CONNECTION_TEXT.test(current.message)) return true;
  }
  return false;
}

/** The SQLSTATE or socket code along the chain, for the log (never the query or its values). */
export function databaseErrorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}
