import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../../fixtures';

/** The demo administrator of demo mode (api/src/features/admin/auth/demoAdmin.ts), which the e2e servers run in. */
export const DEMO_ADMIN = { username: 'admin', password: 'demo-admin-2025' };

/** A text no other spec (or earlier run on the same database) uses. */
export const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** A staff phone no other spec or earlier run uses: 05 + 9 digits from the clock and a random part. */
export const uniqueStaffPhone = () =>
  `053${(Date.now() % 1e5).toString().padStart(5, '0')}${Math.floor(Math.random() * 1e3)
    .toString()
    .padStart(3, '0')}`.slice(0, 11);

/** Signs the demo administrator in through the API; answers the token. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/admin/auth/login/', { data: DEMO_ADMIN });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** Puts an admin session where the shell reads it (admin_token), as a sign-in would. */
export async function signInByApi(page: Page, request: APIRequestContext): Promise<string> {
  const token = await adminToken(request);
  await page.addInitScript((t) => window.localStorage.setItem('admin_token', t), token);
  return token;
}
