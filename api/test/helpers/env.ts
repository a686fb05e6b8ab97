/** Runs `fn` with some environment variables set (or removed), restoring them afterwards. */
export async function withEnv<T>(vars: Record<string, string | undefined>, fn: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  for (const [k, v] of Object.entries(vars)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  try {
    return await fn();
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}

/** A 32+ character OTP secret for tests that run outside demo mode. */
export const TEST_OTP_SECRET = 'a-test-secret-that-is-long-enough-1234567890';

/** Netgsm settings that pass start-up checks (tests never let the provider send). */
export const TEST_NETGSM_ENV = {
  SMS_PROVIDER: 'netgsm',
  NETGSM_USERCODE: 'u',
  NETGSM_PASSWORD: 'p',
  NETGSM_MSGHEADER: 'H',
  NETGSM_BASE_URL: 'http://127.0.0.1:9',
};
