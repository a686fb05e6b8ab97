// The Node gateway of `npm start` (scripts/lib/gateway.ts) in front of a stand-in API: what a visitor gets when
// the API is down or hangs, and how awkward uploads are handled (Expect: 100-continue, large, chunked and gzip
// bodies), over real keep-alive connections, and how built files are sent. No build needed: the /api routes, the page
// headers and a folder of stand-in built files are used.
import { strict as assert } from 'node:assert';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { LARGEST_REQUEST_BODY_BYTES, MAX_REQUEST_BODY_BYTES, ROUTE_BODY_LIMITS, gatewayMessages } from '@kredi/contracts/common';
import { startGateway } from '../../scripts/lib/gateway';
import { COPY_MARK, writeWithCopies } from './builtCopies';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request on `agent` (one keep-alive socket); 'TIMEOUT' when no answer comes within `timeoutMs`. */
function send(
  agent: http.Agent,
  port: number,
  options: { method?: string; path: string; body?: Buffer; headers?: Record<string, string>; chunked?: boolean; timeoutMs?: number },
): Promise<Answer | 'TIMEOUT'> {
  const { method = 'GET', path, body, chunked = false, timeoutMs = 10_000 } = options;
  const headers: Record<string, string> = { ...options.headers };
  if (body && !chunked) headers['content-length'] = String(body.length);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    const timer = setTimeout(() => {
      req.destroy();
      resolve('TIMEOUT');
    }, timeoutMs);
    req.on('close', () => clearTimeout(timer));
    req.on('error', (error) => (req.destroyed ? undefined : reject(error)));
    if (!body) return void req.end();
    if (headers.expect === '100-continue') {
      // As curl does for bodies over 1 MB: wait for "100 Continue" (or a final answer) before sending.
      req.on('continue', () => req.end(body));
      req.flushHeaders();
      return;
    }
    if (chunked) {
      for (let i = 0; i < body.length; i += 16 * 1024) req.write(body.subarray(i, i + 16 * 1024));
      return void req.end();
    }
    req.end(body);
  });
}

function answered(answer: Answer | 'TIMEOUT', label: string): Answer {
  assert.notEqual(answer, 'TIMEOUT', `${label}: no answer, the connection hangs`);
  return answer as Answer;
}

/** A Turkish JSON error: `{ message }` with one of the shared gateway texts, no internal detail. */
function assertTurkishJson(answer: Answer, status: number, message: string, label: string) {
  assert.equal(answer.status, status, `${label}: ${answer.body}`);
  assert.match(String(answer.headers['content-type']), /application\/json/, label);
  assert.deepEqual(JSON.parse(answer.body), { message }, label);
  assert.doesNotMatch(answer.body, /127\.0\.0\.1|ECONN|EPIPE|Error|FST_/, label);
}

/** A JSON body of exactly `size` bytes. */
const json = (size: number) => Buffer.from(JSON.stringify({ message: 'a'.repeat(Math.max(0, size - '{"message":""}'.length)) }));

describe('npm start gateway in front of the API', () => {
  let api: FastifyInstance;
  let apiPort = 0;
  let gatewayPort = 0;
  let servers: Array<{ close(): Promise<unknown> }> = [];
  const seen: Array<{ encoding: string | undefined; length: number; expect: string | undefined }> = [];
  let agent: http.Agent;

  before(async () => {
    // A stand-in with the API's body limit: echoes what reached it.
    api = Fastify({ bodyLimit: MAX_REQUEST_BODY_BYTES });
    api.removeAllContentTypeParsers();
    api.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    api.post('/api/echo', async (request) => {
      const body = request.body as Buffer;
      seen.push({ encoding: request.headers['content-encoding'], length: body.length, expect: request.headers.expect });
      return { received: body.length };
    });
    // The routes with limits of their own (ROUTE_BODY_LIMITS) take what the gateway lets through.
    api.post('/api/*', { bodyLimit: LARGEST_REQUEST_BODY_BYTES * 2 }, async (request) => ({ received: (request.body as Buffer).length }));
    api.get('/api/health', async () => ({ status: 'ok' }));
    api.get('/api/hang', () => new Promise(() => {}));
    // As an API process killed while the request was on its way: the connection closes without an answer.
    api.get('/api/dies', (request) => void request.raw.socket.destroy());
    // An open Server-Sent Events stream: one event now, one later, never ends.
    api.get('/api/crm/canli/', (_request, reply) => {
      reply.hijack();
      reply.raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
      reply.raw.write(`data: ${'x'.repeat(40)}\n\n`);
      setTimeout(() => reply.raw.write('data: ikinci\n\n'), 200);
    });
    await api.listen({ host: '127.0.0.1', port: 0 });
    apiPort = (api.server.address() as AddressInfo).port;
    const probe = http.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    gatewayPort = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    servers = await startGateway({
      profile: 'single',
      host: '127.0.0.1',
      port: gatewayPort,
      apiUrl: `http://127.0.0.1:${apiPort}`,
      apiTimeoutMs: 1500,
    });
    agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  });

  after(async () => {
    agent.destroy();
    for (const server of servers) await server.close();
    await api.close();
  });

  const gw = (options: Parameters<typeof send>[2]) => send(agent, gatewayPort, options);
  const small = () => gw({ method: 'POST', path: '/api/echo', body: json(100), headers: { 'content-type': 'application/json' } });

  test('proxies an ordinary request', async () => {
    const answer = answered(await small(), 'small');
    assert.equal(answer.status, 200, answer.body);
    assert.deepEqual(JSON.parse(answer.body), { received: 100 });
  });

  // @fastify/compress leaves text/event-stream alone by default; this holds the gateway to it (a gzip stream would
  // hold events back until its buffer fills), and shows nothing else in the proxy holds them either.
  test('the CRM live stream passes each event at once, uncompressed, while it stays open', async () => {
    const received = await new Promise<{ encoding: string | undefined; text: string }>((resolve, reject) => {
      const req = http.get(
        { host: '127.0.0.1', port: gatewayPort, path: '/api/crm/canli/?bilet=x', headers: { 'accept-encoding': 'gzip, br' } },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => {
            text += chunk.toString('utf8');
            if (text.includes('ikinci')) {
              resolve({ encoding: res.headers['content-encoding'], text });
              req.destroy();
            }
          });
        },
      );
      req.on('error', reject);
      setTimeout(() => reject(new Error('the events did not arrive within 2 s: the stream is held back')), 2000);
    });
    assert.equal(received.encoding, undefined);
    assert.match(received.text, /^data: x{40}\n\ndata: ikinci\n\n$/);
  });

  test('Expect: 100-continue is answered at the gateway and the body proxied', async () => {
    const answer = answered(
      await gw({
        method: 'POST',
        path: '/api/echo',
        body: json(2000),
        headers: { 'content-type': 'application/json', expect: '100-continue' },
      }),
      'expect',
    );
    assert.equal(answer.status, 200, answer.body);
    assert.deepEqual(JSON.parse(answer.body), { received: 2000 });
    assert.equal(seen.at(-1)?.expect, undefined, 'the API is not asked to continue a second time');
  });

  for (const [label, size, extra] of [
    ['just over the limit', MAX_REQUEST_BODY_BYTES + 1, {}],
    ['200 KB', 200_000, {}],
    ['900 KB', 900_000, {}],
    ['1.5 MB with Expect: 100-continue (curl)', 1_500_000, { expect: '100-continue' }],
    ['200 KB chunked (no length given)', 200_000, { chunked: true }],
  ] as const) {
    test(`a body of ${label} gets the Turkish 413, and the connection stays usable`, async () => {
      const chunked = 'chunked' in extra;
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        ...('expect' in extra ? { expect: extra.expect } : {}),
      };
      const answer = answered(await gw({ method: 'POST', path: '/api/echo', body: json(size), headers, chunked }), label);
      assertTurkishJson(answer, 413, gatewayMessages.tooLarge, label);
      const next = answered(await small(), `${label}, next request on the same agent`);
      assert.equal(next.status, 200, next.body);
    });
  }

  test('a body at the limit goes through', async () => {
    const answer = answered(
      await gw({ method: 'POST', path: '/api/echo', body: json(MAX_REQUEST_BODY_BYTES), headers: { 'content-type': 'application/json' } }),
      'at limit',
    );
    assert.equal(answer.status, 200, answer.body);
  });

  // Admin uploads up to 2 MB and a 141 KB blog post reach the API; public forms stay small.
  for (const { path, bytes } of ROUTE_BODY_LIMITS) {
    test(`${path}/ takes ${bytes} bytes (also chunked) and refuses one more with the Turkish 413`, async () => {
      const post = (size: number, chunked = false) =>
        gw({ method: 'POST', path: `${path}/`, body: json(size), headers: { 'content-type': 'application/json' }, chunked });
      const atLimit = answered(await post(bytes), `${path} at limit`);
      assert.equal(atLimit.status, 200, atLimit.body);
      assert.deepEqual(JSON.parse(atLimit.body), { received: bytes });
      assert.equal(answered(await post(bytes, true), `${path} chunked`).status, 200);
      assertTurkishJson(answered(await post(bytes + 1), `${path} over`), 413, gatewayMessages.tooLarge, path);
      assertTurkishJson(answered(await post(bytes + 1, true), `${path} over, chunked`), 413, gatewayMessages.tooLarge, path);
    });
  }

  test('a 141 KB blog post and a 1.9 MB picture go through; a 40 KB public form does not', async () => {
    const post = (path: string, size: number) =>
      gw({ method: 'POST', path, body: json(size), headers: { 'content-type': 'application/json' } });
    assert.equal(answered(await post('/api/admin/blog/posts/', 141 * 1024), 'post').status, 200);
    assert.equal(answered(await post('/api/admin/blog/images/', 1_900_000), 'image').status, 200);
    assert.equal(answered(await post('/api/callback-request/', 40 * 1024), 'form').status, 413);
  });

  test("a route's limit follows its path as the API matches it: percent-escapes decoded, dot segments resolved", async () => {
    const post = (path: string, size: number) =>
      gw({ method: 'POST', path, body: json(size), headers: { 'content-type': 'application/json' } });
    // The picture route written with escapes keeps its 2 MB; a public form reached through '..' keeps its small limit.
    assert.equal(answered(await post('/api/%61dmin/blog/%69mages/', 1_900_000), 'escaped image').status, 200);
    assert.equal(answered(await post('/api/blog/%2e%2e/callback-request/', 40 * 1024), 'form through ..').status, 413);
  });

  test('a gzip body reaches the API as sent (the API answers it), and nothing breaks', async () => {
    const body = gzipSync(json(5000));
    const answer = answered(
      await gw({ method: 'POST', path: '/api/echo', body, headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' } }),
      'gzip',
    );
    assert.equal(answer.status, 200, answer.body);
    assert.deepEqual(seen.at(-1), { encoding: 'gzip', length: body.length, expect: undefined });
    assert.equal(answered(await small(), 'after gzip').status, 200);
  });

  test('an API that hangs gets a Turkish 504 after the timeout', async () => {
    const started = Date.now();
    const answer = answered(await gw({ path: '/api/hang' }), 'hang');
    assertTurkishJson(answer, 504, gatewayMessages.timeout, 'hang');
    assert.ok(Date.now() - started < 5000, `took ${Date.now() - started} ms`);
  });

  // The values are the edge's (scripts/lib/edge.ts); gateway.parity.test.ts holds them equal to nginx's, byte for byte.
  test("pages and the API's answers carry Permissions-Policy, COOP and HSTS; the API's paths keep its own CSP", async () => {
    for (const path of ['/config.json', '/api/health']) {
      const answer = answered(await gw({ path }), path);
      assert.match(String(answer.headers['permissions-policy']), /camera=\(\)/, path);
      assert.equal(answer.headers['cross-origin-opener-policy'], 'same-origin', path);
      // Sent over plain HTTP too, as nginx does: a browser takes it from an answer over TLS only.
      assert.match(String(answer.headers['strict-transport-security']), /max-age=63072000/, path);
    }
    assert.match(String(answered(await gw({ path: '/config.json' }), 'page').headers['content-security-policy']), /script-src 'self'/);
    const api = answered(await gw({ path: '/api/health' }), 'api');
    assert.match(String(api.headers['content-security-policy']), /^default-src 'none'/);
  });

  test('an API that breaks the connection off before answering (the first request after it died) gets the Turkish 503', async () => {
    const answer = answered(await gw({ path: '/api/dies' }), 'dies');
    assertTurkishJson(answer, 503, gatewayMessages.unavailable, 'dies');
    assert.equal(answer.headers['retry-after'], '5');
  });

  test('an API that is down gets a Turkish 503, without internal addresses', async () => {
    await api.close();
    for (const path of ['/api/health', '/robots.txt', '/sitemap.xml']) {
      const answer = answered(await gw({ path }), path);
      assertTurkishJson(answer, 503, gatewayMessages.unavailable, path);
      assert.equal(answer.headers['retry-after'], '5', path);
    }
    const post = answered(await small(), 'post while down');
    assertTurkishJson(post, 503, gatewayMessages.unavailable, 'post while down');
  });
});

describe('gateway over several API instances', () => {
  test('spreads requests over them; the client address is the socket unless a trusted proxy is declared', async () => {
    const seen: Array<{ instance: number; forwardedFor: string | undefined }> = [];
    const apis = await Promise.all(
      [0, 1].map(async (instance) => {
        const app = Fastify();
        app.get('/api/whoami', async (request) => {
          seen.push({ instance, forwardedFor: request.headers['x-forwarded-for'] as string | undefined });
          return { instance };
        });
        await app.listen({ host: '127.0.0.1', port: 0 });
        return app;
      }),
    );
    const urls = apis.map((app) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
    const agent = new http.Agent({ keepAlive: true });
    const start = async (trustClientForwardedFor: boolean) => {
      const probe = http.createServer();
      await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
      const port = (probe.address() as AddressInfo).port;
      await new Promise((resolve) => probe.close(resolve));
      const servers = await startGateway({ profile: 'single', host: '127.0.0.1', port, apiUrl: urls, trustClientForwardedFor });
      return { port, servers };
    };
    try {
      const edge = await start(false);
      for (let i = 0; i < 10; i += 1)
        answered(await send(agent, edge.port, { path: '/api/whoami', headers: { 'x-forwarded-for': '203.0.113.9' } }), 'edge');
      assert.deepEqual(new Set(seen.map((s) => s.instance)), new Set([0, 1]), 'both instances get requests');
      assert.ok(
        seen.every((s) => s.forwardedFor === '127.0.0.1'),
        'at the edge a client cannot name its address',
      );
      for (const server of edge.servers) await server.close();
      seen.length = 0;
      const behind = await start(true);
      answered(await send(agent, behind.port, { path: '/api/whoami', headers: { 'x-forwarded-for': '203.0.113.9' } }), 'behind');
      assert.equal(seen[0]?.forwardedFor, '203.0.113.9');
      for (const server of behind.servers) await server.close();
    } finally {
      agent.destroy();
      for (const app of apis) await app.close();
    }
  });
});

describe("npm start gateway serves the build's compressed copies", () => {
  test('brotli or gzip copy when the browser takes it, with the original caching rule; on the fly for a file without one', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kredi-copies-'));
    const js = `${'console.log("kredi");\n'.repeat(200)}`;
    mkdirSync(path.join(dir, 'chunks'));
    for (const file of ['main.js', 'chunks/0123456789abcdef.js']) writeWithCopies(path.join(dir, file), js);
    writeFileSync(path.join(dir, 'chunks/fedcba9876543210.js'), js);
    const probe = http.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    const servers = await startGateway({ profile: 'single', host: '127.0.0.1', port, apiUrl: 'http://127.0.0.1:9', buildsDir: dir });
    const get = (file: string, encoding?: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
        http
          .get({ host: '127.0.0.1', port, path: `/builds/${file}`, headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
    try {
      for (const [file, cache] of [
        ['main.js', 'no-cache'],
        ['chunks/0123456789abcdef.js', 'public, max-age=31536000, immutable'],
      ] as const) {
        const br = await get(file, 'gzip, deflate, br, zstd');
        assert.equal(br.headers['content-encoding'], 'br', file);
        assert.ok(brotliDecompressSync(br.body).toString().startsWith(COPY_MARK), `${file}: the build's brotli copy`);
        assert.equal(br.headers['cache-control'], cache, file);
        assert.match(String(br.headers.vary), /accept-encoding/i, file);
        assert.match(String(br.headers['content-type']), /^application\/javascript/, file);
        const gz = await get(file, 'gzip');
        assert.equal(gz.headers['content-encoding'], 'gzip', file);
        assert.ok(gunzipSync(gz.body).toString().startsWith(COPY_MARK), `${file}: the build's gzip copy`);
        assert.equal(gz.headers['cache-control'], cache, file);
        const plain = await get(file);
        assert.equal(plain.headers['content-encoding'], undefined, file);
        assert.equal(plain.body.toString(), js, file);
      }
      const fly = await get('chunks/fedcba9876543210.js', 'br');
      assert.equal(fly.headers['content-encoding'], 'br');
      assert.equal(brotliDecompressSync(fly.body).toString(), js, 'compressed on the fly');
    } finally {
      for (const server of servers) await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
