// Conditional requests the server side makes (page versions, remote server builds, the render's API reads). Node only.

/**
 * Headers asking "has it changed since `etag`?". Cache-Control is set on purpose: without it, fetch (undici, per the
 * Fetch standard) turns a request carrying If-None-Match into a `no-store` one and adds `Cache-Control: no-cache`, and
 * the gateway's static files (@fastify/static → send → fresh) treat that as "send the whole body", never 304. Every
 * revalidation of a remote's server build then downloaded and evaluated it again, and every idle page was rendered
 * again instead of confirmed (most of an idle page's time to first byte).
 */
export const conditionalHeaders = (etag: string): Record<string, string> => ({ 'if-none-match': etag, 'cache-control': 'max-age=0' });
