import assert from 'node:assert/strict';
import type { App } from '../../src/app.js';
import { DEMO_ADMIN } from '../../src/features/admin/auth/demoAdmin.js';

export { DEMO_ADMIN };

/** Demo mode (the test apps' default): the demo administrator exists, as under `npm start`. */
export const DEMO_CONFIG = { demoMode: true } as const;

/** Outside demo mode: a production start (the file must provide OTP_SECRET and SMS settings in its environment). */
export const PRODUCTION_CONFIG = { demoMode: false } as const;

export const authHeader = (token: string) => ({ authorization: `Token ${token}` });

/** Signs the demo administrator in and answers its token. */
export async function signIn(
  app: App,
  credentials: { username: string; password: string } = DEMO_ADMIN,
  remoteAddress = '127.0.0.1',
): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/admin/auth/login/', payload: credentials, remoteAddress });
  assert.equal(response.statusCode, 200, response.body);
  return (response.json() as { token: string }).token;
}

/** An admin call with the token; `payload` is sent as JSON. */
export function adminCall(app: App, token: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) {
  return app.inject({ method, url, headers: authHeader(token), ...(payload === undefined ? {} : { payload: payload as object }) });
}
