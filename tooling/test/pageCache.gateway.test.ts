// The Node gateway's page cache (scripts/lib/pageCache.ts, pageRoute.ts) between a stand-in render service and a
// stand-in API: a staff member's own write is on the very next page view (docs/ssr.md, "Page cache"), while public
// writes (a form) leave the cache alone. No build needed.
import { strict as assert } from 'node:assert';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { startGateway } from '../../scripts/lib/gateway';
import { createPageCacheMetrics, startPageCacheMetrics } from '../../scripts/lib/pageCacheMetrics';

/** The data's revision: the stand-in API moves it on every staff write, the stand-in render service renders it. */
let revision = 1;
let renders = 0;
let conditional = 0;
let api: FastifyInstance;
let render: http.Server;
let gateway: Array<{ close(): unknown }> = [];
let site = '';
const metrics = createPageCacheMetrics();
let metricsServer: http.Server;

const listen = async (server: http.Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
};

const view = async (path = '/blog') => {
  const res = await fetch(`${site}${path}`);
  return { render: res.headers.get('x-render'), html: await res.text() };
};

describe('page cache in the Node gateway: staff writes', () => {
  before(async () => {
    api = Fastify();
    api.patch('/api/admin/blog/posts/:id/', async () => {
      revision++;
      return { ok: true };
    });
    api.patch('/api/admin/blog/denied/', async (_req, reply) => reply.code(403).send({ message: 'Bu işlem için yetkiniz yok.' }));
    api.post('/api/callback-request', async (_req, reply) => reply.code(201).send({ ok: true }));
    await api.listen({ host: '127.0.0.1', port: 0 });
    // A render service that renders the revision and answers 304 while the page's version (its ETag) still holds.
    render = http.createServer((req, res) => {
      const etag = `"page-${revision}"`;
      if (req.headers['if-none-match']) conditional++;
      if (req.headers['if-none-match'] === etag) return void res.writeHead(304, { etag, 'x-render': 'server' }).end();
      renders++;
      res.writeHead(200, { etag, 'x-render': 'server', 'content-type': 'text/html; charset=utf-8' }).end(`<h1>sürüm ${revision}</h1>`);
    });
    const renderPort = await listen(render);
    const probe = http.createServer();
    const port = await listen(probe);
    await new Promise((resolve) => probe.close(resolve));
    gateway = await startGateway({
      profile: 'single',
      host: '127.0.0.1',
      port,
      apiUrl: `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`,
      renderServiceUrl: `http://127.0.0.1:${renderPort}`,
      // A fresh window no test run outlasts: every view below would be answered from the cache without a write.
      pageCache: { freshMs: 60_000 },
      onPageCacheEvent: metrics.onEvent,
    });
    metricsServer = startPageCacheMetrics(metrics, 0);
    site = `http://127.0.0.1:${port}`;
  });
  after(async () => {
    for (const server of gateway) await server.close();
    await api.close();
    render.close();
    metricsServer.close();
  });

  test("a staff member's write is on the very next page view; a refused one and a public form's post ask nothing", async () => {
    assert.equal((await view()).html, '<h1>sürüm 1</h1>');
    assert.equal((await view()).html, '<h1>sürüm 1</h1>', 'from the cache');
    assert.equal(renders, 1);

    assert.equal((await fetch(`${site}/api/admin/blog/posts/7/`, { method: 'PATCH' })).status, 200);
    assert.equal((await view()).html, '<h1>sürüm 2</h1>', 'the next view, inside the fresh window, shows the write');
    assert.equal(renders, 2);

    const asked = conditional;
    assert.equal((await fetch(`${site}/api/admin/blog/denied/`, { method: 'PATCH' })).status, 403);
    assert.equal((await fetch(`${site}/api/callback-request`, { method: 'POST' })).status, 201);
    assert.equal((await view()).html, '<h1>sürüm 2</h1>');
    assert.equal(conditional, asked, 'no revalidation: nothing a staff member changed');

    // A write that changed nothing a page shows costs one conditional request per page, not a render.
    await fetch(`${site}/api/admin/blog/posts/7/`, { method: 'PATCH' });
    revision--;
    assert.equal((await view()).html, '<h1>sürüm 2</h1>');
    assert.equal(conditional, asked + 1);
    assert.equal(renders, 2);
  });

  test('a staff write written with percent-escapes or dot segments revalidates the pages too', async () => {
    for (const path of ['/api/%61dmin/blog/posts/7/', '/api/blog/%2e%2e/admin/blog/posts/7/']) {
      const before = (await view()).html;
      const response = await fetch(`${site}${path}`, { method: 'PATCH' });
      assert.equal(response.status, 200, path);
      assert.notEqual((await view()).html, before, `${path}: the next view shows the write`);
    }
  });

  test('the outcomes are Prometheus counters on a listener of their own, labelled by outcome only', async () => {
    await fetch(`${site}/blog?ad=x`); // a query string: bypass
    await new Promise((resolve) => (metricsServer.listening ? resolve(undefined) : metricsServer.once('listening', resolve)));
    const text = await (await fetch(`http://127.0.0.1:${(metricsServer.address() as AddressInfo).port}/metrics`)).text();
    const count = (outcome: string) =>
      Number(new RegExp(`^gateway_page_cache_answers_total\\{outcome="${outcome}"\\} (\\d+)$`, 'm').exec(text)?.[1]);
    assert.ok(count('hit') >= 1 && count('miss') >= 2 && count('bypass') === 1, text);
    assert.equal(count('stale'), 0);
    assert.doesNotMatch(text, /blog|127\.0\.0\.1|path=|host=/, 'no path, host or address in any label');
  });
});
