import { NETGSM_DEFAULT_BASE_URL, NETGSM_DEFAULT_TIMEOUT_MS, type NetgsmOptions } from './netgsmProvider.js';

export type SmsProviderName = 'console' | 'netgsm';

export type SmsConfig = { provider: 'console' } | { provider: 'netgsm'; netgsm: Omit<NetgsmOptions, 'fetch'> };

type Env = Record<string, string | undefined>;

const value = (env: Env, key: string) => env[key]?.trim() || undefined;

/**
 * SMS_PROVIDER: 'console' (the default in demo mode, and only allowed there: its codes reach nobody
 * but the demo outbox) or 'netgsm' (the default otherwise). netgsm needs NETGSM_USERCODE,
 * NETGSM_PASSWORD and NETGSM_MSGHEADER; NETGSM_BASE_URL and NETGSM_TIMEOUT_MS are optional.
 * Throws (the server refuses to start) when they are missing.
 */
export function loadSmsConfig(env: Env, demoMode: boolean): SmsConfig {
  const raw = value(env, 'SMS_PROVIDER')?.toLowerCase() ?? (demoMode ? 'console' : 'netgsm');
  if (raw === 'console') {
    if (!demoMode) throw new Error('SMS_PROVIDER=console is only allowed with APP_MODE=demo: set SMS_PROVIDER=netgsm and its settings');
    return { provider: 'console' };
  }
  if (raw !== 'netgsm') throw new Error(`SMS_PROVIDER must be "console" or "netgsm", got "${raw}"`);

  const missing = ['NETGSM_USERCODE', 'NETGSM_PASSWORD', 'NETGSM_MSGHEADER'].filter((key) => !value(env, key));
  if (missing.length > 0) throw new Error(`SMS_PROVIDER=netgsm needs ${missing.join(', ')}`);
  const timeoutRaw = value(env, 'NETGSM_TIMEOUT_MS');
  const timeoutMs = timeoutRaw === undefined ? NETGSM_DEFAULT_TIMEOUT_MS : Number(timeoutRaw);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 120_000) {
    throw new Error(`NETGSM_TIMEOUT_MS must be an integer between 100 and 120000, got "${timeoutRaw}"`);
  }
  const baseUrl = value(env, 'NETGSM_BASE_URL') ?? NETGSM_DEFAULT_BASE_URL;
  if (!/^https?:\/\//.test(baseUrl)) throw new Error(`NETGSM_BASE_URL must be an http(s) URL, got "${baseUrl}"`);
  return {
    provider: 'netgsm',
    netgsm: {
      baseUrl,
      usercode: value(env, 'NETGSM_USERCODE')!,
      // Passwords may legitimately start or end with spaces: keep it as given.
      password: env.NETGSM_PASSWORD!,
      msgheader: value(env, 'NETGSM_MSGHEADER')!,
      timeoutMs,
    },
  };
}
