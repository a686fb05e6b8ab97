import { parsePositiveInt } from '../../config.js';

/** Settings of the admin area, read from the environment (documented in docs/admin.md). */
export interface AdminConfig {
  /** A session ends this long after sign-in, however busy (ADMIN_SESSION_HOURS, 8). */
  sessionTtlMs: number;
  /** The window the sign-in limits count failures in (15 minutes). */
  loginWindowMs: number;
  /**
   * Failed sign-ins of one account from one IP in the window, since that pair's last success
   * (ADMIN_LOGIN_MAX_PER_ACCOUNT_IP_15M, 5). The account alone is never limited (docs/admin.md).
   */
  maxFailuresPerAccountAndIp: number;
  /** Failed sign-ins per client IP in the window (ADMIN_LOGIN_MAX_PER_IP_15M, 20). */
  maxFailuresPerIp: number;
  /**
   * ADMIN_USERNAME + ADMIN_PASSWORD: the account is created, or its password set, at start-up. This is how a
   * production database gets its first administrator.
   */
  bootstrap: { username: string; password: string } | undefined;
}

type Env = Record<string, string | undefined>;

/** Shortest password ADMIN_PASSWORD may set. */
export const MIN_ADMIN_PASSWORD_LENGTH = 12;

/** Throws (the server refuses to start) on a half-given or too short bootstrap account. */
export function loadAdminConfig(env: Env): AdminConfig {
  const username = env.ADMIN_USERNAME?.trim();
  const password = env.ADMIN_PASSWORD;
  if (Boolean(username) !== Boolean(password)) throw new Error('ADMIN_USERNAME and ADMIN_PASSWORD must be set together');
  if (password !== undefined && password.length < MIN_ADMIN_PASSWORD_LENGTH) {
    throw new Error(`ADMIN_PASSWORD must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters long`);
  }
  return {
    sessionTtlMs: parsePositiveInt('ADMIN_SESSION_HOURS', env.ADMIN_SESSION_HOURS, 8, 24 * 30) * 3_600_000,
    loginWindowMs: 15 * 60_000,
    maxFailuresPerAccountAndIp: parsePositiveInt('ADMIN_LOGIN_MAX_PER_ACCOUNT_IP_15M', env.ADMIN_LOGIN_MAX_PER_ACCOUNT_IP_15M, 5, 1000),
    maxFailuresPerIp: parsePositiveInt('ADMIN_LOGIN_MAX_PER_IP_15M', env.ADMIN_LOGIN_MAX_PER_IP_15M, 20, 100_000),
    bootstrap: username && password ? { username, password } : undefined,
  };
}
