import assert from 'node:assert/strict';
import { it } from 'node:test';
import { MANAGER_ROLES, staffAccessMessages } from '@kredi/contracts/staff';
import { withApps } from '../helpers/withApps.js';
import { signIn as signInAdmin } from '../admin/helpers.js';
import { auth, signInPersonelAndManager } from '../crm/helpers.js';

/**
 * The one staff guard: deny by default under /api/crm and /api/admin, roles per route, one token for every
 * sign-in, and `Cache-Control: no-store` on every answer of those areas.
 */
withApps(
  'staff guard',
  {
    configure: (app) => {
      // Routes that forget to declare their roles: the guard must give them the strictest default ('admin' only).
      app.get('/api/crm/test-forgot/', async () => ({ ok: true }));
      app.get('/api/admin/test-forgot/', async () => ({ ok: true }));
      // A route for leaders, as the admin reports will declare.
      app.get('/api/admin/test-reports/', { config: { roles: MANAGER_ROLES } }, async () => ({ ok: true }));
      // A route that opts out.
      app.get('/api/crm/test-public/', { config: { auth: 'public' } }, async () => ({ ok: true }));
    },
  },
  (ctx) => {
    const get = (url: string, token?: string) => ctx.app.inject({ method: 'GET', url, headers: token ? auth(token) : {} });
    const tokens = { personel: '', yönetici: '', admin: '' };

    it('signs in a personel and a yönetici (SMS) and the admin (password); every token has one shape', async () => {
      Object.assign(tokens, await signInPersonelAndManager(ctx.app, ctx.db));
      tokens.admin = await signInAdmin(ctx.app);
      for (const token of Object.values(tokens)) assert.match(token, /^[A-Za-z0-9_-]{43}$/);
    });

    it('denies a route that declares no roles to everyone but the admin', async () => {
      for (const url of ['/api/crm/test-forgot/', '/api/admin/test-forgot/']) {
        assert.equal((await get(url)).statusCode, 401, url);
        for (const role of ['personel', 'yönetici'] as const) {
          const denied = await get(url, tokens[role]);
          assert.equal(denied.statusCode, 403, `${role} ${url}`);
          assert.deepEqual(denied.json(), { message: staffAccessMessages.forbidden });
        }
        assert.equal((await get(url, tokens.admin)).statusCode, 200, url);
      }
    });

    it('lets each role reach what its routes declare', async () => {
      const matrix: Array<[string, Record<keyof typeof tokens, number>]> = [
        ['/api/crm/dashboard/stats/', { personel: 200, yönetici: 200, admin: 200 }],
        ['/api/crm/auth/me/', { personel: 200, yönetici: 200, admin: 200 }],
        ['/api/admin/test-reports/', { personel: 403, yönetici: 200, admin: 200 }],
        ['/api/admin/auth/session/', { personel: 200, yönetici: 200, admin: 200 }],
        ['/api/admin/dashboard/', { personel: 403, yönetici: 403, admin: 200 }],
        // A 'yönetici' reads the staff list to set who is on duty; every change to an account stays admin-only.
        ['/api/admin/staff/', { personel: 403, yönetici: 200, admin: 200 }],
      ];
      for (const [url, expected] of matrix) {
        for (const role of Object.keys(expected) as Array<keyof typeof tokens>) {
          assert.equal((await get(url, tokens[role])).statusCode, expected[role], `${role} ${url}`);
        }
      }
      const session = (await get('/api/admin/auth/session/', tokens.yönetici)).json() as { admin: { username: string; role: string } };
      assert.deepEqual(session.admin, { ...session.admin, username: 'Yönetici Bir', role: 'yönetici' });
      const me = (await get('/api/crm/auth/me/', tokens.personel)).json() as { personel: { rol: string } };
      assert.equal(me.personel.rol, 'personel');
    });

    it('opens a route that opts out, and answers 401 on a malformed token shape', async () => {
      assert.equal((await get('/api/crm/test-public/')).statusCode, 200);
      const short = await ctx.app.inject({
        method: 'GET',
        url: '/api/crm/auth/me/',
        headers: { authorization: `Token ${tokens.personel.slice(1)}` },
      });
      assert.equal(short.statusCode, 401);
    });

    it('marks every answer of the staff areas no-store: signed-in JSON, sign-in answers and refusals', async () => {
      const answers = [
        await get('/api/crm/dashboard/stats/', tokens.personel),
        await get('/api/admin/dashboard/', tokens.admin),
        await get('/api/admin/auth/session/', tokens.admin),
        await get('/api/admin/dashboard/'),
        await ctx.app.inject({ method: 'GET', url: '/api/admin/auth/demo-hint/' }),
      ];
      for (const answer of answers) assert.equal(answer.headers['cache-control'], 'no-store', answer.body);
      // Public data keeps its own caching.
      assert.notEqual((await ctx.app.inject({ method: 'GET', url: '/api/health/' })).headers['cache-control'], 'no-store');
    });
  },
);
