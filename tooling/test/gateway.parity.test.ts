// Both gateways, the same requests, the same security headers byte for byte: `npm start`'s Node gateway
// (scripts/lib/gateway.ts) and compose's nginx (deploy/gateway, deploy/static, generated from scripts/lib/edge.ts) in a
// host nginx, in front of the same stand-in API (with the API's real security headers plugin), the same stand-in render
// service and the same built files. Pages, the shell's and the remotes' files, the API's answers and uploads, what
// neither makes public, the gateways' own errors, and the first request after the API died. Needs nginx and a build
// (`flock /tmp/e2e-build.lock npx tsx scripts/build-if-needed.ts`); skipped without them.
import { strict as assert } from 'node:assert';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import securityHeaders from '../../api/src/plugins/securityHeaders';
import { SECURITY_HEADER_NAMES } from '../../scripts/lib/edge';
import { COMPOSER_METRICS_PATH } from '../../render-service/src/renderServiceProtocol';
import { startGateway, type Closable } from '../../scripts/lib/gateway';
import { gatewayConfForHost, hostNginxMainConf } from '../../scripts/lib/hostNginx';
import { REMOTES, distOf, repoRoot } from '../../scripts/lib/layout';
import { createPageCacheMetrics } from '../../scripts/lib/pageCacheMetrics';

const hasNginx = spawnSync('nginx', ['-v'], { stdio: 'ignore' }).status === 0;
const built = [distOf('shell'), ...REMOTES.map((r) => distOf(r.dir))].every(
  (dir) => existsSync(path.join(dir, 'index.html')) || existsSync(path.join(dir, 'remoteEntry.js')),
);

interface Answer {
  status: number;
  /** The headers a served file is judged by (its type and caching), lower-cased names. */
  file: { type?: string; cacheControl?: string };
  /** Each security header's values as sent (a header sent twice shows twice). */
  security: Record<string, string[]>;
}

function ask(target: { port?: number; socketPath?: string }, method: string, urlPath: string, body?: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {
      host: 'kredi.test',
      ...(body ? { 'content-type': 'image/png', 'content-length': String(body.length) } : {}),
    };
    const req = http.request({ host: '127.0.0.1', ...target, method, path: urlPath, headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => {
        const security: Record<string, string[]> = {};
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          const name = res.rawHeaders[i]!.toLowerCase();
          if (SECURITY_HEADER_NAMES.includes(name)) (security[name] ??= []).push(res.rawHeaders[i + 1]!);
        }
        const file = { type: res.headers['content-type'], cacheControl: res.headers['cache-control'] };
        resolve({ status: res.statusCode ?? 0, security, file });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function listen(server: http.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

async function freePort(): Promise<number> {
  const probe = http.createServer();
  const port = await listen(probe);
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe(
  'the Node gateway and nginx answer the same security headers',
  { skip: !hasNginx ? 'nginx is not installed' : !built ? 'the system is not built' : false },
  () => {
    let dir = '';
    let api: FastifyInstance;
    let render: http.Server;
    let nginx: ChildProcess | undefined;
    let node: Closable[] = [];
    let nodePort = 0;
    let metricsPort = 0;
    const nginxSocket = () => path.join(dir, 'gateway.sock');
    const both = async (method: string, urlPath: string, body?: Buffer) => ({
      node: await ask({ port: nodePort }, method, urlPath, body),
      nginx: await ask({ socketPath: nginxSocket() }, method, urlPath, body),
    });

    before(async () => {
      dir = mkdtempSync(path.join(tmpdir(), 'kredi-parity-'));
      mkdirSync(path.join(dir, 'tmp'));
      // The API's own security headers, as the real API sends them.
      api = Fastify();
      await api.register(securityHeaders);
      api.removeAllContentTypeParsers();
      api.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 4 * 1024 * 1024 }, (_req, body, done) => done(null, body));
      api.get('/api/health', async () => ({ status: 'ok' }));
      api.get('/api/media/blog/resim.png', async (_req, reply) => reply.type('image/png').send(Buffer.from('89504e47', 'hex')));
      api.post('/api/admin/blog/images/', async (request, reply) => reply.code(201).send({ bytes: (request.body as Buffer).length }));
      api.get('/robots.txt', async (_req, reply) => reply.type('text/plain').send('User-agent: *\n'));
      api.get('/sitemap.xml', async (_req, reply) => reply.type('application/xml').send('<urlset/>'));
      // As an API process killed while the request was on its way: the connection closes without an answer.
      api.get('/api/dies', (request) => void request.raw.socket.destroy());
      await api.listen({ host: '127.0.0.1', port: 0 });
      const apiAddress = `127.0.0.1:${(api.server.address() as AddressInfo).port}`;

      render = http.createServer((req, res) => {
        if (req.url === COMPOSER_METRICS_PATH)
          return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"serverRendered":1}');
        res.writeHead(req.url === '/yok' ? 404 : 200, { 'content-type': 'text/html; charset=utf-8', 'x-render': 'server', etag: '"v1"' });
        res.end(`<div id="root"><h1>${req.url}</h1></div>`);
      });
      const renderPort = await listen(render);

      nodePort = await freePort();

      metricsPort = await freePort();
      node = await startGateway({
        profile: 'single',
        host: '127.0.0.1',
        port: nodePort,
        apiUrl: `http://${apiAddress}`,
        apiTimeoutMs: 1000,
        renderServiceUrl: `http://127.0.0.1:${renderPort}`,
        metricsListener: { port: metricsPort, pageCache: createPageCacheMetrics() },
      });

      // nginx: the gateway, and the shell's and each remote's static server over the same built files.
      const sock = (name: string) => `unix:${path.join(dir, `${name}.sock`)}`;
      const staticConf = (file: string, name: string, root: string) =>
        readFileSync(path.join(repoRoot, 'deploy/static', file), 'utf8')
          .replace('listen 80 default_server;', `listen ${sock(name)};`)
          .replace('root /usr/share/nginx/html;', `root ${root};`)
          .replace('/var/log/nginx/access.log', path.join(dir, `${name}.access.log`));
      const services: Record<string, string> = {
        'api-1:8090': apiAddress,
        'api-2:8090': apiAddress,
        'render:3000': `127.0.0.1:${renderPort}`,
        'shell:80': sock('shell'),
      };
      const confs = [
        readFileSync(path.join(repoRoot, 'deploy/static/caching.conf'), 'utf8'),
        staticConf('shell.conf', 'shell', distOf('shell')),
      ];
      for (const r of REMOTES) {
        services[`${r.dir}:80`] = sock(r.dir);
        confs.push(staticConf('remote.conf', r.dir, distOf(r.dir)));
      }
      confs.push(
        gatewayConfForHost({
          listen: sock('gateway'),
          services,
          absentService: sock('absent'),
          cacheDir: path.join(dir, 'cache'),
          logDir: path.join(dir, 'log'),
          readTimeoutSeconds: 1,
        }),
      );
      writeFileSync(path.join(dir, 'sites.conf'), confs.join('\n'));
      writeFileSync(path.join(dir, 'nginx.conf'), hostNginxMainConf(dir, path.join(dir, 'sites.conf')));
      const check = spawnSync('nginx', ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { encoding: 'utf8' });
      assert.equal(check.status, 0, `nginx -t failed:\n${check.stderr}`);
      nginx = spawn('nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' });
      for (let i = 0; i < 100; i++) {
        if ((await ask({ socketPath: nginxSocket() }, 'GET', '/healthz').catch(() => undefined))?.status === 200) break;
        await new Promise((r) => setTimeout(r, 100));
      }
    });

    after(async () => {
      if (nginx?.pid) {
        nginx.kill('SIGQUIT');
        await new Promise((r) => nginx!.once('exit', r));
      }
      for (const server of node) await server.close();
      await api.close();
      render.close();
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    /** The same status and the same security headers, byte for byte; returns the headers for further checks. */
    async function same(method: string, urlPath: string, body?: Buffer): Promise<Record<string, string[]>> {
      const answers = await both(method, urlPath, body);
      assert.equal(answers.node.status, answers.nginx.status, `${method} ${urlPath}: status`);
      assert.deepEqual(answers.node.security, answers.nginx.security, `${method} ${urlPath}: security headers`);
      return answers.node.security;
    }

    const remote = REMOTES[0]!.segment;
    const files = [
      '/main.js',
      '/index.html',
      '/chunks/yok0123456789.js',
      '/remotes.json',
      `/remotes/${remote}/mf-manifest.json`,
      `/remotes/${remote}/remoteEntry.js`,
      `/remotes/${remote}/yok.js`,
      '/remotes/yok/remoteEntry.js',
    ];

    test('pages (the 404 page too) and built files: the site CSP, COOP, Permissions-Policy, HSTS', async () => {
      for (const urlPath of ['/', '/blog/bir-yazi', '/yok', ...files]) {
        const security = await same('GET', urlPath);
        assert.match(security['content-security-policy']?.[0] ?? '', /script-src 'self'/, urlPath);
        assert.deepEqual(security['cross-origin-opener-policy'], ['same-origin'], urlPath);
        assert.equal(security['permissions-policy']?.length, 1, urlPath);
      }
    });

    test("the installable CRM's worker, manifest and icons: on the site's origin under /crm/, the same type and caching", async () => {
      for (const [urlPath, type] of [
        ['/crm/sw.js', /javascript/],
        ['/crm/manifest.webmanifest', /^application\/manifest\+json/],
        ['/crm/icon-192.png', /^image\/png$/],
        ['/crm/icon-512.png', /^image\/png$/],
      ] as const) {
        const answers = await both('GET', urlPath);
        assert.deepEqual([answers.node.status, answers.nginx.status], [200, 200], urlPath);
        assert.deepEqual(answers.node.security, answers.nginx.security, `${urlPath}: security headers`);
        assert.match(answers.node.file.type ?? '', type, `${urlPath}: node`);
        assert.match(answers.nginx.file.type ?? '', type, `${urlPath}: nginx`);
        // A new worker or icon must reach the installed app: revalidated, never kept a year.
        assert.deepEqual([answers.node.file.cacheControl, answers.nginx.file.cacheControl], ['no-cache', 'no-cache'], urlPath);
        assert.match(answers.node.security['content-security-policy']?.[0] ?? '', /worker-src 'self'; manifest-src 'self'/, urlPath);
      }
    });

    test("the API's answers and uploads keep the API's own deny-all CSP, with Permissions-Policy", async () => {
      for (const [method, urlPath, body] of [
        ['GET', '/api/health'],
        ['GET', '/api/media/blog/resim.png'],
        ['POST', '/api/admin/blog/images/', Buffer.alloc(300 * 1024, 1)],
        ['GET', '/robots.txt'],
        ['GET', '/sitemap.xml'],
        // The gateways' own answer on an API path: a body over the route's limit.
        ['POST', '/api/callback-request/', Buffer.alloc(40 * 1024, 1)],
      ] as const) {
        const security = await same(method, urlPath, body);
        assert.deepEqual(
          security['content-security-policy'],
          ["default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'"],
          urlPath,
        );
        assert.equal(security['permissions-policy']?.length, 1, urlPath);
        assert.equal(security['strict-transport-security']?.length, 1, `${urlPath}: one HSTS, the edge's`);
      }
    });

    test("the render service's counters are public on neither; the Node gateway's loopback metrics listener has them", async () => {
      for (const urlPath of ['/__composer/metrics', '/%5F%5Fcomposer/metrics']) {
        const answers = await both('GET', urlPath);
        assert.deepEqual([answers.node.status, answers.nginx.status], [404, 404], urlPath);
        assert.deepEqual(answers.node.security, answers.nginx.security, urlPath);
      }
      const counters = (await (await fetch(`http://127.0.0.1:${metricsPort}${COMPOSER_METRICS_PATH}`)).json()) as Record<string, unknown>;
      assert.deepEqual(counters.composer, { serverRendered: 1 });
      assert.ok(counters.pageCache, "the page cache's counts");
    });

    test('an API that dies: the Turkish 503 with Retry-After on both, the first request after it too (keep it last)', async () => {
      const cut = await same('GET', '/api/dies');
      assert.deepEqual(cut['retry-after'], ['5']);
      await api.close();
      for (const urlPath of ['/api/health', '/robots.txt']) {
        const down = await same('GET', urlPath);
        assert.deepEqual(down['retry-after'], ['5'], urlPath);
      }
    });
  },
);
