// Runs the production nginx configs (deploy/gateway, deploy/static) in a host nginx, without
// Docker: the gateway, the shell and the five remote static servers on unix sockets in a temp
// folder, synthetic dists, and two fake API replicas. Checks routing, caching, SPA fallback,
// security headers and load balancing over real HTTP. Skipped when no `nginx` binary is installed
// (`apt-get install nginx-light`).
//
// Differences from the containers, applied while rendering (scripts/lib/hostNginx.ts): unix sockets instead of
// service names, no Docker DNS.
import { strict as assert } from 'node:assert';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { ROUTE_BODY_LIMITS, gatewayMessages } from '@kredi/contracts/common';
import { API_CONTENT_SECURITY_POLICY } from '../../scripts/lib/edge';
import { remoteOf, runDeployCommand } from '../../scripts/lib/deployRemote';
import { DEPLOY_COOKIE } from '../../scripts/lib/releases';
import { gatewayConfForHost, hostNginxMainConf } from '../../scripts/lib/hostNginx';
import { COPY_MARK, writeWithCopies } from './builtCopies';

const root = path.resolve(import.meta.dirname, '../..');
const hasNginx = spawnSync('nginx', ['-v'], { stdio: 'ignore' }).status === 0;
const REMOTE_SEGMENTS = ['marketing', 'credit-form', 'calculator', 'crm', 'admin'];
const STATIC = ['shell', ...REMOTE_SEGMENTS.map((s) => `mf-${s}`)];
const HASHED = '0123456789abcdef';

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function request(socketPath: string, urlPath: string, headers: Record<string, string> = {}, body?: Buffer): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const allHeaders = { host: 'kredi.test', ...headers, ...(body ? { 'content-length': String(body.length) } : {}) };
    const req = http.request({ socketPath, path: urlPath, method: body ? 'POST' : 'GET', headers: allHeaders }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    if (body && headers.expect === '100-continue') {
      req.on('continue', () => req.end(body));
      req.flushHeaders();
    } else {
      req.end(body);
    }
  });
}

/** A Turkish JSON answer of the gateway itself: the same `{ message }` as `npm start`'s Node gateway. */
function assertGatewayJson(r: Reply, status: number, message: string) {
  assert.equal(r.status, status, r.body.toString());
  assert.match(String(r.headers['content-type']), /^application\/json/);
  assert.deepEqual(JSON.parse(r.body.toString()), { message });
}

function writeDist(dir: string, pkg: string): void {
  mkdirSync(path.join(dir, 'chunks'), { recursive: true });
  const bigJs = `/* ${pkg} */ ${'console.log("kredi");\n'.repeat(200)}`;
  writeFileSync(path.join(dir, 'chunks', `${HASHED}.js`), bigJs);
  // A hashed chunk with the copies a build writes; `${HASHED}.js` has none (as a file under 1 KB).
  writeWithCopies(path.join(dir, 'chunks', `${HASHED.replace(/^0/, '1')}.js`), bigJs);
  if (pkg === 'shell') {
    writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><html lang="tr"><body><div id="root"></div><script defer src="/main.js"></script></body></html>',
    );
    writeWithCopies(path.join(dir, 'main.js'), bigJs);
  } else {
    writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: pkg, metaData: { publicPath: 'auto' } }));
    writeWithCopies(path.join(dir, 'remoteEntry.js'), bigJs);
  }
}

/** The gateway and static configs rewritten for one host nginx on unix sockets. */
function renderConfigs(dir: string): string {
  const sock = (name: string) => path.join(dir, `${name}.sock`);
  const confs: string[] = [read('deploy/static/caching.conf')];
  for (const pkg of STATIC) {
    const dist = path.join(dir, 'dist', pkg);
    writeDist(dist, pkg);
    confs.push(
      read(`deploy/static/${pkg === 'shell' ? 'shell.conf' : 'remote.conf'}`)
        .replace('listen 80 default_server;', `listen unix:${sock(pkg)};`)
        .replace('root /usr/share/nginx/html;', `root ${dist};`)
        .replace('/var/log/nginx/access.log', path.join(dir, 'log', `${pkg}.access.log`)),
    );
  }
  // The mounted deploy/ folder: its remotes.json, and the releases the deploy commands write (releases.ts).
  mkdirSync(path.join(dir, 'deploy'));
  writeFileSync(path.join(dir, 'deploy', 'remotes.json'), read('deploy/remotes.json'));
  const services: Record<string, string> = { 'render:3000': `unix:${sock('render')}` };
  for (const name of ['api-1', 'api-2']) services[`${name}:8090`] = `unix:${sock(name)}`;
  for (const name of STATIC) services[`${name}:80`] = `unix:${sock(name)}`;
  // A hanging API is found out in a second instead of thirty.
  confs.push(
    gatewayConfForHost({
      listen: `unix:${sock('gateway')}`,
      services,
      absentService: `unix:${sock('absent')}`,
      cacheDir: path.join(dir, 'cache'),
      logDir: path.join(dir, 'log'),
      deployDir: path.join(dir, 'deploy'),
      readTimeoutSeconds: 1,
    }),
  );
  writeFileSync(path.join(dir, 'sites.conf'), confs.join('\n'));
  writeFileSync(path.join(dir, 'nginx.conf'), hostNginxMainConf(dir, path.join(dir, 'sites.conf')));
  return path.join(dir, 'nginx.conf');
}

/** A file's text, or '' while it does not exist. */
function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

function read(rel: string): string {
  return readFileSync(path.join(root, rel), 'utf8');
}

async function waitFor(check: () => Promise<boolean>, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('timed out');
}

describe('production nginx configs in a host nginx', { skip: hasNginx ? false : 'nginx is not installed' }, () => {
  let dir = '';
  let nginx: ChildProcess | undefined;
  const apis: http.Server[] = [];
  /** Requests that reached a fake API replica, by method and URL. */
  const apiHits = new Map<string, number>();
  const gw = (p: string, h?: Record<string, string>, body?: Buffer) => request(path.join(dir, 'gateway.sock'), p, h, body);

  before(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'kredi-nginx-'));
    mkdirSync(path.join(dir, 'tmp'));
    for (const name of ['api-1', 'api-2']) {
      const server = http.createServer((req, res) => {
        const hit = `${req.method} ${req.url}`;
        apiHits.set(hit, (apiHits.get(hit) ?? 0) + 1);
        if (req.url?.startsWith('/api/hang')) return; // never answers
        if (req.url?.startsWith('/api/crm/canli/')) {
          // A Server-Sent Events stream that stays open, without X-Accel-Buffering: the config alone must pass it on.
          res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store' });
          res.write('event: crm\ndata: {"tur":"geri_arama"}\n\n');
          return;
        }
        if (req.method === 'POST') {
          const chunks: Buffer[] = [];
          req.on('data', (c: Buffer) => chunks.push(c));
          req.on('end', () => {
            res.setHeader('content-type', 'application/json');
            const received = {
              length: Buffer.concat(chunks).length,
              encoding: req.headers['content-encoding'] ?? null,
              expect: req.headers.expect ?? null,
            };
            res.end(JSON.stringify(received));
          });
          return;
        }
        // Like the API behind helmet: its own security headers, which the gateway must replace.
        res.setHeader('x-replica', name);
        res.setHeader('content-security-policy', "default-src 'none'");
        res.setHeader('cache-control', 'no-store');
        res.setHeader('content-type', req.url === '/robots.txt' ? 'text/plain' : 'application/json');
        res.end(req.url === '/robots.txt' ? 'User-agent: *\n' : JSON.stringify({ status: 'ok', url: req.url }));
      });
      await new Promise<void>((r) => server.listen(path.join(dir, `${name}.sock`), r));
      apis.push(server);
    }
    const conf = renderConfigs(dir);
    const check = spawnSync('nginx', ['-t', '-p', dir, '-c', conf], { encoding: 'utf8' });
    assert.equal(check.status, 0, `nginx -t failed:\n${check.stderr}`);
    nginx = spawn('nginx', ['-p', dir, '-c', conf], { stdio: 'ignore' });
    await waitFor(async () => (await gw('/healthz')).status === 200, 10_000);
  });

  after(async () => {
    if (nginx?.pid) {
      nginx.kill('SIGQUIT');
      await new Promise((r) => nginx!.once('exit', r));
    }
    await Promise.all(apis.map((s) => new Promise((r) => s.close(r))));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test("API paths reach both replicas; the API keeps its Cache-Control, the gateway owns the security headers (the API's CSP)", async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 4; i += 1) {
      const r = await gw('/api/health');
      assert.equal(r.status, 200);
      seen.add(String(r.headers['x-replica']));
      assert.equal(r.headers['cache-control'], 'no-store');
      assert.equal(r.headers['content-security-policy'], API_CONTENT_SECURITY_POLICY);
    }
    assert.deepEqual([...seen].sort(), ['api-1', 'api-2']);
    assert.equal((await gw('/robots.txt')).body.toString(), 'User-agent: *\n');
    assert.equal((await gw('/sitemap.xml')).status, 200);
  });

  test('public blog and calculator answers are shared for a second; POSTs and requests with credentials always reach the API', async () => {
    const url = '/api/blog-api/posts/?page=1&page_size=6';
    const hits = (method = 'GET', u = url) => apiHits.get(`${method} ${u}`) ?? 0;
    const first = await gw(url);
    const second = await gw(url);
    assert.equal(first.status, 200);
    assert.equal(second.body.toString(), first.body.toString());
    assert.equal(hits(), 1, 'the second reader got the cached answer');
    for (const r of [first, second]) {
      assert.equal(r.headers['cache-control'], 'no-cache', 'browsers revalidate, cached answer or not');
      assert.equal(r.headers['content-security-policy'], API_CONTENT_SECURITY_POLICY);
    }
    await gw(url, { authorization: 'Token x' });
    await gw(url, { cookie: 'a=b' });
    assert.equal(hits(), 3, 'credentials bypass the cache');
    const view = '/api/blog-api/posts/bir-yazi/view/';
    await gw(view, {}, Buffer.from('{}'));
    await gw(view, {}, Buffer.from('{}'));
    assert.equal(hits('POST', view), 2, 'POSTs are never cached');
    const loanTypes = '/api/kredi/kredi-turleri/';
    await gw(loanTypes);
    await gw(loanTypes);
    assert.equal(hits('GET', loanTypes), 1, "the calculator's data is shared the same way");
    await gw('/api/health');
    await gw('/api/health');
    assert.ok((apiHits.get('GET /api/health') ?? 0) >= 2, 'only public data is cached');
    await new Promise((r) => setTimeout(r, 2100));
    await gw(url);
    await new Promise((r) => setTimeout(r, 300)); // a stale answer is refreshed in the background
    assert.equal(hits(), 4, 'after a second the API is asked again');
  });

  test("pages: the render service's HTML (its 404 too); index.html when it fails, hangs or is down; files from the shell", async () => {
    const render = http.createServer((req, res) => {
      if (req.url === '/render-hangs') return; // never answers
      res.writeHead(req.url === '/render-fails' ? 500 : req.url === '/yok' ? 404 : 200, {
        'content-type': 'text/html',
        'cache-control': 'no-cache',
        'x-render': 'server',
      });
      res.end(`<div id="root"><h1>server ${req.url}</h1></div>`);
    });
    await new Promise<void>((r) => render.listen(path.join(dir, 'render.sock'), r));
    try {
      const page = await gw('/blog/bir-yazi');
      assert.equal(page.status, 200);
      assert.equal(page.headers['x-render'], 'server');
      assert.match(page.body.toString(), /server \/blog\/bir-yazi/);
      assert.match(String(page.headers['content-security-policy']), /script-src 'self'/);
      const missing = await gw('/yok');
      assert.equal(missing.status, 404, "the render service's 404 page passes");
      assert.match(missing.body.toString(), /server \/yok/);
      for (const p of ['/render-fails', '/render-hangs']) {
        const r = await gw(p);
        assert.equal(r.status, 200, p);
        assert.match(r.body.toString(), /<div id="root"><\/div>/, `${p}: the shell's index.html`);
        assert.equal(r.headers['cache-control'], 'no-cache', p);
        assert.match(String(r.headers['content-security-policy']), /script-src 'self'/, `${p}: security headers kept`);
      }
      assert.equal((await gw('/main.js')).headers['x-render'], undefined, 'files come from the shell');
      assert.equal((await gw('/__composer/metrics')).status, 404, 'the counters are not public');
    } finally {
      await new Promise((r) => render.close(r));
    }
    // Down: the client render too (for a page the page cache does not hold).
    const down = await gw('/blog/baska-bir-yazi');
    assert.equal(down.status, 200);
    assert.match(down.body.toString(), /<div id="root"><\/div>/);
  });

  test('page cache: one render per page for everyone, revalidated by ETag; never with credentials, a query, or a client render', async () => {
    const renders = new Map<string, number>();
    let version = 'v1';
    const render = http.createServer((req, res) => {
      const key = `${req.url} ${req.headers['if-none-match'] ?? ''}`;
      renders.set(key, (renders.get(key) ?? 0) + 1);
      const etag = `"${version}"`;
      if (req.headers['if-none-match'] === etag) return void res.writeHead(304, { etag, 'x-render': 'server' }).end();
      const client = req.url?.startsWith('/istemci');
      res.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'no-cache', 'x-render': client ? 'client' : 'server', etag });
      res.end(`<div id="root"><h1>${version} ${req.url}</h1></div>`);
    });
    await new Promise<void>((r) => render.listen(path.join(dir, 'render.sock'), r));
    const count = (url: string, inm = '') => renders.get(`${url} ${inm}`) ?? 0;
    try {
      for (let i = 0; i < 3; i++) assert.match((await gw('/kampanya')).body.toString(), /v1 \/kampanya/);
      assert.equal(count('/kampanya'), 1, 'the second and third visitors got the stored page');
      assert.match((await gw('/kampanya?utm_source=reklam&gclid=x')).body.toString(), /v1 \/kampanya/);
      assert.equal(count('/kampanya'), 1, 'campaign parameters share the entry');
      await gw('/kampanya?ad=Ali');
      await gw('/kampanya?ad=Ali');
      assert.equal(count('/kampanya?ad=Ali'), 2, 'another query string is never cached');
      await gw('/kampanya', { cookie: 'oturum=1' });
      await gw('/kampanya', { authorization: 'Bearer x' });
      assert.equal(count('/kampanya'), 3, 'credentials bypass the cache');
      await gw('/istemci');
      await gw('/istemci');
      assert.equal(count('/istemci'), 2, 'a client render is never stored');

      // Past its second: one conditional request; a 304 keeps the page, a new version replaces it.
      await new Promise((r) => setTimeout(r, 2100));
      await gw('/kampanya');
      await new Promise((r) => setTimeout(r, 300));
      assert.equal(count('/kampanya', '"v1"'), 1, 'revalidated with If-None-Match');
      version = 'v2';
      await new Promise((r) => setTimeout(r, 2100));
      await gw('/kampanya');
      await new Promise((r) => setTimeout(r, 300));
      assert.match((await gw('/kampanya')).body.toString(), /v2 \/kampanya/, 'a new version is on the page');
    } finally {
      await new Promise((r) => render.close(r));
    }
    // The render service down: the last page rather than the client render.
    assert.match((await gw('/kampanya')).body.toString(), /v2 \/kampanya/);
  });

  test('shell: SPA fallback for routes (render service down), real 404 for missing files, no-cache for index.html and main.js', async () => {
    for (const p of ['/', '/kredi-hesaplama', '/blog/bir-yazi']) {
      const r = await gw(p);
      assert.equal(r.status, 200, p);
      assert.match(r.body.toString(), /<div id="root">/);
      assert.equal(r.headers['cache-control'], 'no-cache', p);
    }
    assert.equal((await gw('/main.js')).headers['cache-control'], 'no-cache');
    assert.equal((await gw(`/chunks/${HASHED}.js`)).headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal((await gw('/chunks/ffffffffffffffff.js')).status, 404);
    assert.equal((await gw('/config.json')).status, 404, 'an absent /config.json must be a 404, not index.html');
  });

  test('remotes: manifest and entry no-cache, hashed chunks immutable, unknown files and remotes 404', async () => {
    for (const seg of REMOTE_SEGMENTS) {
      const manifest = await gw(`/remotes/${seg}/mf-manifest.json`);
      assert.equal(manifest.status, 200, seg);
      assert.equal(JSON.parse(manifest.body.toString()).name, `mf-${seg}`, `/remotes/${seg}/ reached the wrong server`);
      assert.equal(manifest.headers['cache-control'], 'no-cache');
      assert.equal((await gw(`/remotes/${seg}/remoteEntry.js`)).headers['cache-control'], 'no-cache');
      assert.equal((await gw(`/remotes/${seg}/chunks/${HASHED}.js`)).headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.equal((await gw(`/remotes/${seg}/nope.js`)).status, 404);
    }
    assert.equal((await gw('/remotes/unknown/remoteEntry.js')).status, 404);
  });

  test('remotes.json comes from deploy/remotes.json, no-cache', async () => {
    const r = await gw('/remotes.json');
    assert.equal(r.status, 200);
    assert.equal(r.headers['cache-control'], 'no-cache');
    assert.deepEqual(JSON.parse(r.body.toString()), JSON.parse(read('deploy/remotes.json')));
  });

  test('one set of security headers on every response, errors included; JS is gzip-compressed', async () => {
    for (const p of ['/', '/api/health', '/remotes/crm/mf-manifest.json', '/remotes/unknown/x.js']) {
      const r = await gw(p);
      assert.equal(r.headers['x-content-type-options'], 'nosniff', p);
      assert.match(String(r.headers['strict-transport-security']), /max-age=/, p);
      assert.ok(r.headers['referrer-policy'], p);
      const csp = r.headers['content-security-policy'];
      assert.ok(typeof csp === 'string' && !csp.includes(', '), `${p}: exactly one CSP expected, got ${String(csp)}`);
    }
    const js = await gw('/remotes/calculator/remoteEntry.js', { 'accept-encoding': 'gzip' });
    assert.equal(js.headers['content-encoding'], 'gzip');
    assert.match(gunzipSync(js.body).toString(), /console\.log/);
  });

  test("the build's brotli and gzip copies are sent when the browser takes them, with the original's type and caching", async () => {
    const COPIED = `${HASHED.replace(/^0/, '1')}.js`;
    const files = [
      { path: `/chunks/${COPIED}`, cache: 'public, max-age=31536000, immutable', cors: false },
      { path: '/main.js', cache: 'no-cache', cors: false },
      { path: `/remotes/calculator/chunks/${COPIED}`, cache: 'public, max-age=31536000, immutable', cors: true },
      { path: '/remotes/calculator/remoteEntry.js', cache: 'no-cache', cors: true },
    ];
    for (const file of files) {
      const br = await gw(file.path, { 'accept-encoding': 'gzip, deflate, br, zstd' });
      assert.equal(br.status, 200, file.path);
      assert.equal(br.headers['content-encoding'], 'br', file.path);
      assert.match(String(br.headers['content-type']), /^application\/javascript/, file.path);
      assert.match(String(br.headers.vary), /Accept-Encoding/i, file.path);
      assert.equal(br.headers['cache-control'], file.cache, file.path);
      assert.equal(br.headers['x-content-type-options'], 'nosniff', file.path);
      if (file.cors) assert.equal(br.headers['access-control-allow-origin'], '*', file.path);
      assert.ok(brotliDecompressSync(br.body).toString().startsWith(COPY_MARK), `${file.path}: the build's copy, not another`);

      const gz = await gw(file.path, { 'accept-encoding': 'gzip' });
      assert.equal(gz.headers['content-encoding'], 'gzip', file.path);
      assert.ok(gunzipSync(gz.body).toString().startsWith(COPY_MARK), `${file.path}: the build's gzip copy`);
      assert.equal(gz.headers['cache-control'], file.cache, file.path);

      const plain = await gw(file.path);
      assert.equal(plain.headers['content-encoding'], undefined, file.path);
      assert.match(plain.body.toString(), /^\/\* /, file.path);
    }
    // No copy: compressed on the fly as before; a copy is never reached by its own name without asking for brotli.
    const fly = await gw(`/chunks/${HASHED}.js`, { 'accept-encoding': 'gzip, br' });
    assert.equal(fly.headers['content-encoding'], 'gzip');
    assert.ok(!gunzipSync(fly.body).toString().startsWith(COPY_MARK));
  });

  test('uploads: Expect: 100-continue and gzip bodies reach the API as sent; over 64 KB is the Turkish 413', async () => {
    const small = Buffer.from(JSON.stringify({ a: 'b'.repeat(2000) }));
    const expect = await gw('/api/echo', { 'content-type': 'application/json', expect: '100-continue' }, small);
    assert.equal(expect.status, 200, expect.body.toString());
    assert.equal(JSON.parse(expect.body.toString()).length, small.length);
    const zipped = gzipSync(small);
    const gzip = await gw('/api/echo', { 'content-type': 'application/json', 'content-encoding': 'gzip' }, zipped);
    assert.deepEqual(JSON.parse(gzip.body.toString()), { length: zipped.length, encoding: 'gzip', expect: null });
    for (const size of [64 * 1024 + 1, 900_000]) {
      assertGatewayJson(
        await gw('/api/echo', { 'content-type': 'application/json' }, Buffer.alloc(size, 'a')),
        413,
        gatewayMessages.tooLarge,
      );
    }
    assertGatewayJson(
      await gw('/api/echo', { 'content-type': 'application/json', expect: '100-continue' }, Buffer.alloc(1_500_000, 'a')),
      413,
      gatewayMessages.tooLarge,
    );
  });

  // The limit of each route of the one list, at the edge; a 141 KB post and a 1.9 MB picture pass.
  test('bodies are capped per route: admin uploads up to 2 MB, blog posts 512 KB, public forms 32 KB', async () => {
    for (const { path: prefix, bytes } of ROUTE_BODY_LIMITS) {
      const atLimit = await gw(`${prefix}/`, { 'content-type': 'application/json' }, Buffer.alloc(bytes, 'a'));
      assert.equal(atLimit.status, 200, `${prefix}: ${atLimit.body.toString()}`);
      assert.equal(JSON.parse(atLimit.body.toString()).length, bytes);
      assertGatewayJson(
        await gw(`${prefix}/`, { 'content-type': 'application/json' }, Buffer.alloc(bytes + 1, 'a')),
        413,
        gatewayMessages.tooLarge,
      );
    }
    assert.equal((await gw('/api/admin/blog/posts/7/', { 'content-type': 'application/json' }, Buffer.alloc(141 * 1024, 'a'))).status, 200);
    assert.equal((await gw('/api/admin/blog/images/', { 'content-type': 'image/png' }, Buffer.alloc(1_900_000, 'a'))).status, 200);
    assertGatewayJson(
      await gw('/api/callback-request/', { 'content-type': 'application/json' }, Buffer.alloc(40 * 1024, 'a')),
      413,
      gatewayMessages.tooLarge,
    );
  });

  test('the CRM live stream: each event reaches the browser while the stream stays open, uncompressed and uncached', async () => {
    const first = await new Promise<{ status: number; headers: http.IncomingHttpHeaders; chunk: string }>((resolve, reject) => {
      const req = http.get(
        {
          socketPath: path.join(dir, 'gateway.sock'),
          path: '/api/crm/canli/?bilet=x',
          headers: { host: 'localhost', 'accept-encoding': 'gzip' },
        },
        (res) => {
          res.once('data', (chunk: Buffer) => {
            resolve({ status: res.statusCode ?? 0, headers: res.headers, chunk: chunk.toString('utf8') });
            req.destroy();
          });
        },
      );
      req.on('error', reject);
      setTimeout(() => reject(new Error('the first event did not arrive within 2 s: the stream is buffered')), 2000);
    });
    assert.equal(first.status, 200);
    assert.match(first.chunk, /data: \{"tur":"geri_arama"\}/);
    assert.equal(first.headers['content-encoding'], undefined);
    assert.match(String(first.headers['content-type']), /^text\/event-stream/);
  });

  test('an API that hangs gets the Turkish 504, with the security headers', async () => {
    const r = await gw('/api/hang');
    assertGatewayJson(r, 504, gatewayMessages.timeout);
    assert.equal(r.headers['x-content-type-options'], 'nosniff');
  });

  test('the logs of the gateway and the static servers name no visitor and keep no query string', async () => {
    const visitor = {
      'x-forwarded-for': '203.0.113.77',
      'x-real-ip': '203.0.113.77',
      referer: 'https://kredi.test/crm?q=Ay%C5%9Fe',
      'user-agent': 'Ajan/7.7',
    };
    const query = '?search=Ay%C5%9Fe%20Y%C4%B1lmaz&telefon=05321234567';
    const asked = [
      `/api/crm/customers/${query}`,
      `/api/blog-api/posts/${query}`,
      `/crm/musteriler${query}`,
      `/remotes/crm/remoteEntry.js${query}`,
    ];
    for (const p of asked) assert.ok((await gw(p, visitor)).status < 500, p);
    // An error nginx itself logs for a request (the upstream timed out) names the client and the request line.
    assert.equal((await gw(`/api/hang${query}`, visitor)).status, 504);
    const logDir = path.join(dir, 'log');
    const logs = () =>
      ['access.log', 'error.log', 'shell.access.log', 'mf-crm.access.log'].map((f) => ({ f, text: readText(path.join(logDir, f)) }));
    // Buffered: reopening the logs (USR1) writes what the workers hold.
    nginx!.kill('SIGUSR1');
    const written = () => {
      const [gateway, , shell, crm] = logs().map(({ text }) => text);
      return / \/api\/hang\? 504 /.test(gateway!) && shell!.includes('/index.html') && crm!.includes('/remoteEntry.js');
    };
    await waitFor(async () => written(), 5000);
    const [gateway] = logs();
    assert.match(gateway!.text, /GET \/api\/crm\/customers\/\? 200 /, 'what was asked, with a mark for the query string');
    assert.match(gateway!.text, /GET \/api\/hang\? 504 /);
    assert.match(
      readText(path.join(logDir, 'shell.access.log')),
      /GET \/index\.html /,
      'the client render fetched index.html without the query',
    );
    for (const { f, text } of [...logs(), { f: 'main error.log', text: readText(path.join(dir, 'error.log')) }]) {
      for (const secret of ['203.0.113.77', 'search=', 'Ay%C5', '0532', 'Ajan', 'kredi.test/crm', 'client:']) {
        assert.ok(!text.includes(secret), `${f} holds ${secret}:\n${text}`);
      }
    }
  });

  test("deployed builds at their versioned paths, the manifest switched by rename within 5 s, a canary's sticky share rendered and cached apart", async () => {
    const releases = path.join(dir, 'deploy', 'releases');
    const crm = remoteOf('mf-crm');
    const buildFolder = (mark: string) => {
      const folder = path.join(dir, `crm-${mark}`);
      writeDist(folder, 'mf-crm');
      writeFileSync(path.join(folder, 'build.txt'), mark);
      return folder;
    };
    const crmEntry = async (headers: Record<string, string> = {}) => {
      const r = await gw('/remotes.json', headers);
      assert.equal(r.headers['cache-control'], 'no-cache');
      return (JSON.parse(r.body.toString()) as { remotes: Array<{ name: string; entry: string }> }).remotes.find((x) => x.name === 'crm')!
        .entry;
    };
    /** Runs a deploy command and measures until nginx serves crm's entry from `id`'s path. */
    const live = async (command: Parameters<typeof runDeployCommand>[2], id?: () => string) => {
      const started = performance.now();
      const { state } = runDeployCommand(releases, crm, command);
      const want = `/remotes/crm/${id ? id() : state.live}/mf-manifest.json`;
      while ((await crmEntry()) !== want) await new Promise((r) => setTimeout(r, 10));
      const ms = performance.now() - started;
      console.log(`[deploy] nginx: ${command.command} live in ${(ms / 1000).toFixed(3)} s`);
      assert.ok(ms < 5000);
      return state;
    };

    const a = (await live({ command: 'deploy', from: buildFolder('A') })).live!;
    const chunkOfA = `/remotes/crm/${a}/chunks/${HASHED}.js`;
    const chunk = await gw(chunkOfA);
    assert.equal(chunk.status, 200);
    assert.equal(chunk.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal((await gw(`/remotes/crm/${a}/remoteEntry.js`)).headers['cache-control'], 'no-cache');
    assert.equal((await gw(`/remotes/crm/${a}/yok.js`)).status, 404);
    assert.equal((await gw(`/remotes/admin/${a}/remoteEntry.js`)).status, 404, "another remote's path has none of crm's builds");
    const b = (await live({ command: 'deploy', from: buildFolder('B') })).live!;
    assert.notEqual(a, b);
    assert.equal((await gw(chunkOfA)).status, 200, 'a tab holding build A still loads its chunks');
    await live({ command: 'rollback' });
    assert.equal(await crmEntry(), `/remotes/crm/${a}/mf-manifest.json`);

    // The canary: half of the visitors by the bucket of their cookie, the same build on every request.
    const renders: string[] = [];
    const render = http.createServer((req, res) => {
      renders.push(`${req.url} ${String(req.headers['x-remotes-bucket'] ?? '-')}`);
      res.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'no-cache', 'x-render': 'server' });
      res.end(`<p>bucket=${String(req.headers['x-remotes-bucket'] ?? '-')}</p>`);
    });
    await new Promise<void>((r) => render.listen(path.join(dir, 'render.sock'), r));
    try {
      const { canary } = runDeployCommand(releases, crm, { command: 'canary', share: 50, from: buildFolder('C') }).state;
      // nginx keeps an open file's descriptor for a second (open_file_cache_valid): the canary's files are seen after it.
      await new Promise((r) => setTimeout(r, 1100));
      const first = await gw('/remotes.json');
      assert.match(
        String(first.headers['set-cookie']),
        new RegExp(`^${DEPLOY_COOKIE}=[0-9a-f]{32}; Path=/; Max-Age=\\d+; SameSite=Lax; HttpOnly$`),
      );
      const groups = { canary: 0, live: 0 };
      for (let i = 0; i < 30; i++) {
        const headers = { cookie: `${DEPLOY_COOKIE}=${i.toString(16).padStart(32, '0')}` };
        const entries = new Set([await crmEntry(headers), await crmEntry(headers)]);
        assert.equal(entries.size, 1, 'sticky');
        const inCanary = [...entries][0] === `/remotes/crm/${canary!.build}/mf-manifest.json`;
        if (!inCanary) assert.equal([...entries][0], `/remotes/crm/${a}/mf-manifest.json`);
        groups[inCanary ? 'canary' : 'live']++;
        // The page is rendered for the bucket (the render service reads that bucket's manifest), and cached per bucket.
        const page = (await gw(`/kanarya-${i}`, headers)).body.toString();
        assert.equal(/bucket=\d\d/.test(page), inCanary, page);
        assert.equal((await gw(`/kanarya-${i}`, headers)).headers['set-cookie'], undefined, 'a visitor with the cookie keeps it');
      }
      assert.ok(groups.canary >= 5 && groups.live >= 5, JSON.stringify(groups));
      const rendered = renders.length;
      for (let i = 0; i < 3; i++) await gw('/kanarya-0', { cookie: `${DEPLOY_COOKIE}=${'0'.repeat(32)}` });
      assert.equal(renders.length, rendered, "the canary's cookie alone is no credential: the page comes from the cache");
      const bucketOfFirst = renders.find((r) => r.startsWith('/kanarya-0 '))!.split(' ')[1]!;
      assert.equal((await gw('/remotes.json', { 'x-remotes-bucket': bucketOfFirst })).status, 200);

      await live({ command: 'abort' }, () => a);
      await new Promise((r) => setTimeout(r, 1100)); // the canary flag's cached descriptor, as above
      assert.equal((await gw('/remotes.json')).headers['set-cookie'], undefined, 'no cookie without a canary');
      for (let i = 0; i < 10; i++)
        assert.equal(
          await crmEntry({ cookie: `${DEPLOY_COOKIE}=${i.toString(16).padStart(32, '0')}` }),
          `/remotes/crm/${a}/mf-manifest.json`,
        );
    } finally {
      await new Promise((r) => render.close(r));
    }
    // Back to the remotes' own builds: the manifest of deploy/remotes.json for the tests after this one.
    runDeployCommand(releases, crm, { command: 'rollback' });
    await waitFor(async () => (await crmEntry()) === '/remotes/crm/mf-manifest.json', 5000);
  });

  test('with every replica down the API paths get the Turkish 503 (this test stops the replicas: keep it last)', async () => {
    await Promise.all(
      apis.map((s) => {
        const closed = new Promise((r) => s.close(r));
        s.closeAllConnections(); // nginx keeps idle connections to the replicas
        return closed;
      }),
    );
    apis.length = 0;
    for (const p of ['/api/health', '/api/users/register/', '/robots.txt', '/sitemap.xml']) {
      const r = await gw(p);
      assertGatewayJson(r, 503, gatewayMessages.unavailable);
      assert.equal(r.headers['retry-after'], '5', p);
    }
  });
});
