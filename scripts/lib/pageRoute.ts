// Public pages through the Node gateway: the page cache (pageCache.ts) in front of the render service. Kept apart
// from gateway.ts so the gateway's other concerns (limits, headers) change without touching this.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createPageCache, isStoredPage, pageCacheKeyPath, type PageCacheOptions } from './pageCache';
import type { createRenderProxy } from './renderProxy';

type RenderProxy = ReturnType<typeof createRenderProxy>;

/** The encoding to send a stored page in, from the visitor's Accept-Encoding (brotli first). */
function encodingFor(req: FastifyRequest): 'br' | 'gzip' | 'identity' {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

/** A redirect the render service answered keeps its Location (pages that are not redirects have none). */
function redirectTarget(page: object): string | undefined {
  return 'location' in page && typeof page.location === 'string' ? page.location : undefined;
}

/** Which manifest a visitor's page is composed with: `key` names its content (part of the cache key, so a manifest
 * switch is a new entry and no page rendered with the old manifest is served after it), `bucket` the canary bucket
 * the render service is asked for. */
export interface PageVariant {
  key: string;
  bucket?: string;
}

export function createPageRoute(
  render: RenderProxy,
  cacheOptions: PageCacheOptions = {},
  variantOf: (req: FastifyRequest) => PageVariant = () => ({ key: '' }),
) {
  const cache = createPageCache(cacheOptions);
  return {
    /** Answers a page request, or returns false when the render service could not (the caller sends index.html). */
    async serve(req: FastifyRequest, reply: FastifyReply): Promise<boolean> {
      const keyPath = pageCacheKeyPath(req.method, req.url, req.headers);
      const variant = variantOf(req);
      // A request for the client render, or one the cache must not see: straight to the render service.
      if (keyPath === undefined || req.headers['x-render-mode'] !== undefined) {
        cache.bypassed();
        const page = await render.page(req, { bucket: variant.bucket });
        if (!page || page === 'not-modified') return false;
        if (page.location) reply.header('Location', page.location);
        reply.code(page.status).header('X-Render', page.rendered).type('text/html; charset=utf-8').send(page.html);
        return true;
      }
      // The host is part of the key: canonical and Open Graph addresses are made from it.
      const key = `${req.protocol}://${req.headers.host ?? ''}${keyPath}${variant.key ? `#${variant.key}` : ''}`;
      const page = await cache.get(key, (etag) => render.page(req, { url: keyPath, etag, bucket: variant.bucket }));
      if (!page) return false;
      if (!isStoredPage(page)) {
        const location = redirectTarget(page);
        // The cache renders a campaign link without its utm_ parameters; the visitor's redirect keeps them.
        const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
        if (location) reply.header('Location', location.includes('?') ? location : location + query);
        reply.code(page.status).header('X-Render', page.rendered).type('text/html; charset=utf-8').send(page.html);
        return true;
      }
      reply.header('X-Render', 'server').header('ETag', page.etag).header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
      if (req.headers['if-none-match'] === page.etag) {
        reply.code(304).send();
        return true;
      }
      const encoding = encodingFor(req);
      if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
      reply.code(page.status).send(page.body[encoding]);
      return true;
    },
    /** A staff member's write went through (see gateway.ts): their next page view shows it. */
    staffWrote: cache.staffWrote,
    counts: cache.counts,
    close: cache.close,
  };
}
