// What the render service, the gateways in front of it and the browser tests agree on (no imports: the gateway
// script and the e2e fixtures read this file too).

/** Reserved path: the counters of server renders and of fallbacks to the client render, as JSON (loopback only on
 * the gateway). */
export const COMPOSER_METRICS_PATH = '/__composer/metrics';

/**
 * A request with `X-Render-Mode: client` gets the client render (the static index.html): the browser fetches the
 * page's data itself. For tests that fake the API in the browser and for support; a visitor who sends it gets the
 * page the fallback gives anyway, which costs the server less than a server render.
 */
export const CLIENT_RENDER_HEADER = 'x-render-mode';
export const CLIENT_RENDER_VALUE = 'client';

/**
 * Sent with the composer's reads of the API (a page's data and its revalidation): the compose gateway's one-second
 * microcache of public answers is bypassed for them (and refreshed by them), so a page is validated against the
 * data itself (docs/ssr.md, "Page cache"). Anyone may send it: it costs what a cookie costs, one request to the API.
 */
export const COMPOSER_READ_HEADER = 'x-composer-read';

/**
 * The canary bucket (00-99) of the visitor a page is composed for, sent by the gateway (docs/architecture.md, "How a
 * squad ships a remote"). The composer asks the gateway for that bucket's manifest with the same header, so a canary
 * visitor's page is rendered with the canary's build and everyone else's with the live one.
 */
export const REMOTES_BUCKET_HEADER = 'x-remotes-bucket';

/** The header's value when it names a bucket (two digits), else undefined. */
export const remotesBucketOf = (value: unknown): string | undefined =>
  typeof value === 'string' && /^[0-9]{2}$/.test(value) ? value : undefined;

/** The render's limits, from the environment of the render service and of the gateway in front of it. */
export interface RenderLimits {
  /** The route's data (the API) must arrive within this, or the browser renders the page and fetches the data. */
  dataTimeoutMs: number;
  /** Then the React render must finish within this, or the browser renders the page. */
  renderTimeoutMs: number;
  /** How long a gateway waits for the render service before it serves index.html itself: both limits and a margin
   * for a busy machine, so the render service's own fallback (logged and counted by reason) normally answers. */
  serviceTimeoutMs: number;
}

const DEFAULT_DATA_TIMEOUT_MS = 1000;
const DEFAULT_RENDER_TIMEOUT_MS = 300;
const SERVICE_MARGIN_MS = 1500;

/** RENDER_DATA_TIMEOUT_MS and RENDER_TIMEOUT_MS (milliseconds), or the defaults (1000 and 300). */
export function renderLimitsFromEnv(env: Record<string, string | undefined>): RenderLimits {
  const ms = (name: string, fallback: number) => {
    const value = Number(env[name]);
    return env[name] && Number.isFinite(value) && value > 0 ? value : fallback;
  };
  const dataTimeoutMs = ms('RENDER_DATA_TIMEOUT_MS', DEFAULT_DATA_TIMEOUT_MS);
  const renderTimeoutMs = ms('RENDER_TIMEOUT_MS', DEFAULT_RENDER_TIMEOUT_MS);
  return { dataTimeoutMs, renderTimeoutMs, serviceTimeoutMs: dataTimeoutMs + renderTimeoutMs + SERVICE_MARGIN_MS };
}

/**
 * The site's public origin, from SITE_URL only (npm start passes the API's PUBLIC_BASE_URL, compose the same): the
 * canonical link, og:url, og:image and share links of every server-rendered page. Never the request's Host or
 * X-Forwarded-Host: anyone can send those, and a cache or a crawler would then keep a page naming their host.
 */
export function siteUrlFromEnv(env: Record<string, string | undefined>): string {
  const value = env.SITE_URL?.trim();
  if (!value) throw new Error('SITE_URL is not set: the public origin of the site (e.g. https://kredi.example.com)');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SITE_URL is not an absolute URL: ${value}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`SITE_URL must be http(s): ${value}`);
  return url.origin;
}
