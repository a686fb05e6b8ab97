import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildApp } from '../../src/app.js';
import { loadConfig, type AppConfig } from '../../src/config.js';
import { createTestDatabase } from '../helpers/testDatabase.js';
import { TEST_NETGSM_ENV, TEST_OTP_SECRET, withEnv } from '../helpers/env.js';

const NODE_ENVS_THAT_ARE_NOT_DEMO = [undefined, 'development', 'test', 'staging', 'prod', 'Production', 'production'];

/** Builds the app from an environment exactly as server.ts does (plus a throw-away database, no logs). */
async function withAppFromEnv(env: Record<string, string | undefined>, fn: (app: ReturnType<typeof buildApp>) => Promise<void>) {
  const cleared = { APP_MODE: undefined, NODE_ENV: undefined, OTP_SECRET: undefined, SMS_PROVIDER: undefined, API_DOCS: undefined };
  await withEnv({ ...cleared, ...env }, async () => {
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
      await withAppFromEnv({ NODE_ENV, ...TEST_NETGSM_ENV }, async (app) => {
        await assert.rejects(async () => app.ready(), /OTP_SECRET/);
      });
    });

    it(`NODE_ENV=${NODE_ENV} without APP_MODE has no SMS outbox and no public API docs`, async () => {
      await withAppFromEnv({ NODE_ENV, OTP_SECRET: TEST_OTP_SECRET, ...TEST_NETGSM_ENV }, async (app) => {
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
    await withAppFromEnv({ OTP_SECRET: TEST_OTP_SECRET, SMS_PROVIDER: 'console' }, async (app) => {
      await assert.rejects(async () => app.ready(), /SMS_PROVIDER=console/);
    });
  });

  it('outside demo mode refuses the public development OTP key', async () => {
    await withAppFromEnv({ OTP_SECRET: 'dev-only-otp-secret-do-not-use-in-production', ...TEST_NETGSM_ENV }, async (app) => {
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
    await withAppFromEnv({ API_DOCS: 'true', OTP_SECRET: TEST_OTP_SECRET, ...TEST_NETGSM_ENV }, async (app) => {
      assert.equal((await app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode, 200);
    });
  });
});
