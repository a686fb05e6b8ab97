// Structure test of the production deployment (no Docker engine needed): docker-compose.yml,
// the Dockerfiles it builds, the gateway and static nginx configs and deploy/remotes.json.
// Run: npm run test:infra
import { strict as assert } from 'node:assert';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { parse } from 'yaml';
import { MAX_REQUEST_BODY_BYTES, ROUTE_BODY_LIMITS, gatewayMessages, requestBodyLimit } from '@kredi/contracts/common';
import { API_CONTENT_SECURITY_POLICY, PERMISSIONS_POLICY, STRICT_TRANSPORT_SECURITY } from '../../scripts/lib/edge';
import { children, evalMap, findAll, locations, parseNginx, type Directive } from './nginxConf';

const root = path.resolve(import.meta.dirname, '../..');
const read = (rel: string) => readFileSync(path.join(root, rel), 'utf8');

interface Service {
  image?: string;
  command?: string | string[];
  network_mode?: string;
  build?: string | { context?: string; dockerfile?: string; args?: Record<string, string>; target?: string };
  environment?: Record<string, string | number | boolean | null> | string[];
  ports?: (string | number | { target?: number; published?: number | string })[];
  volumes?: (string | { type?: string; source?: string; target?: string })[];
  depends_on?: string[] | Record<string, { condition?: string }>;
  healthcheck?: { test?: string | string[]; disable?: boolean };
}

interface Compose {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
}

const compose = parse(read('docker-compose.yml'), { merge: true }) as Compose;
const services = compose.services;

/** Remotes of the one registry; each is a compose service named after its folder. */
const REMOTES = (
  JSON.parse(read('remotes.registry.json')) as { remotes: { name: string; dir: string; segment: string; routes: string[] }[] }
).remotes.map((r) => ({ ...r, service: r.dir }));
const STATIC_SERVICES = ['shell', ...REMOTES.map((r) => r.service)];
const API_REPLICAS = ['api-1', 'api-2'];

function service(name: string): Service {
  const s = services[name];
  assert.ok(s, `service "${name}" is missing`);
  return s;
}

function env(s: Service): Record<string, string> {
  const out: Record<string, string> = {};
  if (Array.isArray(s.environment)) {
    for (const item of s.environment) {
      const at = item.indexOf('=');
      out[at < 0 ? item : item.slice(0, at)] = at < 0 ? '' : item.slice(at + 1);
    }
  } else {
    for (const [k, v] of Object.entries(s.environment ?? {})) out[k] = v === null ? '' : String(v);
  }
  return out;
}

function dependsOn(s: Service): Map<string, string | undefined> {
  if (Array.isArray(s.depends_on)) return new Map(s.depends_on.map((d) => [d, undefined]));
  return new Map(Object.entries(s.depends_on ?? {}).map(([k, v]) => [k, v?.condition]));
}

/** Dockerfile path relative to the repo root, or undefined for image-only services. */
function dockerfileOf(s: Service): string | undefined {
  if (!s.build) return undefined;
  const build = typeof s.build === 'string' ? { context: s.build } : s.build;
  return path.normalize(path.join(build.context ?? '.', build.dockerfile ?? 'Dockerfile'));
}

function volumeMounts(s: Service): { source: string; target: string }[] {
  return (s.volumes ?? []).map((v) => {
    if (typeof v !== 'string') return { source: v.source ?? '', target: v.target ?? '' };
    const [source = '', target = ''] = v.split(':');
    return { source, target };
  });
}

function publishedPorts(s: Service): number[] {
  return (s.ports ?? []).map((p) => {
    if (typeof p === 'number') return p;
    if (typeof p === 'object') return Number(p.published);
    const parts = p.replace(/\/(tcp|udp)$/, '').split(':');
    return Number(parts.length >= 2 ? parts[parts.length - 2] : parts[0]);
  });
}

/** The gateway's nginx config: the file mounted into the image's templates or conf.d folder. */
function gatewayConfigPath(): string {
  const mount = volumeMounts(service('gateway')).find((m) => /^\/etc\/nginx\/(templates|conf\.d)\//.test(m.target));
  assert.ok(mount, 'gateway mounts no nginx config into /etc/nginx/templates or /etc/nginx/conf.d');
  return path.normalize(mount.source);
}

describe('docker-compose.yml services', () => {
  test('has postgres, two API replicas, the gateway, the shell and one static server per remote', () => {
    const expected = ['postgres', ...API_REPLICAS, 'gateway', ...STATIC_SERVICES];
    for (const name of expected) service(name);
  });

  test('every service has a healthcheck', () => {
    for (const [name, s] of Object.entries(services)) {
      assert.ok(s.healthcheck && !s.healthcheck.disable, `${name} has no healthcheck`);
      const t = s.healthcheck.test;
      assert.ok(t && (typeof t === 'string' ? t.trim() !== '' : t.length > 1 && t[0] !== 'NONE'), `${name}: empty healthcheck`);
    }
  });

  test('postgres is postgres:16-alpine with a pg_isready healthcheck and a named volume for its data', () => {
    const pg = service('postgres');
    assert.match(pg.image ?? '', /^postgres:16-alpine/);
    assert.match(JSON.stringify(pg.healthcheck?.test), /pg_isready/);
    const data = volumeMounts(pg).find((m) => m.target === '/var/lib/postgresql/data');
    assert.ok(data, 'postgres data directory is not on a volume');
    assert.ok(compose.volumes && data.source in compose.volumes, `volume "${data.source}" is not declared at top level`);
    assert.ok(env(pg).POSTGRES_PASSWORD?.includes(':?'), 'POSTGRES_PASSWORD must be required (${VAR:?})');
  });

  test('backups: WAL archived continuously and a base backup daily, kept for a set number of days, on a volume of their own', () => {
    const pg = service('postgres');
    const settings = (Array.isArray(pg.command) ? pg.command : []).map(String);
    assert.ok(settings.includes('archive_mode=on') && settings.includes('wal_level=replica'), settings.join(' '));
    const archive = settings.find((setting) => setting.startsWith('archive_command='));
    assert.match(
      archive ?? '',
      /cp %p (\S+) && mv \1 \/backups\/wal\/%f$/,
      'each segment is copied to /backups/wal under a temporary name',
    );
    assert.match(archive ?? '', /test ! -f \/backups\/wal\/%f/, 'an archived segment is never overwritten');
    const backupsOf = (s: Service) => volumeMounts(s).find((m) => m.target === '/backups')?.source;
    const backup = service('backup');
    assert.ok(backupsOf(pg) && backupsOf(pg) === backupsOf(backup), 'postgres archives to the volume the backup service writes');
    assert.ok(compose.volumes && backupsOf(pg)! in compose.volumes, 'the backups volume is declared at top level (it can be copied off)');
    assert.match(backup.image ?? '', /^postgres:16-alpine/, 'pg_basebackup of the same major version');
    assert.equal(backup.network_mode, 'service:postgres', 'pg_basebackup reaches postgres over its loopback');
    assert.match(String(env(backup).BACKUP_RETENTION_DAYS), /^\$\{BACKUP_RETENTION_DAYS:-\d+\}$/, 'retention is a setting');
    const script = read('deploy/backup/backup.sh');
    assert.match(script, /pg_basebackup .*-X fetch/, 'each base backup carries the WAL that makes it consistent');
    assert.match(script, /-mtime "\+\$RETENTION_DAYS"/, 'base backups older than the retention are removed');
    assert.ok(
      volumeMounts(backup).some((m) => m.source === './deploy/backup/backup.sh'),
      'the script is mounted',
    );
  });

  test('two API replicas built from api/Dockerfile, wired to postgres, production settings', () => {
    for (const name of API_REPLICAS) {
      const api = service(name);
      assert.equal(dockerfileOf(api), path.normalize('api/Dockerfile'), `${name} is not built from api/Dockerfile`);
      const e = env(api);
      assert.match(e.DATABASE_URL ?? '', /^postgres(ql)?:\/\/.+@postgres:5432\//, `${name}: DATABASE_URL does not point at postgres`);
      assert.equal(e.NODE_ENV, 'production');
      assert.equal(e.APP_MODE, 'production', `${name}: the replicas must never run the demo`);
      for (const secret of ['OTP_SECRET', 'NETGSM_USERCODE', 'NETGSM_PASSWORD', 'NETGSM_MSGHEADER']) {
        assert.match(e[secret] ?? '', new RegExp(`^\\$\\{${secret}:\\?`), `${name}: ${secret} must be required (\${${secret}:?...})`);
      }
      assert.ok(e.PUBLIC_BASE_URL, `${name}: PUBLIC_BASE_URL missing`);
      assert.ok(e.CORS_ORIGINS, `${name}: CORS_ORIGINS missing`);
      assert.ok(e.TRUST_PROXY, `${name}: TRUST_PROXY missing`);
      assert.equal(dependsOn(api).get('postgres'), 'service_healthy', `${name} must wait for a healthy postgres`);
      assert.match(JSON.stringify(api.healthcheck?.test), /\/api\/health/, `${name}: healthcheck must probe /api/health`);
    }
  });

  test('the shell is built from its Dockerfile, every remote of the registry from deploy/remote.Dockerfile', () => {
    assert.equal(dockerfileOf(service('shell')), path.normalize('shell/Dockerfile'));
    for (const r of REMOTES) {
      const build = service(r.service).build;
      assert.equal(dockerfileOf(service(r.service)), path.normalize('deploy/remote.Dockerfile'), r.service);
      assert.equal(typeof build === 'object' ? build.args?.REMOTE : undefined, r.dir, `${r.service} must pass REMOTE=${r.dir}`);
    }
    const remoteServices = Object.keys(services).filter(
      (name) => dockerfileOf(service(name)) === path.normalize('deploy/remote.Dockerfile'),
    );
    assert.deepEqual(remoteServices.sort(), REMOTES.map((r) => r.service).sort(), 'compose has remotes the registry does not list');
  });

  test('the gateway publishes 8080 and waits for the API replicas, the shell and every remote', () => {
    const gw = service('gateway');
    assert.ok(publishedPorts(gw).includes(8080), 'gateway does not publish 8080');
    const deps = dependsOn(gw);
    for (const name of [...API_REPLICAS, ...STATIC_SERVICES]) {
      assert.ok(deps.has(name), `gateway does not depend on ${name}`);
      assert.equal(deps.get(name), 'service_healthy', `gateway should wait for ${name} to be healthy`);
    }
  });

  test('every file the gateway mounts exists; remotes.json comes with its folder, never as a single-file mount', () => {
    const mounts = volumeMounts(service('gateway'));
    for (const m of mounts.filter((x) => x.source.startsWith('.'))) {
      assert.ok(existsSync(path.join(root, m.source)), `mounted file ${m.source} does not exist`);
    }
    // Docker pins a single-file mount to its inode: a manifest replaced by rename would not be seen until a restart.
    assert.ok(
      mounts.some((m) => path.normalize(m.source) === path.normalize('deploy') && statSync(path.join(root, m.source)).isDirectory()),
      'the deploy/ folder (remotes.json, releases/) is not mounted into the gateway',
    );
    assert.ok(!mounts.some((m) => /remotes\.json$/.test(m.source)), 'remotes.json mounted as a single file');
  });
});

describe('Dockerfiles', () => {
  const referenced = Object.entries(services)
    .map(([name, s]) => [name, dockerfileOf(s)] as const)
    .filter((x): x is readonly [string, string] => x[1] !== undefined);

  test('every Dockerfile referenced by docker-compose.yml exists', () => {
    assert.ok(referenced.length >= 8);
    const missing = referenced.filter(([, file]) => !existsSync(path.join(root, file)));
    assert.deepEqual(missing, [], `missing Dockerfiles: ${missing.map(([n, f]) => `${f} (${n})`).join(', ')}`);
  });

  for (const [file, pkg] of [
    ['shell/Dockerfile', 'shell'],
    ['deploy/remote.Dockerfile', '${REMOTE}'],
  ] as const) {
    test(`${file} builds the workspace with node:20-slim and serves dist with nginx:1.27-alpine`, () => {
      const text = read(file);
      assert.match(text, /^FROM node:20-slim AS \w+/m);
      assert.match(text, /^FROM nginx:1\.27-alpine/m);
      assert.match(text, /\bnpm ci\b/);
      assert.ok(text.includes(`npm run build -w ${pkg}`), `${file} does not build ${pkg}`);
      assert.match(text, /COPY deploy\/static\/caching\.conf /);
      assert.ok(text.includes(`${pkg}/dist/ `), `${file} does not serve ${pkg}/dist`);
      // Every COPY source taken from the build context must exist (the context is the repo root).
      for (const line of text.split('\n').filter((l) => /^COPY (?!--from)/.test(l))) {
        const parts = line
          .replace(/^COPY\s+(--\S+\s+)*/, '')
          .trim()
          .split(/\s+/);
        for (const src of parts.slice(0, -1).filter((p) => !p.includes('${'))) {
          assert.ok(existsSync(path.join(root, src)), `${file} copies ${src}, which does not exist`);
        }
      }
    });
  }

  test("the render service: the shell's render stage, reading the site through the gateway, with a health check", () => {
    const render = service('render');
    assert.ok(typeof render.build === 'object' && render.build.dockerfile === 'shell/Dockerfile' && render.build.target === 'render');
    const dockerfile = read('shell/Dockerfile');
    assert.match(dockerfile, /^FROM node:20-slim AS render$/m);
    // Its own package, built in the shell's build stage: the pages it renders name that build's hashed files.
    assert.ok(dockerfile.includes('npm run build -w render-service'), 'shell/Dockerfile does not build the render service');
    assert.match(dockerfile, /^COPY --from=build \/repo\/render-service\/dist\/ render-service\/dist\/$/m);
    assert.match(dockerfile, /^CMD \["node", "render-service\/dist\/render-service\.js"\]$/m);
    const vars = env(render);
    assert.equal(vars.COMPOSER_ORIGIN, 'http://gateway');
    assert.equal(vars.RENDER_PORT, '3000');
    assert.equal(vars.NODE_ENV, 'production');
    assert.ok(vars.SITE_URL?.includes('PUBLIC_BASE_URL'));
    assert.ok(render.healthcheck?.test && !render.healthcheck.disable);
  });

  test('.dockerignore keeps node_modules, dist, .data, .git and e2e results out of the context', () => {
    const lines = read('.dockerignore')
      .split('\n')
      .map((l) => l.trim());
    for (const pattern of [/node_modules$/, /dist$/, /^(\*\*\/)?\.data$/, /^\.git$/, /^e2e\/test-results$/]) {
      assert.ok(
        lines.some((l) => pattern.test(l)),
        `.dockerignore lacks ${pattern}`,
      );
    }
  });
});

describe('gateway nginx config', () => {
  const tree = parseNginx(read(gatewayConfigPath()));
  const servers = findAll(tree, 'server').filter((d) => d.block);
  const server = servers.find((s) => children(s, 'listen').length > 0);
  assert.ok(server, 'no server block');
  const locs = locations(server);
  const upstreams = new Map(findAll(tree, 'upstream').map((u) => [u.args[0], u]));

  /** Hosts (service:port) of the upstream a location proxies to, or the proxy_pass host itself. */
  function proxiedHosts(loc: Directive | undefined): { hosts: string[]; stripsPrefix: boolean } {
    const pass = children(loc, 'proxy_pass')[0]?.args[0];
    assert.ok(pass, `location ${loc?.args.join(' ')} has no proxy_pass`);
    const m = /^https?:\/\/([^/]+)(\/.*)?$/.exec(pass);
    assert.ok(m, `unexpected proxy_pass ${pass}`);
    const upstream = upstreams.get(m[1]!);
    const hosts = upstream ? children(upstream, 'server').map((s) => s.args[0]!) : [m[1]!];
    return { hosts, stripsPrefix: m[2] === '/' };
  }

  test('routes /api/, /sitemap.xml and /robots.txt to both API replicas', () => {
    for (const key of ['/api/', '= /sitemap.xml', '= /robots.txt']) {
      const loc = locs.get(key);
      assert.ok(loc, `no location ${key}`);
      const { hosts } = proxiedHosts(loc);
      for (const replica of API_REPLICAS) {
        assert.ok(hosts.includes(`${replica}:8090`), `location ${key} does not balance over ${replica}:8090 (${hosts.join(', ')})`);
      }
    }
  });

  test("routes every /remotes/<segment>/ to that remote's static server, prefix stripped", () => {
    for (const r of REMOTES) {
      const loc = locs.get(`/remotes/${r.segment}/`);
      assert.ok(loc, `no location /remotes/${r.segment}/`);
      const { hosts, stripsPrefix } = proxiedHosts(loc);
      assert.deepEqual(hosts, [`${r.service}:80`]);
      assert.ok(stripsPrefix, `/remotes/${r.segment}/ must proxy_pass with a trailing '/' to strip the prefix`);
    }
    const unknown = locs.get('/remotes/');
    assert.ok(unknown && children(unknown, 'return')[0]?.args[0] === '404', 'unknown /remotes/ paths must be real 404s');
  });

  test("routes pages to the render service, the shell's files to the shell, and falls back to the shell's index.html", () => {
    const pages = locs.get('/');
    assert.deepEqual(proxiedHosts(pages).hosts, ['render:3000']);
    const files = children(pages, 'location').find((l) => l.args[0] === '~');
    assert.ok(
      files && new RegExp(files.args[1]!).test('/main.js') && !new RegExp(files.args[1]!).test('/blog/bir-yazi'),
      'files with an extension go to the shell',
    );
    assert.deepEqual(proxiedHosts(files).hosts, ['shell:80']);
    // Down (502), failing (500, 503) or stuck (504): the client render, never the error.
    const errorPage = children(pages, 'error_page')[0]?.args ?? [];
    for (const code of ['500', '502', '503', '504']) assert.ok(errorPage.includes(code), `error_page lacks ${code}`);
    assert.equal(errorPage.at(-1), '@client_render');
    assert.equal(children(pages, 'proxy_intercept_errors')[0]?.args[0], 'on');
    assert.ok(
      Number.parseInt(children(pages, 'proxy_read_timeout')[0]?.args[0] ?? '60', 10) <= 3,
      'a stuck render service costs at most 3 s',
    );
    const fallback = locs.get('@client_render');
    assert.ok(fallback, 'no location @client_render');
    // Without the page's query string (the trailing '?'): the shell's server and its log never see one.
    assert.deepEqual(children(fallback, 'rewrite')[0]?.args.slice(1), ['/index.html?', 'break']);
    assert.deepEqual(proxiedHosts(fallback).hosts, ['shell:80']);
    assert.equal(children(fallback, 'add_header').length, 0, 'an add_header there would drop the security headers');
    assert.equal(children(locs.get('= /__composer/metrics'), 'return')[0]?.args[0], '404', 'the counters are not public');
    // The render service is not a dependency of the gateway: pages are served without it.
    assert.ok(!dependsOn(service('gateway')).has('render'));
  });

  test('page cache: a busy page is never waited for (served stale while one background refresh runs); never personal', () => {
    const pages = locs.get('/');
    const arg = (name: string) => children(pages, name)[0]?.args ?? [];
    assert.equal(arg('proxy_cache')[0], 'pages');
    assert.equal(arg('proxy_cache_background_update')[0], 'on', 'the visitor who finds a page expired is not the one who waits');
    assert.ok(arg('proxy_cache_use_stale').includes('updating'), 'everyone else gets the page being refreshed');
    assert.equal(arg('proxy_cache_lock')[0], 'on', 'a crowd on a page not stored yet waits for one render');
    assert.equal(arg('proxy_cache_revalidate')[0], 'on', 'refreshed by ETag: a 304 costs the render service no render');
    assert.ok(Number.parseInt(arg('proxy_cache_valid').at(-1) ?? '60', 10) <= 1, 'fresh for a second at most: changes show within 2 s');
    for (const directive of ['proxy_cache_bypass', 'proxy_no_cache']) {
      for (const v of ['$http_authorization', '$page_credential_cookie', '$http_x_render_mode', '$page_query_not_cacheable']) {
        assert.ok(arg(directive).includes(v), `${directive} lacks ${v}`);
      }
    }
    assert.ok(arg('proxy_no_cache').includes('$page_not_server_rendered'), 'a client render is never stored');
    // Every Cookie header is a credential but the canary's visitor cookie alone (scripts/lib/releases.ts).
    const visitor = `kredi_surum=${'0a'.repeat(16)}`;
    assert.equal(evalMap(tree, '$page_credential_cookie', visitor), '');
    assert.equal(evalMap(tree, '$page_credential_cookie', ''), '');
    for (const cookie of ['oturum=1', `${visitor}; oturum=1`, `oturum=1; ${visitor}`, 'kredi_surum=x'])
      assert.equal(evalMap(tree, '$page_credential_cookie', cookie), '1', cookie);
  });

  test("serves /remotes.json from the mounted deploy folder: a canary bucket's, the deployed one, else deploy/remotes.json", () => {
    const loc = locs.get('= /remotes.json');
    assert.ok(loc, 'no location = /remotes.json');
    const dir = children(loc, 'root')[0]?.args[0];
    assert.ok(dir, '/remotes.json has no root');
    const mount = volumeMounts(service('gateway')).find((m) => path.normalize(m.source) === path.normalize('deploy'));
    assert.equal(mount?.target, dir, 'the remotes.json location does not serve the mounted folder');
    assert.deepEqual(children(loc, 'try_files')[0]?.args, [
      '/releases/manifest/canary/$remotes_bucket.json',
      '/releases/manifest/remotes.json',
      '/remotes.json',
      '=404',
    ]);
    // The deployed builds, from the same folder at the path the URL names.
    const release = [...locs.entries()].find(([key]) => key.startsWith('~ ^/remotes/(') && key.includes('[0-9]{14}'))?.[1];
    assert.ok(release, 'no location for the deployed builds');
    assert.equal(children(release, 'root')[0]?.args[0], path.posix.join(dir, 'releases'));
  });

  test('sets Cache-Control no-cache for remotes.json, mf-manifest.json and remoteEntry.js, keeps hashed chunks cacheable', () => {
    const header = children(server, 'add_header').find((d) => d.args[0]?.toLowerCase() === 'cache-control');
    assert.ok(header, 'gateway sets no Cache-Control');
    const value = header.args[1]!;
    const cacheFor = (uri: string) => (value.startsWith('$') ? evalMap(tree, value, uri) : value);
    const noCache = ['/remotes.json', '/index.html', '/main.js', '/config.json'];
    for (const r of REMOTES) noCache.push(`/remotes/${r.segment}/mf-manifest.json`, `/remotes/${r.segment}/remoteEntry.js`);
    for (const uri of noCache) assert.equal(cacheFor(uri), 'no-cache', `${uri} must be served no-cache`);
    assert.notEqual(cacheFor('/remotes/marketing/chunks/0123456789abcdef.js'), 'no-cache');
  });

  test('sets the security headers once, for every response', () => {
    const headers = new Map(children(server, 'add_header').map((d) => [d.args[0]!.toLowerCase(), d.args.slice(1)]));
    assert.match(headers.get('strict-transport-security')?.[0] ?? '', /max-age=\d{7,}/);
    assert.equal(headers.get('x-content-type-options')?.[0], 'nosniff');
    assert.ok(headers.get('referrer-policy')?.[0], 'no Referrer-Policy');
    // The policy depends on the path (a map on $uri): the site's on pages, the API's own on the API's paths.
    const cspFor = (uri: string) => {
      const value = headers.get('content-security-policy')?.[0] ?? '';
      // With CSP_REMOTE_ORIGINS empty (the single-origin layout), as the map on it gives.
      return (value.startsWith('$') ? (evalMap(tree, value, uri) ?? '') : value).replaceAll('$csp_remote_origins', '');
    };
    const csp = cspFor('/blog/bir-yazi');
    for (const uri of ['/api/health', '/api/admin/blog/images/', '/robots.txt', '/sitemap.xml'])
      assert.equal(cspFor(uri), API_CONTENT_SECURITY_POLICY, uri);
    assert.equal(cspFor('/remotes/crm/remoteEntry.js'), csp);
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `)) ?? '';
    assert.match(directive('script-src'), /^script-src 'self'( |$)/);
    assert.doesNotMatch(csp, /'unsafe-eval'|script-src[^;]*'unsafe-inline'/);
    assert.match(directive('connect-src'), /^connect-src 'self'/);
    assert.match(directive('img-src'), /'self'.*data:.*https:\/\/\*\.tile\.openstreetmap\.org/);
    assert.match(directive('style-src'), /'self' 'unsafe-inline'/);
    for (const name of ['strict-transport-security', 'x-content-type-options', 'content-security-policy']) {
      assert.equal(headers.get(name)?.at(-1), 'always', `${name} must be sent on error responses too ('always')`);
    }
    // add_header inside a location would silently drop every server-level header there.
    for (const [key, loc] of locs) {
      assert.equal(children(loc, 'add_header').length, 0, `location ${key} uses add_header and loses the security headers`);
    }
    // The same page headers as npm start's Node gateway.
    assert.equal(headers.get('permissions-policy')?.[0], PERMISSIONS_POLICY);
    assert.equal(headers.get('strict-transport-security')?.[0], STRICT_TRANSPORT_SECURITY);
  });

  test("the API's errors it makes itself are the Node gateway's Turkish JSON; bodies are capped at the API's limit", () => {
    const answer = (name: string) => {
      const [status, body] = children(locs.get(name), 'return')[0]?.args ?? [];
      return { status: Number(status), body: JSON.parse(body ?? 'null') as unknown };
    };
    assert.deepEqual(answer('@api_unavailable'), { status: 503, body: { message: gatewayMessages.unavailable } });
    assert.deepEqual(answer('@api_timeout'), { status: 504, body: { message: gatewayMessages.timeout } });
    assert.deepEqual(answer('@api_too_large'), { status: 413, body: { message: gatewayMessages.tooLarge } });
    for (const key of ['/api/', '= /sitemap.xml', '= /robots.txt']) {
      const pages = children(locs.get(key), 'error_page').map((d) => d.args.join(' '));
      assert.ok(pages.includes('502 503 =503 @api_unavailable') && pages.includes('504 @api_timeout'), `${key}: ${pages.join('; ')}`);
    }
    const api = locs.get('/api/');
    assert.equal(children(api, 'client_max_body_size')[0]?.args[0], `${MAX_REQUEST_BODY_BYTES / 1024}k`);
    assert.ok(children(api, 'error_page').some((d) => d.args.join(' ') === '413 @api_too_large'));
  });

  test('the CRM live stream (Server-Sent Events) is passed on unbuffered, uncached, ungzipped, with a long read timeout', () => {
    const live = locs.get('/api/crm/canli/');
    assert.ok(live, 'no location /api/crm/canli/');
    const one = (name: string) => children(live, name)[0]?.args.join(' ');
    assert.deepEqual(['proxy_buffering', 'proxy_cache', 'gzip'].map(one), ['off', 'off', 'off']);
    assert.ok(
      /^\d+m$/.test(one('proxy_read_timeout') ?? '') && parseInt(one('proxy_read_timeout')!, 10) > 10,
      'read timeout above the 10-minute stream',
    );
    assert.ok(proxiedHosts(live).hosts.length >= API_REPLICAS.length, 'the stream balances over the replicas');
  });

  test("every route of the one list of body limits has its location, with its limit and the API location's answers", () => {
    const sameAsApi = (key: string) =>
      ['error_page', 'proxy_pass', 'proxy_next_upstream', 'proxy_next_upstream_tries'].map((name) => [
        name,
        children(locs.get(key), name).map((d) => d.args.join(' ')),
      ]);
    for (const { path, bytes } of ROUTE_BODY_LIMITS) {
      const location = locs.get(path);
      assert.ok(location, `no location ${path}`);
      assert.equal(children(location, 'client_max_body_size')[0]?.args[0], `${bytes / 1024}k`, path);
      assert.deepEqual(sameAsApi(path), sameAsApi('/api/'), path);
    }
    // No other location under /api/ sets a limit the list does not give it.
    for (const [key, location] of locs) {
      const size = children(location, 'client_max_body_size')[0]?.args[0];
      const path = key.replace(/^~ \^/, '').replace(/\(.*$/, '');
      if (!size || !path.startsWith('/api/') || ROUTE_BODY_LIMITS.some((limit) => limit.path === key)) continue;
      assert.equal(size, `${requestBodyLimit(path) / 1024}k`, key);
    }
  });
});

describe('static nginx config', () => {
  const caching = parseNginx(read('deploy/static/caching.conf'));

  test('stable names are no-cache, hashed chunks and assets immutable', () => {
    for (const uri of [
      '/index.html',
      '/',
      '/main.js',
      '/remotes.json',
      '/config.json',
      '/mf-manifest.json',
      '/mf-stats.json',
      '/remoteEntry.js',
    ]) {
      assert.equal(evalMap(caching, '$static_cache_control', uri), 'no-cache', uri);
    }
    for (const uri of ['/chunks/0123456789abcdef.js', '/assets/0123456789abcdef.woff2', '/chunks/0123456789abcdef.js.map']) {
      assert.equal(evalMap(caching, '$static_cache_control', uri), 'public, max-age=31536000, immutable', uri);
    }
  });

  for (const [file, spa] of [
    ['shell.conf', true],
    ['remote.conf', false],
  ] as const) {
    test(`${file} sends the shared Cache-Control and ${spa ? 'falls back to index.html' : 'has no SPA fallback'}`, () => {
      const server = findAll(parseNginx(read(`deploy/static/${file}`)), 'server')[0];
      assert.ok(server);
      const header = children(server, 'add_header').find((d) => d.args[0] === 'Cache-Control');
      assert.equal(header?.args[1], '$static_cache_control');
      const fallback = children(locations(server).get('/'), 'try_files')[0]?.args ?? [];
      assert.deepEqual(fallback, spa ? ['$uri', '/index.html'] : ['$uri', '=404']);
      assert.ok(locations(server).has('= /healthz'));
    });
  }
});

describe('deploy/remotes.json', () => {
  const config = JSON.parse(read('deploy/remotes.json')) as {
    remotes: { name: string; entry: string; routes: string[]; server?: string }[];
  };

  test("gives each remote's server build beside its manifest (shipped in its image with the whole dist)", () => {
    for (const r of REMOTES) {
      assert.equal(config.remotes.find((x) => x.name === r.name)?.server, `/remotes/${r.segment}/server/routes.js`, r.name);
    }
    assert.match(read('deploy/remote.Dockerfile'), /^COPY --from=build \/repo\/\$\{REMOTE\}\/dist\/ \/usr\/share\/nginx\/html\/$/m);
  });

  test('lists every remote of the registry with its manifest under /remotes/<segment>/ and its route prefixes', () => {
    assert.deepEqual(config.remotes.map((r) => r.name).sort(), REMOTES.map((r) => r.name).sort());
    for (const r of REMOTES) {
      const entry = config.remotes.find((x) => x.name === r.name)?.entry;
      assert.equal(entry, `/remotes/${r.segment}/mf-manifest.json`);
      assert.deepEqual(config.remotes.find((x) => x.name === r.name)?.routes, r.routes, `${r.name}: routes differ from the registry`);
    }
  });
});
