// The gateway's side of the server render: public HTML requests go to the render service (the composer), and
// whenever it is down, slow or answers with an error, the gateway serves the static index.html (today's client
// render) instead. Never a 5xx or a blank page because of the render.
import type { FastifyRequest } from 'fastify';
import {
  CLIENT_RENDER_HEADER,
  COMPOSER_METRICS_PATH,
  REMOTES_BUCKET_HEADER,
  renderLimitsFromEnv,
} from '../../render-service/src/renderServiceProtocol';

export interface RenderProxyOptions {
  /** Where the render service listens (http://127.0.0.1:port). */
  url: string;
  /** The render service has its own limits per page (data, render); this covers it being stuck or unreachable. */
  timeoutMs?: number;
  log?: (line: string) => void;
}

export interface RenderedHtml {
  status: number;
  html: string;
  rendered: string;
  /** The page's version (docs/ssr.md, "Page cache"): a conditional request with it is answered 304 while it holds. */
  etag?: string;
  /** A redirect's target (a 301 of the render service), passed on to the visitor. */
  location?: string;
}

export interface PageRequestOptions {
  /** Path and query to render, if not the request's own (the page cache renders campaign links without theirs). */
  url?: string;
  /** The version the page cache holds: `not-modified` when the page is still that one. */
  etag?: string;
  /** The visitor's canary bucket: the page is composed with that bucket's manifest (releases.ts). */
  bucket?: string;
}

export function createRenderProxy({
  url,
  timeoutMs = renderLimitsFromEnv({}).serviceTimeoutMs,
  log = (line) => console.warn(line),
}: RenderProxyOptions) {
  let unavailable = 0;
  return {
    /** The composed page, or undefined when the render service cannot answer (the caller serves index.html). */
    async page(req: FastifyRequest, options: PageRequestOptions = {}): Promise<RenderedHtml | 'not-modified' | undefined> {
      try {
        const res = await fetch(new URL(options.url ?? req.url, url), {
          // No Host or X-Forwarded-Host: the render service names the site from its configuration (SITE_URL) only.
          headers: {
            [CLIENT_RENDER_HEADER]: [req.headers[CLIENT_RENDER_HEADER]].flat()[0] ?? '',
            ...(options.etag ? { 'if-none-match': options.etag } : {}),
            ...(options.bucket ? { [REMOTES_BUCKET_HEADER]: options.bucket } : {}),
          },
          signal: AbortSignal.timeout(timeoutMs),
          // A redirect is the visitor's to follow (and a search engine's to see), not the gateway's.
          redirect: 'manual',
        });
        if (res.status >= 500) throw new Error(`render service answered ${res.status}`);
        if (res.status === 304) return 'not-modified';
        const etag = res.headers.get('etag') ?? undefined;
        const location = res.headers.get('location') ?? undefined;
        return { status: res.status, html: await res.text(), rendered: res.headers.get('x-render') ?? 'client', etag, location };
      } catch (error) {
        unavailable++;
        // The path only: a query string may carry personal data.
        log(
          `[gateway] ${(req.url ?? '/').split('?')[0]}: render service unavailable, client render (${error instanceof Error ? error.message : String(error)})`,
        );
        return undefined;
      }
    },
    /** The counters: the composer's (server renders, fallbacks by reason) and the gateway's own. */
    async counters(extra: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
      const composer: unknown = await fetch(new URL(COMPOSER_METRICS_PATH, url), { signal: AbortSignal.timeout(timeoutMs) })
        .then((res) => (res.ok ? res.json() : null))
        .catch(() => null);
      return { renderServiceUnavailable: unavailable, composer, ...extra };
    },
  };
}
