import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { inArray, isNotNull } from 'drizzle-orm';
import { buildApp } from '../../src/app.js';
import { loadConfig, type AppConfig } from '../../src/config.js';
import { staff } from '../../src/db/schema/index.js';
import { DEMO_STAFF } from '../../src/db/seed/crmDemo.js';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/testDatabase.js';
import { TEST_NETGSM_ENV, TEST_OTP_SECRET, withEnv } from '../helpers/env.js';

const NODE_ENVS_THAT_ARE_NOT_DEMO = [undefined, 'development', 'test', 'staging', 'prod', 'Production', 'production'];

/** What every production start needs besides the secrets under test. */
const SITE = { PUBLIC_BASE_URL: 'https://kredi.example' };
const CLEARED = {
  APP_MODE: undefined,
  NODE_ENV: undefined,
  OTP_SECRET: undefined,
  SMS_PROVIDER: undefined,
  API_DOCS: undefined,
  PUBLIC_BASE_URL: undefined,
  ADMIN_USERNAME: undefined,
  ADMIN_PASSWORD: undefined,
};

/** Builds the app from an environment exactly as server.ts does (plus a throw-away database, no logs). */
async function withAppFromEnv(env: Record<string, string | undefined>, fn: (app: ReturnType<typeof buildApp>) => Promise<void>) {
  await withEnv({ ...CLEARED, ...env }, async () => {
    const database = await createTestDatabase('pglite');
    const config: AppConfig = { ...loadConfig(process.env), logLevel: 'silent', ...database.config };
    const app = buildApp(config);
    try {
      await fn(app);
    } finally {
      await app.close().catch(() => {});
      await database.drop();
    }
  });
}

describe('demo mode is asked for explicitly with APP_MODE=demo', () => {
  it('is off whatever NODE_ENV says, on only with APP_MODE=demo', () => {
    for (const NODE_ENV of NODE_ENVS_THAT_ARE_NOT_DEMO) {
      assert.equal(loadConfig({ NODE_ENV }).demoMode, false, `NODE_ENV=${NODE_ENV}`);
      assert.equal(loadConfig({ NODE_ENV, APP_MODE: 'demo' }).demoMode, true, `NODE_ENV=${NODE_ENV} APP_MODE=demo`);
    }
    assert.equal(loadConfig({ APP_MODE: 'production' }).demoMode, false);
    // A typo must not quietly pick a mode.
    for (const APP_MODE of ['Demo', 'dev', 'true', 'prod']) assert.throws(() => loadConfig({ APP_MODE }), /APP_MODE/, APP_MODE);
  });

  for (const NODE_ENV of ['staging', 'prod', 'Production']) {
    it(`NODE_ENV=${NODE_ENV} without APP_MODE refuses to start without OTP_SECRET`, async () => {
      await withAppFromEnv({ NODE_ENV, ...SITE, ...TEST_NETGSM_ENV }, async (app) => {
        await assert.rejects(async () => app.ready(), /OTP_SECRET/);
      });
    });

    it(`NODE_ENV=${NODE_ENV} without APP_MODE has no SMS outbox and no public API docs`, async () => {
      await withAppFromEnv({ NODE_ENV, ...SITE, OTP_SECRET: TEST_OTP_SECRET, ...TEST_NETGSM_ENV }, async (app) => {
        await app.ready();
        assert.equal(app.config.demoMode, false);
        for (const url of ['/api/dev/sms-outbox/', '/api/dev/sms-outbox/?phone=5321234567', '/api/docs/', '/api/docs/json']) {
          const response = await app.inject({ method: 'GET', url });
          assert.equal(response.statusCode, 404, `${url}: ${response.body}`);
        }
      });
    });
  }

  it('outside demo mode refuses the console SMS provider (codes would reach nobody)', async () => {
    await withAppFromEnv({ ...SITE, OTP_SECRET: TEST_OTP_SECRET, SMS_PROVIDER: 'console' }, async (app) => {
      await assert.rejects(async () => app.ready(), /SMS_PROVIDER=console/);
    });
  });

  it('outside demo mode refuses the public development OTP key', async () => {
    await withAppFromEnv({ ...SITE, OTP_SECRET: 'dev-only-otp-secret-do-not-use-in-production', ...TEST_NETGSM_ENV }, async (app) => {
      await assert.rejects(async () => app.ready(), /OTP_SECRET/);
    });
  });

  it('APP_MODE=demo starts without secrets and serves the outbox and the docs', async () => {
    await withAppFromEnv({ APP_MODE: 'demo', NODE_ENV: 'production' }, async (app) => {
      await app.ready();
      assert.equal(app.config.demoMode, true);
      assert.equal((await app.inject({ method: 'GET', url: '/api/dev/sms-outbox/' })).statusCode, 200);
      assert.equal((await app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode, 200);
    });
  });

  it('API_DOCS switches the docs on outside demo mode', async () => {
    await withAppFromEnv({ ...SITE, API_DOCS: 'true', OTP_SECRET: TEST_OTP_SECRET, ...TEST_NETGSM_ENV }, async (app) => {
      assert.equal((await app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode, 200);
    });
  });
});

const PRODUCTION = { ...SITE, OTP_SECRET: TEST_OTP_SECRET, ...TEST_NETGSM_ENV };

describe('a production start needs the public origin (robots.txt and the sitemap name it)', () => {
  it('refuses to start without PUBLIC_BASE_URL', async () => {
    await withAppFromEnv({ ...PRODUCTION, PUBLIC_BASE_URL: undefined }, async (app) => {
      await assert.rejects(async () => app.ready(), /PUBLIC_BASE_URL/);
    });
  });

  for (const PUBLIC_BASE_URL of [
    'http://localhost:8080',
    'http://127.0.0.1',
    'http://[::1]:8080',
    'kredi.example',
    'ftp://kredi.example',
  ]) {
    it(`refuses PUBLIC_BASE_URL=${PUBLIC_BASE_URL}`, async () => {
      await withAppFromEnv({ ...PRODUCTION, PUBLIC_BASE_URL }, async (app) => {
        await assert.rejects(async () => app.ready(), /PUBLIC_BASE_URL/);
      });
    });
  }

  it('names the configured origin, and only it', async () => {
    await withAppFromEnv(PRODUCTION, async (app) => {
      for (const url of ['/robots.txt', '/sitemap.xml']) {
        const body = (await app.inject({ method: 'GET', url })).body;
        assert.match(body, /https:\/\/kredi\.example\//, url);
        assert.doesNotMatch(body, /localhost/, url);
      }
    });
  });
});

/** Starts the app from an environment on an existing database, runs `fn`, closes it (the database stays). */
async function onDatabase(
  database: TestDatabase,
  env: Record<string, string | undefined>,
  fn: (app: ReturnType<typeof buildApp>) => Promise<void>,
) {
  await withEnv({ ...CLEARED, ...env }, async () => {
    const app = buildApp({ ...loadConfig(process.env), logLevel: 'silent', ...database.config });
    try {
      await app.ready();
      await fn(app);
    } finally {
      await app.close();
    }
  });
}

const demoPhones = DEMO_STAFF.map((member) => member.phone);

for (const kind of databaseKinds()) {
  describe(`a production start on a demo-seeded database (${kind})`, () => {
    it('deactivates the demo staff (their codes would go to those real numbers) and no one else', async () => {
      const database = await createTestDatabase(kind, { pgliteOnDisk: true });
      try {
        await onDatabase(database, { APP_MODE: 'demo' }, async (app) => {
          const active = await app.db.select({ isActive: staff.isActive }).from(staff).where(inArray(staff.phone, demoPhones));
          assert.deepEqual(
            active,
            demoPhones.map(() => ({ isActive: true })),
            'the demo seeds its staff',
          );
          await app.db.insert(staff).values({ phone: '05051234567', fullName: 'Gerçek Personel' });
        });
        // The demo admin's password must be replaced too (another start-up check), as an operator would.
        await onDatabase(
          database,
          { ...PRODUCTION, ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'a-real-admin-password-2026' },
          async (app) => {
            // Accounts that sign in by phone (the admin's signs in by password and has none).
            const rows = await app.db.select({ phone: staff.phone, isActive: staff.isActive }).from(staff).where(isNotNull(staff.phone));
            for (const row of rows)
              assert.equal(row.isActive, !demoPhones.includes(row.phone as (typeof demoPhones)[number]), row.phone ?? '');
            assert.equal(rows.length, demoPhones.length + 1);
          },
        );
        // Back in demo mode, the demo accounts sign in again.
        await onDatabase(database, { APP_MODE: 'demo' }, async (app) => {
          const active = await app.db.select({ isActive: staff.isActive }).from(staff).where(inArray(staff.phone, demoPhones));
          assert.deepEqual(
            active,
            demoPhones.map(() => ({ isActive: true })),
          );
        });
      } finally {
        await database.drop();
      }
    });
  });
}
