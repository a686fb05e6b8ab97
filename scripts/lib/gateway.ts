import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import { registerApiProxy } from './apiProxy';
import { createRenderProxy } from './renderProxy';
import { createPageRoute } from './pageRoute';
import type { PageCacheEvent, PageCacheOptions } from './pageCache';
import { startPageCacheMetrics, type PageCacheMetrics } from './pageCacheMetrics';
import { EDGE_ROUTES, cacheControlFor, edgePathOf, edgeRouteOf, edgeSecurityHeaders, remoteOriginsForCsp } from './edge';
import { isStaffApiUrl } from '@kredi/contracts/staff';
import { REMOTES, distOf, remotesManifest, type RemoteInfo } from './layout';
import {
  RELEASE_PATH_PATTERN,
  REMOTES_BUCKET_HEADER,
  bucketOf,
  createReleaseReader,
  deployCookieHeader,
  newVisitorId,
  remotesBucketOf,
  visitorIdOf,
  type ReleaseReader,
} from './releases';

export type Profile = 'single' | 'multi';

export interface GatewayOptions {
  profile: Profile;
  host: string;
  /** Port of the shell (and, in the single profile, of everything). */
  port: number;
  /** Where the API listens (or its instances); /api, /sitemap.xml and /robots.txt are proxied there. */
  apiUrl: string | readonly string[];
  /** An API slower than this gets a Turkish 504 (default 30 s, as nginx). */
  apiTimeoutMs?: number;
  /** See ApiProxyOptions.trustClientForwardedFor: only behind a trusted proxy (the load bench). */
  trustClientForwardedFor?: boolean;
  /** A remotes manifest file to serve instead of the generated one (re-read on every request). */
  remotesFile?: string;
  /** A folder served at /builds/ (extra remote builds a deployment can switch to through the manifest). */
  buildsDir?: string;
  /**
   * The releases folder of the deploy commands (releases.ts; npm start: RELEASES_DIR, default deploy/releases), single
   * profile only: its builds are served at /remotes/<segment>/<buildId>/ beside each remote's dist, and its manifest
   * (the canary bucket's, for a visitor in a running canary) is /remotes.json once a remote was deployed there.
   */
  releasesDir?: string;
  /** Site-config override served at /config.json. */
  configFile?: string;
  /**
   * The site's host name, from configuration (PUBLIC_BASE_URL; default localhost). The multi profile's generated
   * manifest names each remote's origin on it, never on the request's Host: server-rendered pages carry the manifest
   * the composer read (docs/ssr.md, "The manifest in the page"), so it must be the same for everyone.
   */
  publicHost?: string;
  /** The render service (render-service/dist/render-service.js) that composes public pages; without it every page is
   * the client render (index.html). */
  renderServiceUrl?: string;
  /** How long to wait for the render service before serving index.html (renderLimitsFromEnv). */
  renderServiceTimeoutMs?: number;
  /** Until this settles, /api/health answers 503: the site is reported healthy once its render workers are warm
   * (npm start: the render service's 'renderServiceWarm' message). */
  healthyAfter?: Promise<unknown>;
  /** Called on every page-cache event (hit, stale, miss, bypass): for counters kept elsewhere. */
  onPageCacheEvent?: (event: PageCacheEvent) => void;
  /** The page cache's windows (pageCache.ts defaults: fresh 0.5 s, then stale while it refreshes; keep-warm off). */
  pageCache?: Pick<PageCacheOptions, 'freshMs' | 'staleMs' | 'keepWarmMs'>;
  /**
   * The operators' listener, on loopback (npm start: GATEWAY_METRICS_PORT): the page cache's Prometheus metrics at
   * /metrics and the render counters as JSON at COMPOSER_METRICS_PATH, which the public port answers 404 (edge.ts).
   */
  metricsListener?: { port: number; pageCache: PageCacheMetrics };
  logger?: boolean;
}

/**
 * How every built file is served: its Cache-Control, and the build's brotli 10 or gzip 9 copy (<file>.br, <file>.gz,
 * tooling/webpack/precompressed.mjs) when the browser takes it, instead of a fast on-the-fly compression (the page
 * interactive sooner). A copy keeps its original's caching rule, and its answer varies with Accept-Encoding.
 */
const builtFiles = {
  setHeaders(res: { setHeader: (k: string, v: string) => void }, filePath: string) {
    const original = filePath.replace(/\.(br|gz)$/, '');
    res.setHeader('Cache-Control', cacheControlFor(original));
    if (original !== filePath) res.setHeader('Vary', 'Accept-Encoding');
  },
  cacheControl: false,
  preCompressed: true,
} as const;

/** Origin of a remote in the multi-origin profile: its own port after the shell's. */
export const remotePort = (opts: Pick<GatewayOptions, 'port'>, remote: RemoteInfo) => opts.port + 1 + REMOTES.indexOf(remote);

function generatedManifest(opts: GatewayOptions) {
  const host = opts.publicHost ?? 'localhost';
  return remotesManifest((r) =>
    opts.profile === 'single' ? `/remotes/${r.segment}/mf-manifest.json` : `http://${host}:${remotePort(opts, r)}/mf-manifest.json`,
  );
}

async function staticServer(opts: GatewayOptions, remote: RemoteInfo, shellOrigins: string[]): Promise<FastifyInstance> {
  const app = Fastify({ logger: opts.logger ?? false });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  // Cross-origin remote: only the shell's origin may fetch its manifest and chunks.
  app.addHook('onSend', async (req, reply) => {
    const origin = req.headers.origin;
    if (origin && shellOrigins.includes(origin)) reply.header('Access-Control-Allow-Origin', origin);
    // Added to what the file's answer already varies with (Accept-Encoding for a compressed copy, builtFiles).
    const vary = reply.getHeader('Vary') ?? reply.raw.getHeader('Vary');
    reply.header('Vary', vary ? `${String(vary)}, Origin` : 'Origin');
    reply.header('X-Content-Type-Options', 'nosniff');
  });
  await app.register(fastifyStatic, { root: distOf(remote.dir), ...builtFiles });
  await app.listen({ host: opts.host, port: remotePort(opts, remote) });
  return app;
}

/** Visitors given their cookie by this request (they send it from the next one). */
const freshVisitors = new WeakMap<FastifyRequest, string>();

/** The canary bucket of a request: the render service names it (its manifest reads), a visitor's cookie otherwise;
 * undefined when no canary runs. */
function canaryBucket(req: FastifyRequest, releases: ReleaseReader | undefined): string | undefined {
  const named = remotesBucketOf(req.headers[REMOTES_BUCKET_HEADER]);
  if (named) return named;
  if (!releases?.canaryRunning()) return undefined;
  const visitor = visitorIdOf(req.headers.cookie) ?? freshVisitors.get(req);
  return visitor ? bucketOf(visitor) : undefined;
}

/** The manifest a request gets, as served: REMOTES_FILE, else the releases folder's (its bucket's during a canary);
 * undefined: the generated one. */
function manifestTextFor(req: FastifyRequest, opts: GatewayOptions, releases: ReleaseReader | undefined): string | undefined {
  if (opts.remotesFile && fs.existsSync(opts.remotesFile)) return fs.readFileSync(opts.remotesFile, 'utf8');
  return releases?.manifestText(canaryBucket(req, releases));
}

/** What startGateway started: each is closed on its own (the servers, the metrics listener). */
export interface Closable {
  close(): Promise<unknown>;
}

/**
 * Serves the built system the way production does: the shell with its SPA fallback, each remote's build,
 * the runtime remotes manifest, and the API behind /api, with the edge's headers and route table (edge.ts, which
 * compose's nginx config is generated from). Used by `npm start` and the browser tests.
 */
export async function startGateway(opts: GatewayOptions): Promise<Closable[]> {
  const app = Fastify({ logger: opts.logger ?? false });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  const remoteOrigins =
    opts.profile === 'multi'
      ? REMOTES.flatMap((r) => [`http://localhost:${remotePort(opts, r)}`, `http://127.0.0.1:${remotePort(opts, r)}`])
      : [];
  const securityHeaders = {
    api: edgeSecurityHeaders('api'),
    site: edgeSecurityHeaders('site', remoteOriginsForCsp(remoteOrigins)),
  };
  const render = opts.renderServiceUrl
    ? createRenderProxy({ url: opts.renderServiceUrl, timeoutMs: opts.renderServiceTimeoutMs })
    : undefined;
  const releases = opts.profile === 'single' && opts.releasesDir ? createReleaseReader(opts.releasesDir) : undefined;
  const manifestText = (req: FastifyRequest) => manifestTextFor(req, opts, releases);
  const pages =
    render &&
    createPageRoute(render, { ...opts.pageCache, onEvent: opts.onPageCacheEvent }, (req) => {
      const text = manifestText(req);
      return { key: text === undefined ? '' : createHash('sha1').update(text).digest('base64url'), bucket: canaryBucket(req, releases) };
    });
  // While a canary runs, a page's or the manifest's first visitor gets the sticky cookie their bucket was drawn from.
  if (releases)
    app.addHook('onRequest', async (req, reply) => {
      if (req.method !== 'GET' || visitorIdOf(req.headers.cookie) || !releases.canaryRunning()) return;
      const route = edgeRouteOf(edgePathOf(req.url));
      if (route.target.kind !== 'manifest' && (route.target.kind !== 'page' || route.file)) return;
      const id = newVisitorId();
      freshVisitors.set(req, id);
      reply.header('Set-Cookie', deployCookieHeader(id));
    });
  if (pages) app.addHook('onClose', async () => pages.close());
  app.addHook('onSend', async (req, reply) => {
    // A staff member's successful write (before its answer leaves, so their next request finds the mark): every
    // stored page is revalidated before it is served again (docs/ssr.md, "Page cache"). The URL is judged as the API's
    // router matched it (escapes decoded, dot segments resolved): '/api/%63rm/...' is a staff write too.
    if (req.method !== 'GET' && req.method !== 'HEAD' && reply.statusCode < 300 && isStaffApiUrl(req.url)) pages?.staffWrote();
    // The edge's headers on every answer, replacing an upstream's copy; the API's paths keep the API's own CSP.
    const scope = edgeRouteOf(edgePathOf(req.url)).target.kind === 'api' ? 'api' : 'site';
    for (const [name, value] of securityHeaders[scope]) reply.header(name, value);
  });

  if (opts.healthyAfter) {
    let ready = false;
    void opts.healthyAfter.finally(() => (ready = true));
    app.addHook('onRequest', async (req, reply) => {
      if (!ready && req.url === '/api/health')
        return reply.code(503).header('Retry-After', '1').send({ message: 'Site hazırlanıyor, lütfen biraz sonra tekrar deneyin.' });
    });
  }
  await registerApiProxy(app, { apiUrl: opts.apiUrl, timeoutMs: opts.apiTimeoutMs, trustClientForwardedFor: opts.trustClientForwardedFor });

  app.get('/remotes.json', async (req, reply) => {
    reply.header('Cache-Control', 'no-cache');
    const text = manifestText(req);
    if (text !== undefined) return reply.type('application/json').send(text);
    return generatedManifest(opts);
  });
  app.get('/config.json', async (_req, reply) => {
    reply.header('Cache-Control', 'no-cache');
    // No override: an empty object, so the shell keeps the defaults of shared/kernel/src/config/siteConfig.ts.
    if (!opts.configFile || !fs.existsSync(opts.configFile)) return {};
    return reply.type('application/json').send(fs.readFileSync(opts.configFile, 'utf8'));
  });

  if (opts.profile === 'single') {
    for (const remote of REMOTES) {
      await app.register(fastifyStatic, {
        root: distOf(remote.dir),
        prefix: `/remotes/${remote.segment}/`,
        decorateReply: false,
        ...builtFiles,
      });
    }
  }
  if (opts.buildsDir) {
    await app.register(fastifyStatic, {
      root: path.resolve(opts.buildsDir),
      prefix: '/builds/',
      decorateReply: false,
      ...builtFiles,
    });
  }

  // No index file: '/' is a page like the others (composed on the server, below).
  await app.register(fastifyStatic, {
    root: distOf('shell'),
    prefix: '/',
    ...builtFiles,
    index: false,
    wildcard: true,
  });
  // The installable CRM's files (edge.ts, CRM_APP_FILES) on the site's own origin in both profiles: a service worker
  // must come from the page's origin, wherever the remotes live.
  for (const route of EDGE_ROUTES) {
    const target = route.target;
    if (target.kind === 'remote-file') app.get(route.path, (_req, reply) => reply.sendFile(target.file, distOf(target.remote.dir)));
  }
  // What the route table answers 404 (unknown remotes and their missing files, the render counters), a missing file
  // of the shell, and any other method are real 404s; any other path is a page: composed on the server when the render
  // service answers (with 404 for a path no page has), otherwise the single-page app's index.html.
  const servePage = async (req: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-cache');
    if (pages && (await pages.serve(req, reply))) return reply;
    return reply.header('X-Render', 'client').sendFile('index.html');
  };
  app.get('/', servePage);
  app.setNotFoundHandler(async (req, reply) => {
    const route = edgeRouteOf(edgePathOf(req.url));
    // A deployed build's file (/remotes/<segment>/<buildId>/…, not in the remote's dist): from the releases folder. (Not
    // a second root of the remote's static files: with pre-compressed copies, @fastify/static 9 then misses every file
    // that has no copy in the first root.)
    if (releases && req.method === 'GET' && new RegExp(RELEASE_PATH_PATTERN).test(edgePathOf(req.url)))
      return reply.sendFile(edgePathOf(req.url).slice('/remotes/'.length), releases.remotesDir);
    // /builds/ is this gateway's own (BUILDS_DIR): only its files.
    if (req.method !== 'GET' || route.target.kind !== 'page' || route.file || req.url.startsWith('/builds/')) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Bulunamadı');
    }
    return servePage(req, reply);
  });

  await app.listen({ host: opts.host, port: opts.port });
  const servers: Closable[] = [app];
  if (opts.metricsListener) {
    const counters = async () => (render ? render.counters({ pageCache: pages?.counts() }) : { composer: null });
    const listener = startPageCacheMetrics(opts.metricsListener.pageCache, opts.metricsListener.port, '127.0.0.1', counters);
    servers.push({ close: () => new Promise((resolve) => listener.close(resolve)) });
  }
  if (opts.profile === 'multi') {
    const shellOrigins = [`http://localhost:${opts.port}`, `http://127.0.0.1:${opts.port}`];
    for (const remote of REMOTES) servers.push(await staticServer(opts, remote, shellOrigins));
  }
  return servers;
}
