import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { adminAuthMessages as m } from '@kredi/contracts/admin';
import { adminLoginAttempts, staff, staffSessions } from '../../src/db/schema/index.js';
import { hashParameters } from '../../src/staff/passwords.js';
import { messages } from '../../src/http/messages.js';
import { buildApp } from '../../src/app.js';
import { startApp, testConfig, withApps } from '../helpers/withApps.js';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/testDatabase.js';
import { TEST_NETGSM_ENV, TEST_OTP_SECRET, withEnv } from '../helpers/env.js';
import { DEMO_ADMIN, DEMO_CONFIG, PRODUCTION_CONFIG, authHeader, signIn } from './helpers.js';

// This file runs in its own process: the limits are read from the environment when the app starts, and the apps
// started outside demo mode need real-looking secrets (the users API refuses the development ones there).
Object.assign(process.env, {
  ADMIN_LOGIN_MAX_PER_ACCOUNT_IP_15M: '5',
  ADMIN_LOGIN_MAX_PER_IP_15M: '12',
  OTP_SECRET: TEST_OTP_SECRET,
  ...TEST_NETGSM_ENV,
});

const LOGIN = '/api/admin/auth/login/';
const SESSION = '/api/admin/auth/session/';
const LOGOUT = '/api/admin/auth/logout/';

withApps('admin sign-in', { config: DEMO_CONFIG }, (ctx) => {
  const login = (payload: unknown, remoteAddress = '127.0.0.1') =>
    ctx.app.inject({ method: 'POST', url: LOGIN, payload: payload as object, remoteAddress });
  const session = (token: string) => ctx.app.inject({ method: 'GET', url: SESSION, headers: authHeader(token) });

  it('shows the demo credentials in demo mode', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/admin/auth/demo-hint/' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { demo: { username: DEMO_ADMIN.username, password: DEMO_ADMIN.password } });
  });

  it('signs in with a 256-bit token that is stored only as its SHA-256, expiring in 8 hours', async () => {
    const response = await login(DEMO_ADMIN);
    assert.equal(response.statusCode, 200);
    const body = response.json() as { token: string; expires_at: string; admin: { id: number; username: string } };
    assert.match(body.token, /^[A-Za-z0-9_-]{43}$/);
    assert.equal(Buffer.from(body.token, 'base64url').length, 32);
    assert.equal(body.admin.username, 'admin');
    const hoursLeft = (Date.parse(body.expires_at) - Date.now()) / 3_600_000;
    assert.ok(hoursLeft > 7.9 && hoursLeft <= 8, `expires in ${hoursLeft} h`);

    const rows = await ctx.db.select().from(staffSessions);
    const digest = createHash('sha256').update(body.token).digest('hex');
    assert.ok(rows.some((row) => row.tokenHash === digest));
    assert.ok(rows.every((row) => row.tokenHash !== body.token));

    const check = await session(body.token);
    assert.equal(check.statusCode, 200);
    assert.equal((check.json() as { admin: { username: string } }).admin.username, 'admin');
  });

  it('stores the password as argon2id with m=19456 KiB, t=2, p=1', async () => {
    const [account] = await ctx.db.select().from(staff).where(eq(staff.username, 'admin'));
    assert.equal(account!.role, 'admin');
    assert.match(account!.passwordHash!, /^\$argon2id\$/);
    assert.deepEqual(hashParameters(account!.passwordHash!), { memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    assert.ok(!account!.passwordHash!.includes(DEMO_ADMIN.password));
  });

  it('accepts the username in any case', async () => {
    assert.equal((await login({ username: '  ADMIN ', password: DEMO_ADMIN.password }, '10.1.0.1')).statusCode, 200);
  });

  it("answers 'Kullanıcı adı veya şifre hatalı' for a wrong password and for an unknown user alike", async () => {
    const wrong = await login({ username: 'admin', password: 'yanlis-sifre' }, '10.2.0.1');
    const unknown = await login({ username: 'kimse', password: 'yanlis-sifre' }, '10.2.0.1');
    for (const response of [wrong, unknown]) {
      assert.equal(response.statusCode, 401);
      assert.deepEqual(response.json(), { message: m.invalidCredentials });
    }
    // The failure is counted, not the password.
    const attempts = await ctx.db.select().from(adminLoginAttempts).where(eq(adminLoginAttempts.ip, '10.2.0.1'));
    assert.deepEqual(attempts.map((a) => a.outcome).sort(), ['failed', 'failed']);
  });

  it('answers Turkish 400s for missing or oversized fields', async () => {
    const missing = await login({ username: 'admin' });
    assert.equal(missing.statusCode, 400);
    assert.equal((missing.json() as { message: string }).message, m.passwordRequired);
    const empty = await login({ username: '', password: 'x' });
    assert.equal((empty.json() as { message: string }).message, m.usernameRequired);
    const long = await login({ username: 'a'.repeat(51), password: 'x' });
    assert.equal((long.json() as { errors: Record<string, string> }).errors.username, m.usernameTooLong);
    const typed = await login({ username: 1, password: ['x'] });
    assert.equal(typed.statusCode, 400);
  });

  it('refuses guarded routes without a token, with a malformed or unknown one', async () => {
    const none = await ctx.app.inject({ method: 'GET', url: SESSION });
    assert.equal(none.statusCode, 401);
    assert.deepEqual(none.json(), { message: messages.unauthorized });
    const bearer = await ctx.app.inject({ method: 'GET', url: SESSION, headers: { authorization: 'Bearer abc' } });
    assert.equal(bearer.statusCode, 401);
    const unknown = await session('A'.repeat(43));
    assert.equal(unknown.statusCode, 401);
    assert.deepEqual(unknown.json(), { message: m.sessionExpired });
  });

  it('ends the session on logout (revoked on the server) and after its expiry', async () => {
    const token = await signIn(ctx.app, DEMO_ADMIN, '10.3.0.1');
    const out = await ctx.app.inject({ method: 'POST', url: LOGOUT, headers: authHeader(token) });
    assert.equal(out.statusCode, 200);
    assert.equal((await session(token)).statusCode, 401);
    const digest = createHash('sha256').update(token).digest('hex');
    const [row] = await ctx.db.select().from(staffSessions).where(eq(staffSessions.tokenHash, digest));
    assert.ok(row!.revokedAt instanceof Date);

    const other = await signIn(ctx.app, DEMO_ADMIN, '10.3.0.1');
    assert.equal((await session(other)).statusCode, 200);
    const otherDigest = createHash('sha256').update(other).digest('hex');
    await ctx.db
      .update(staffSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(staffSessions.tokenHash, otherDigest));
    assert.equal((await session(other)).statusCode, 401);
  });

  it('refuses a disabled account and the sessions it already has', async () => {
    const token = await signIn(ctx.app, DEMO_ADMIN, '10.4.0.1');
    await ctx.db.update(staff).set({ isActive: false }).where(eq(staff.username, 'admin'));
    try {
      assert.equal((await session(token)).statusCode, 401);
      assert.equal((await login(DEMO_ADMIN, '10.4.0.1')).statusCode, 401);
    } finally {
      await ctx.db.update(staff).set({ isActive: true }).where(eq(staff.username, 'admin'));
    }
  });

  const addAccount = async (username: string) => {
    const [admin] = await ctx.db.select().from(staff).where(eq(staff.username, 'admin'));
    await ctx.db.insert(staff).values({ username, fullName: username, role: 'admin', passwordHash: admin!.passwordHash });
  };

  it('does not lock the owner out when strangers fail from other IPs, in any spelling', async () => {
    await addAccount('kilitli');
    const spellings = ['kilitli', 'KILITLI', ' Kilitli ', 'kilitli', 'KiLiTLi'];
    for (const [i, username] of spellings.entries())
      assert.equal((await login({ username, password: 'yanlis' }, `10.5.0.${i}`)).statusCode, 401);
    // The owner's right password, from a client that has not failed, still gets in.
    assert.equal((await login({ username: 'kilitli', password: DEMO_ADMIN.password }, '10.5.1.1')).statusCode, 200);
  });

  it('slows the guessing client: after 5 failures of one account from one IP, that pair waits, even with the right password', async () => {
    await addAccount('tahmin');
    for (let i = 0; i < 5; i++) assert.equal((await login({ username: 'tahmin', password: 'yanlis' }, '10.5.2.1')).statusCode, 401);
    const limited = await login({ username: 'TAHMIN', password: DEMO_ADMIN.password }, '10.5.2.1');
    assert.equal(limited.statusCode, 429);
    assert.deepEqual(limited.json(), { message: m.tooManyAttempts });
    // The refusal came before any hashing: no attempt was recorded for it.
    assert.equal(await ctx.db.$count(adminLoginAttempts, eq(adminLoginAttempts.username, 'tahmin')), 5);
    assert.equal((await login({ username: 'tahmin', password: DEMO_ADMIN.password }, '10.5.2.2')).statusCode, 200);
  });

  it('forgives the failures before a success', async () => {
    await addAccount('unutkan');
    for (let i = 0; i < 4; i++) await login({ username: 'unutkan', password: 'yanlis' }, '10.6.0.1');
    assert.equal((await login({ username: 'unutkan', password: DEMO_ADMIN.password }, '10.6.0.1')).statusCode, 200);
    for (let i = 0; i < 4; i++) assert.equal((await login({ username: 'unutkan', password: 'yanlis' }, '10.6.0.1')).statusCode, 401);
  });

  it('limits one IP to 12 failures across accounts', async () => {
    for (let i = 0; i < 12; i++) assert.equal((await login({ username: `deneme${i}`, password: 'yanlis' }, '10.7.0.1')).statusCode, 401);
    const limited = await login(DEMO_ADMIN, '10.7.0.1');
    assert.equal(limited.statusCode, 429);
    assert.equal((await login(DEMO_ADMIN, '10.7.0.2')).statusCode, 200);
  });

  it('lets no more than 5 parallel guesses through for one account from one IP', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => login({ username: 'paralel', password: `yanlis${i}` }, '10.8.0.1')),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    assert.deepEqual(codes, [401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
  });
});

withApps('admin sign-in outside demo mode', { config: PRODUCTION_CONFIG }, (ctx) => {
  it('has no demo hint and no demo account', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/admin/auth/demo-hint/' });
    assert.deepEqual(response.json(), { demo: null });
    assert.equal(await ctx.db.$count(staff), 0);
    const login = await ctx.app.inject({ method: 'POST', url: LOGIN, payload: DEMO_ADMIN });
    assert.equal(login.statusCode, 401);
  });
});

/** A start (outside demo mode) that must fail; what did start is closed again, as server.ts does. */
async function assertStartRefused(database: TestDatabase, env: Record<string, string>, reason: RegExp): Promise<void> {
  const app = buildApp(testConfig({ ...database.config, ...PRODUCTION_CONFIG }));
  try {
    await assert.rejects(
      withEnv(env, async () => {
        await app.ready();
      }),
      reason,
    );
  } finally {
    await app.close().catch(() => {});
  }
}

for (const kind of databaseKinds()) {
  describe(`a production start and the demo password [${kind}]`, () => {
    it('refuses to start while an account accepts the demo password, and starts once ADMIN_PASSWORD replaced it', async () => {
      const database = await createTestDatabase(kind, { pgliteOnDisk: true });
      try {
        const demo = await startApp(database, { config: DEMO_CONFIG });
        const demoToken = await signIn(demo, DEMO_ADMIN);
        await demo.close();

        await assertStartRefused(database, {}, /still accepts the demo password/);
        await assertStartRefused(database, { ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: DEMO_ADMIN.password }, /demo password/);
        await assertStartRefused(database, { ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'kisa' }, /at least 12/);

        const production = await withEnv({ ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'uzun-ve-gizli-sifre-2025' }, () =>
          startApp(database, { config: PRODUCTION_CONFIG }),
        );
        try {
          const hint = await production.inject({ method: 'GET', url: '/api/admin/auth/demo-hint/' });
          assert.deepEqual(hint.json(), { demo: null });
          assert.equal((await production.inject({ method: 'POST', url: LOGIN, payload: DEMO_ADMIN })).statusCode, 401);
          // The new password ended the sessions opened with the old one.
          assert.equal((await production.inject({ method: 'GET', url: SESSION, headers: authHeader(demoToken) })).statusCode, 401);
          await signIn(production, { username: 'admin', password: 'uzun-ve-gizli-sifre-2025' });
        } finally {
          await production.close();
        }
        // Started again without the variables: the account keeps its new password.
        const again = await startApp(database, { config: PRODUCTION_CONFIG });
        await again.close();
      } finally {
        await database.drop();
      }
    });

    it('creates the first administrator from ADMIN_USERNAME and ADMIN_PASSWORD', async () => {
      const database = await createTestDatabase(kind);
      try {
        const app = await withEnv({ ADMIN_USERNAME: 'Yonetici', ADMIN_PASSWORD: 'baska-uzun-sifre-99' }, () =>
          startApp(database, { config: PRODUCTION_CONFIG }),
        );
        try {
          await signIn(app, { username: 'yonetici', password: 'baska-uzun-sifre-99' });
        } finally {
          await app.close();
        }
      } finally {
        await database.drop();
      }
    });
  });
}
