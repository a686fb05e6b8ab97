import type { FastifyBaseLogger } from 'fastify';
import type { AdminConfig } from '../config.js';
import { DEMO_ADMIN } from './demoAdmin.js';
import { hashPassword, normalizeUsername, verifyPassword } from '../../../staff/passwords.js';
import type { AdminAuthRepository } from './repository.js';

export interface PrepareAccountsOptions {
  demoMode: boolean;
  bootstrap: AdminConfig['bootstrap'];
  log: FastifyBaseLogger;
}

/** Error that stops a production start while the demo password still opens an account. */
export function demoPasswordInProductionError(username: string): Error {
  return new Error(
    `Refusing to start outside demo mode: admin account "${username}" still accepts the demo password. ` +
      'Set ADMIN_USERNAME and ADMIN_PASSWORD to give it a new password.',
  );
}

/**
 * Runs at start-up, before the API listens:
 * 1. demo mode: the demo administrator is created if missing (docs/admin.md, 'Demo mode and production');
 * 2. ADMIN_USERNAME + ADMIN_PASSWORD: that account is created, or gets that password (its sessions end);
 * 3. outside demo mode: the start is refused while any active account accepts the demo password.
 */
export async function prepareAdminAccounts(repository: AdminAuthRepository, options: PrepareAccountsOptions): Promise<void> {
  const { demoMode, bootstrap, log } = options;
  if (demoMode && !(await repository.findAccount(DEMO_ADMIN.username))) {
    // Two instances starting together may both get here; the unique username keeps one row.
    if (await repository.createAccountIfMissing(DEMO_ADMIN.username, await hashPassword(DEMO_ADMIN.password)))
      log.info('demo admin account created');
  }
  if (bootstrap) {
    if (!demoMode && bootstrap.password === DEMO_ADMIN.password) throw demoPasswordInProductionError(bootstrap.username);
    const username = normalizeUsername(bootstrap.username);
    const existing = await repository.findAccount(username);
    if (!existing) {
      await repository.createAccountIfMissing(username, await hashPassword(bootstrap.password));
      log.info('admin account created from ADMIN_USERNAME');
    } else if (!existing.isActive || !(await verifyPassword(existing.passwordHash, bootstrap.password))) {
      await repository.setPassword(existing.id, await hashPassword(bootstrap.password));
      log.info('admin password set from ADMIN_PASSWORD');
    }
  }
  if (demoMode) return;
  for (const account of await repository.listActiveAccounts()) {
    if (await verifyPassword(account.passwordHash, DEMO_ADMIN.password)) throw demoPasswordInProductionError(account.username);
  }
}
