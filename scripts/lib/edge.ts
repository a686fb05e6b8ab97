// The edge of the site, defined once: the security headers and CSPs every answer carries, the caching rule of built
// files, and the route table (which path goes to the API, the render service, a static folder, or nowhere). Two
// gateways read it: `npm start`'s Node gateway (gateway.ts, at run time) and compose's nginx, whose config
// (deploy/gateway/default.conf.template, deploy/static/caching.conf) is generated from it by
// `npx tsx scripts/generate-edge.ts` and checked in (tooling/test/edge.test.ts fails when it is out of date;
// tooling/test/gateway.parity.test.ts sends the same requests to both and compares their security headers).
import path from 'node:path';
import { ROUTE_BODY_LIMITS } from '@kredi/contracts/common';
import { API_SECURITY_HEADERS } from '../../api/src/plugins/securityHeaders';
import { COMPOSER_METRICS_PATH } from '../../render-service/src/renderServiceProtocol';
import { REMOTES, type RemoteInfo } from './layout';
import { RELEASE_PATH_PATTERN } from './releases';

// ---- headers -------------------------------------------------------------------------------------------------------

/** No camera, microphone, payment or USB; location only for the site itself (the contact page's map). */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), payment=(), usb=(), geolocation=(self)';

/**
 * Two years, subdomains included, on every answer. A browser takes it only from an answer that came over TLS
 * (RFC 6797, 8.1), so sending it over plain HTTP (npm start on localhost, compose behind a TLS terminator) is harmless,
 * and no terminator has to report the scheme for it to work.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/**
 * CSP of the site's pages and files. remoteEntry scripts get no nonce from webpack, so script sources are an
 * allow-list of origins: 'self' plus each remote's origin when remotes live elsewhere (`remoteOrigins`: '' or a
 * leading space and the origins; nginx passes a variable there). Emotion injects <style> tags at runtime, hence
 * 'unsafe-inline' for styles only; map tiles come from OpenStreetMap.
 */
export function siteContentSecurityPolicy(remoteOrigins = ''): string {
  return [
    "default-src 'self'",
    `script-src 'self'${remoteOrigins}`,
    `connect-src 'self'${remoteOrigins}`,
    `img-src 'self' data: https://*.tile.openstreetmap.org${remoteOrigins}`,
    "style-src 'self' 'unsafe-inline'",
    `font-src 'self' data:${remoteOrigins}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    // The CRM's service worker and web app manifest: only the site's own (never a remote's origin).
    "worker-src 'self'",
    "manifest-src 'self'",
  ].join('; ');
}

/** The remote origins of the Node gateway's multi-origin profile, in the form siteContentSecurityPolicy takes. */
export const remoteOriginsForCsp = (origins: readonly string[]) => origins.map((origin) => ` ${origin}`).join('');

/**
 * The API's own policy (deny-all: it answers JSON, images and two small text files, none of which loads anything),
 * as the API itself sends it (api/src/plugins/securityHeaders.ts). Every answer on the API's paths carries it, the
 * gateway's own errors there included, never the site's weaker one.
 */
export const API_CONTENT_SECURITY_POLICY = API_SECURITY_HEADERS['content-security-policy']!;

/** Which of the two policies an answer gets: the route's kind decides (edgeRouteOf). */
export type HeaderScope = 'api' | 'site';

/**
 * The headers the edge owns, on every answer whoever made it (an upstream's copy is replaced, so an answer never
 * carries two policies). The API's other helmet headers (Cross-Origin-Resource-Policy, Origin-Agent-Cluster, …) pass.
 */
export function edgeSecurityHeaders(scope: HeaderScope, remoteOrigins = ''): Array<readonly [name: string, value: string]> {
  return [
    ['Strict-Transport-Security', STRICT_TRANSPORT_SECURITY],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    ['Content-Security-Policy', scope === 'api' ? API_CONTENT_SECURITY_POLICY : siteContentSecurityPolicy(remoteOrigins)],
  ];
}

/** The headers the parity test compares: the edge's own, the API's helmet headers that pass, and the 503's Retry-After. */
export const SECURITY_HEADER_NAMES = [
  ...edgeSecurityHeaders('site').map(([name]) => name.toLowerCase()),
  ...Object.keys(API_SECURITY_HEADERS),
  'retry-after',
].filter((name, i, all) => all.indexOf(name) === i);

/** Seconds a client waits before it asks again when the API is unreachable (the API's own 503 says the same). */
export const API_UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/**
 * How long a gateway keeps an idle connection to an API instance. Shorter than a stopping instance waits for its
 * callers to let go (api/src/http/drain.ts, DEFAULT_DRAIN_MS): the gateway closes an idle connection itself before the
 * API would, so a request is never sent into a connection the API is cutting (which a gateway could not resend safely
 * if it was a write).
 */
export const API_IDLE_KEEPALIVE_MS = 2_000;

const crmRemote = REMOTES.find((r) => r.dir === 'mf-crm')!;

/**
 * The installable CRM (docs/crm.md 'Bildirimler'): its web app manifest, icons and service worker, built by mf-crm into
 * dist/pwa/. They are served on the site's own origin under /crm/ whichever origin the remotes live on: a service
 * worker must come from the page's origin, and one at /crm/sw.js controls exactly /crm/ (its default scope).
 */
export const CRM_APP_FILES = [
  { path: '/crm/sw.js', file: 'pwa/sw.js' },
  { path: '/crm/manifest.webmanifest', file: 'pwa/manifest.webmanifest' },
  { path: '/crm/icon-192.png', file: 'pwa/icon-192.png' },
  { path: '/crm/icon-512.png', file: 'pwa/icon-512.png' },
] as const;

// ---- caching of built files ------------------------------------------------------------------------------------------

/**
 * Entry points and manifests keep stable names and must be revalidated; everything else is content-hashed and kept a
 * year. A remote's server build (`server/routes.js`) included: a cache in between must never keep an old one for a year.
 */
export const NO_CACHE = new Set([
  'index.html',
  'remotes.json',
  'config.json',
  'mf-manifest.json',
  'mf-stats.json',
  'remoteEntry.js',
  'main.js',
  'routes.js',
  // The installable CRM's files keep the names its manifest and service worker registration ask for.
  ...CRM_APP_FILES.map((f) => path.basename(f.file)),
]);

export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function cacheControlFor(filePath: string): string {
  return NO_CACHE.has(path.basename(filePath)) ? 'no-cache' : IMMUTABLE;
}

// ---- the route table -------------------------------------------------------------------------------------------------

export type EdgeTarget =
  /** The API (its replicas in compose). */
  | {
      kind: 'api';
      /** The route's body limit (ROUTE_BODY_LIMITS); else the API's default. */
      bodyLimitBytes?: number;
      /** Public GETs nginx shares for a second (its microcache; the Node gateway has none). */
      microcache?: boolean;
      /** Server-Sent Events: passed on unbuffered, uncompressed, with a long read timeout. */
      stream?: boolean;
    }
  /** The runtime remotes manifest (deploy/remotes.json in compose; generated or REMOTES_FILE under npm start). */
  | { kind: 'manifest' }
  /** One remote's built files, the prefix stripped. */
  | { kind: 'remote'; remote: RemoteInfo }
  /** One built file of a remote at a fixed path of the site's own origin, answered as `/remotes/<segment>/<file>`. */
  | { kind: 'remote-file'; remote: RemoteInfo; file: string }
  /** A deployed build of a remote (scripts/lib/releases.ts): from the releases folder, at the path the URL names. */
  | { kind: 'release' }
  /** Answered 404 at the edge. */
  | { kind: 'not-found' }
  /** A page: the render service, the shell's index.html (the client render) when it cannot answer. A path that ends
   * in a file extension is one of the shell's built files instead (FILE_PATTERN). */
  | { kind: 'page' };

export interface EdgeRoute {
  /** As nginx matches locations: `exact` first, then the longest `prefix`, then a `regex` over it. */
  match: 'exact' | 'prefix' | 'regex';
  path: string;
  target: EdgeTarget;
  /** Why the route is there (written above its nginx location). */
  why: string;
}

/** A path ending in a file extension under '/': a built file of the shell (main.js, chunks, icons), never a page. */
export const FILE_PATTERN = '\\.[A-Za-z0-9]+$';

export const EDGE_ROUTES: readonly EdgeRoute[] = [
  { match: 'prefix', path: '/api/', target: { kind: 'api' }, why: 'The API.' },
  {
    match: 'prefix',
    path: '/api/crm/canli/',
    target: { kind: 'api', stream: true },
    why:
      "CRM live updates (docs/crm.md 'Live updates'): Server-Sent Events. Every event goes out the moment the API " +
      "writes it (no buffering, no cache, no gzip); a quiet stream stays open up to the API's 10-minute limit (it " +
      'sends a comment every 15 s), so the read timeout is well above both. The ticket in the query string is single ' +
      'use and the access log keeps no query string.',
  },
  ...ROUTE_BODY_LIMITS.map(
    (limit): EdgeRoute => ({
      match: 'prefix',
      path: limit.path,
      target: { kind: 'api', bodyLimitBytes: limit.bytes },
      why: `Bodies up to ${limit.bytes / 1024} KB here (ROUTE_BODY_LIMITS).`,
    }),
  ),
  {
    match: 'regex',
    path: '^/api/(blog-api|kredi)/',
    target: { kind: 'api', microcache: true },
    why:
      'The public blog and calculator data, read by every visitor: GETs answered from the microcache. A change made ' +
      "in the admin area shows within two seconds (one here, one for the API's own blog cache, features/blog/cache.ts); " +
      'browsers still revalidate every answer (no-cache, from the map above: a cached answer carries no upstream ' +
      "header). The calculator's POST (hesapla) and the blog's view counter pass straight through: only GET and HEAD " +
      'are cached.',
  },
  { match: 'exact', path: '/sitemap.xml', target: { kind: 'api' }, why: "The API's sitemap." },
  { match: 'exact', path: '/robots.txt', target: { kind: 'api' }, why: "The API's robots.txt." },
  { match: 'exact', path: '/remotes.json', target: { kind: 'manifest' }, why: 'The runtime remotes manifest.' },
  ...REMOTES.map(
    (remote): EdgeRoute => ({
      match: 'prefix',
      path: `/remotes/${remote.segment}/`,
      target: { kind: 'remote', remote },
      why: `${remote.name}'s built files.`,
    }),
  ),
  {
    match: 'regex',
    path: RELEASE_PATH_PATTERN,
    target: { kind: 'release' },
    why:
      "A remote's deployed build (npm run deploy -w <remote>), kept after the next one goes live: a tab that loaded it " +
      'still finds its lazy chunks. Served from the releases folder at the path the URL names; every file there is ' +
      "immutable but the federation's stable names (no-cache, the map above).",
  },
  ...CRM_APP_FILES.map(
    (f): EdgeRoute => ({
      match: 'exact',
      path: f.path,
      target: { kind: 'remote-file', remote: crmRemote, file: f.file },
      why: `The installable CRM's ${path.basename(f.file)}, from ${crmRemote.name}'s build.`,
    }),
  ),
  {
    match: 'prefix',
    path: '/remotes/',
    target: { kind: 'not-found' },
    why: "An unknown remote is a real 404, never the shell's index.html.",
  },
  {
    match: 'exact',
    path: COMPOSER_METRICS_PATH,
    target: { kind: 'not-found' },
    why:
      "The render service's counters are for operators: the Node gateway serves them on its loopback metrics " +
      'listener (GATEWAY_METRICS_PORT), compose has them on the render service itself; never on the public origin.',
  },
  { match: 'prefix', path: '/', target: { kind: 'page' }, why: 'Pages: server-rendered, the client render as the fallback.' },
];

/** The API's paths as prefixes without their trailing slash (what the Node gateway proxies: /api, /sitemap.xml, /robots.txt). */
export const API_PREFIXES = EDGE_ROUTES.filter((r) => r.target.kind === 'api' && r.match !== 'regex')
  .map((r) => r.path.replace(/\/$/, ''))
  .filter((p, _i, all) => !all.some((other) => other !== p && p.startsWith(`${other}/`)));

/** The route of a decoded path, matched as nginx matches its locations; `file` when '/' takes it as a built file. */
export function edgeRouteOf(pathname: string): EdgeRoute & { file: boolean } {
  const exact = EDGE_ROUTES.find((r) => r.match === 'exact' && r.path === pathname);
  if (exact) return { ...exact, file: false };
  const prefix = EDGE_ROUTES.filter((r) => r.match === 'prefix' && pathname.startsWith(r.path)).sort(
    (a, b) => b.path.length - a.path.length,
  )[0]!;
  const regex = EDGE_ROUTES.find((r) => r.match === 'regex' && new RegExp(r.path).test(pathname));
  const route = regex ?? prefix;
  return { ...route, file: route.target.kind === 'page' && new RegExp(FILE_PATTERN).test(pathname) };
}

/** The path of a request URL as nginx matches it ($uri): no query string, percent-escapes decoded. */
export function edgePathOf(url: string): string {
  const raw = url.split('?', 1)[0] ?? '/';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
