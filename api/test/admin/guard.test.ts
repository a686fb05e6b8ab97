import assert from 'node:assert/strict';
import { it } from 'node:test';
import { messages } from '../../src/http/messages.js';
import { withApps } from '../helpers/withApps.js';

/**
 * The admin routes anyone may call: signing in (the password, then the second factor or its enrolment, which take the
 * sign-in step's challenge instead of a session) and the demo hint. Every other /api/admin route needs a session.
 */
const OPEN_ROUTES = new Set([
  'POST /api/admin/auth/login/',
  'POST /api/admin/auth/second-factor/',
  'POST /api/admin/auth/second-factor/enrol/',
  'POST /api/admin/auth/second-factor/enrol/confirm/',
  'GET /api/admin/auth/demo-hint/',
]);

const routes: Array<{ method: string; url: string }> = [];

withApps(
  'every admin route is guarded',
  {
    configure: (app) =>
      app.addHook('onRoute', (route) => {
        for (const method of [route.method].flat()) {
          if (route.url.startsWith('/api/admin') && method !== 'HEAD') routes.push({ method, url: route.url });
        }
      }),
  },
  (ctx) => {
    it('answers 401 without a token on each guarded route, before reading any body', async () => {
      const guarded = routes.filter((route) => !OPEN_ROUTES.has(`${route.method} ${route.url}`));
      assert.ok(guarded.length >= 15, `found ${guarded.length} guarded routes`);
      for (const route of guarded) {
        const url = route.url.replace(/:[a-z]+/g, '1');
        const response = await ctx.app.inject({
          method: route.method as 'GET',
          url,
          headers: { 'content-type': 'application/octet-stream' },
          payload: 'x',
        });
        assert.equal(response.statusCode, 401, `${route.method} ${route.url}`);
        assert.deepEqual(response.json(), { message: messages.unauthorized });
      }
      // The open ones are open.
      for (const key of OPEN_ROUTES)
        assert.ok(
          routes.some((route) => `${route.method} ${route.url}` === key),
          key,
        );
    });
  },
);
