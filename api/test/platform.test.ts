import assert from 'node:assert/strict';
import { it } from 'node:test';
import { ALLOWED_ORIGIN, withApps } from './helpers/withApps.js';

const INTERNAL_SECRET = 'connection string postgres://admin:hunter2@db.internal/kredi';

withApps(
  'platform',
  {
    configure(app) {
      // Test-only routes: one that fails like a bug would, one that echoes the client IP.
      app.get('/api/test/boom', async () => {
        throw new Error(INTERNAL_SECRET);
      });
      app.get('/api/test/ip', async (request) => ({ ip: request.ip }));
    },
  },
  (ctx) => {
    it('GET /api/health asks the database and answers ok', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), { status: 'ok' });
    });

    it('serves the OpenAPI document with the public routes', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
      assert.equal(response.statusCode, 200);
      const document = response.json();
      assert.equal(document.openapi, '3.0.3');
      assert.ok(document.paths['/api/health']);
      assert.ok(document.paths['/api/callback-request/']);
    });

    it('serves swagger-ui at /api/docs with its own, relaxed CSP', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
      assert.equal(response.statusCode, 200);
      assert.match(String(response.headers['content-type']), /text\/html/);
      assert.match(String(response.headers['content-security-policy']), /script-src 'self'/);
    });

    it('answers unknown routes with a Turkish 404', async () => {
      for (const url of ['/api/does-not-exist', '/nothing/here/', '/api/callback-request/extra']) {
        const response = await ctx.app.inject({ method: 'GET', url });
        assert.equal(response.statusCode, 404, url);
        assert.deepEqual(response.json(), { message: 'Aradığınız kaynak bulunamadı.' });
      }
    });

    it('answers a malformed URL escape with a Turkish 400', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/%E0%A4%A' });
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().message, 'İstek adresi geçersiz.');
    });

    it('hides internals of a 5xx behind a generic Turkish message', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/test/boom' });
      assert.equal(response.statusCode, 500);
      assert.deepEqual(response.json(), {
        message: 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
      });
      assert.ok(!response.body.includes('hunter2'));
      assert.ok(!response.body.includes('stack'));
    });

    it('sets the security headers', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      const headers = response.headers;
      assert.match(String(headers['strict-transport-security']), /max-age=\d+/);
      assert.equal(headers['x-content-type-options'], 'nosniff');
      assert.match(String(headers['content-security-policy']), /default-src 'none'/);
      assert.match(String(headers['content-security-policy']), /frame-ancestors 'none'/);
      assert.equal(headers['referrer-policy'], 'strict-origin-when-cross-origin');
      assert.equal(headers['x-frame-options'], 'DENY');
      assert.equal(headers['x-powered-by'], undefined);
    });

    it('allows CORS for a configured origin', async () => {
      const simple = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { origin: ALLOWED_ORIGIN } });
      assert.equal(simple.headers['access-control-allow-origin'], ALLOWED_ORIGIN);

      const preflight = await ctx.app.inject({
        method: 'OPTIONS',
        url: '/api/callback-request/',
        headers: {
          origin: ALLOWED_ORIGIN,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      assert.equal(preflight.statusCode, 204);
      assert.equal(preflight.headers['access-control-allow-origin'], ALLOWED_ORIGIN);
      assert.match(String(preflight.headers['access-control-allow-methods']), /POST/);
    });

    it('sends no CORS headers to other origins', async () => {
      for (const origin of ['https://evil.example', `${ALLOWED_ORIGIN}.evil.example`, 'null']) {
        const response = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { origin } });
        assert.equal(response.headers['access-control-allow-origin'], undefined, origin);
      }
    });

    it('takes the client IP from X-Forwarded-For (behind the gateway)', async () => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/test/ip',
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
      assert.equal(response.json().ip, '203.0.113.7');
    });
  },
);
