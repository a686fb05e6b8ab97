import { Readable } from 'node:stream';
import fastifyHttpProxy from '@fastify/http-proxy';
import { BalancedPool, type Dispatcher } from 'undici';
import { errorCodes, type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { LARGEST_REQUEST_BODY_BYTES, gatewayMessages, requestBodyLimit } from '@kredi/contracts/common';
import { decodedPathOf } from '@kredi/contracts/staff';
import { API_IDLE_KEEPALIVE_MS, API_PREFIXES, API_UNAVAILABLE_RETRY_AFTER_SECONDS } from './edge';

/** How long the API may take to answer (and between two pieces of its answer): nginx's proxy_read_timeout. */
export const DEFAULT_API_TIMEOUT_MS = 30_000;
const CONNECT_TIMEOUT_MS = 5_000;

export interface ApiProxyOptions {
  /** One API, or several instances of it to balance over (round robin, skipping one that fails). */
  apiUrl: string | readonly string[];
  timeoutMs?: number;
  /**
   * Pass on the X-Forwarded-For a client sent instead of the socket's address. Only when a trusted proxy sits in
   * front of this gateway (the load bench uses it to play many visitors); never on a port the public reaches.
   */
  trustClientForwardedFor?: boolean;
}

type GatewayFailure = { status: number; message: string };

const UNAVAILABLE: GatewayFailure = { status: 503, message: gatewayMessages.unavailable };
const TIMEOUT: GatewayFailure = { status: 504, message: gatewayMessages.timeout };

const TIMEOUT_CODES = new Set([
  'FST_REPLY_FROM_GATEWAY_TIMEOUT',
  'FST_REPLY_FROM_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** Error codes along the cause chain (reply-from wraps undici's error). */
function codesOf(error: unknown): string[] {
  const codes: string[] = [];
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
  }
  return codes;
}

/**
 * What the visitor gets when the proxied request failed: never the English error with internal addresses. Anything
 * but a timeout is the API being down for the visitor, as nginx answers it (its 502 and 503 become the Turkish 503):
 * nobody listening, and also a connection the API's death cut before it answered (the first request after it died,
 * on a kept-alive connection), which the visitor may simply send again once it is back.
 */
function upstreamFailure(error: unknown): GatewayFailure {
  return codesOf(error).some((code) => TIMEOUT_CODES.has(code)) ? TIMEOUT : UNAVAILABLE;
}

/** What the visitor gets when the gateway refused the request itself (before the API saw it). */
function requestFailure(error: FastifyError): GatewayFailure {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return { status: 413, message: gatewayMessages.tooLarge };
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return { status: 400, message: gatewayMessages.badRequest };
  return upstreamFailure(error);
}

function sendFailure(reply: FastifyReply, failure: GatewayFailure) {
  if (failure.status === 503) reply.header('Retry-After', String(API_UNAVAILABLE_RETRY_AFTER_SECONDS));
  return reply.code(failure.status).type('application/json; charset=utf-8').send({ message: failure.message });
}

/** Size of each body the gateway read, so the API gets an exact Content-Length even for a chunked upload. */
const bodyLengths = new WeakMap<FastifyRequest, number>();

/** The bytes behind each body stream handed to the proxy: a request retried on another instance sends them again. */
const bodyBytes = new WeakMap<object, Buffer>();

/**
 * The instances of a multi-instance API. Every attempt sends the body from its bytes, not from the stream the proxy
 * holds (read once by the first attempt), so a write refused by one instance can go to the next one whole.
 */
class ApiInstances extends BalancedPool {
  override dispatch(options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandler) {
    const bytes = options.body && typeof options.body === 'object' ? bodyBytes.get(options.body) : undefined;
    return super.dispatch(bytes ? { ...options, body: bytes } : options, handler);
  }
}

const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The request never reached an instance: nothing happened there, so any method may go to the next one. */
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_CONNECT_TIMEOUT']);
/** The connection broke off or no instance answered: only a read may be sent again, a write may have been done. */
const READ_RETRY_CODES = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

type RetryInput = {
  err?: unknown;
  req: { method: string };
  res?: { statusCode: number; stream?: { resume(): unknown } };
  attempt: number;
};

/**
 * When a request goes to another instance (reply-from's retryDelay: milliseconds to wait, or null for no retry): a
 * refused connection for every method, and for a read also a broken connection or a 502/503 answer. An instance that
 * is stopping refuses new connections, so a release loses no write.
 */
export function retryDelayFor(instances: number) {
  const attempts = 2 * instances;
  return ({ err, req, res, attempt }: RetryInput): number | null => {
    if (attempt >= attempts) return null;
    const codes = err ? codesOf(err) : [];
    const read = IDEMPOTENT.has(req.method);
    const retry =
      codes.some((code) => NOT_CONNECTED.has(code)) ||
      (read && codes.some((code) => READ_RETRY_CODES.has(code))) ||
      (read && !err && (res?.statusCode === 502 || res?.statusCode === 503));
    if (!retry) return null;
    res?.stream?.resume(); // the refused answer's body is not passed on: let its connection go
    return 20 * (attempt + 1);
  };
}

/**
 * /api, /sitemap.xml and /robots.txt through @fastify/http-proxy (undici), configured so that:
 * - a body is read whole, up to its route's limit (requestBodyLimit: the one list the API and nginx follow too),
 *   before anything goes upstream: a bigger one gets the Turkish 413 here (Content-Length checked before reading;
 *   chunked uploads counted) and the connection is closed, so
 *   the API never cuts an upload off half-way and no keep-alive connection is left waiting for unread bytes;
 * - `Expect: 100-continue` is answered here (Node does it) and not forwarded: undici refuses the header;
 * - a compressed body is passed on as sent, header included (the API answers it), never decompressed here;
 * - an API that hangs gets a Turkish JSON 504 after `timeoutMs`; one that is down or broke the connection off
 *   before answering, the Turkish 503 with Retry-After (as nginx).
 */
export async function registerApiProxy(app: FastifyInstance, options: ApiProxyOptions) {
  const { timeoutMs = DEFAULT_API_TIMEOUT_MS, trustClientForwardedFor = false } = options;
  const apiUrls = typeof options.apiUrl === 'string' ? [options.apiUrl] : [...options.apiUrl];
  const undiciOptions = {
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    connect: { timeout: CONNECT_TIMEOUT_MS },
    // Idle connections are closed here before a stopping instance would close them (edge.ts).
    keepAliveTimeout: API_IDLE_KEEPALIVE_MS,
    keepAliveMaxTimeout: API_IDLE_KEEPALIVE_MS,
  };
  // One pool for every prefix; with several instances, requests are spread over them, and one that refuses a
  // connection (stopping, or down) has the request sent to another.
  const undici = apiUrls.length > 1 ? new ApiInstances(apiUrls, undiciOptions) : undiciOptions;
  const retryDelay = apiUrls.length > 1 ? retryDelayFor(apiUrls.length) : undefined;
  if (undici instanceof BalancedPool) app.addHook('onClose', async () => undici.close());
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    // Refused on its declared length before a byte is read; a chunked body is counted as it comes (the parser reads
    // at most the largest limit of any route) and refused once read when it is over its own route's.
    scope.addHook('onRequest', async (request) => {
      if (Number(request.headers['content-length'] ?? 0) > requestBodyLimit(decodedPathOf(request.url)))
        throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
    });
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: LARGEST_REQUEST_BODY_BYTES }, (request, body, done) => {
      const buffer = body as Buffer;
      if (buffer.length > requestBodyLimit(decodedPathOf(request.url))) return done(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE(), undefined);
      bodyLengths.set(request, buffer.length);
      const stream = Readable.from([buffer]);
      bodyBytes.set(stream, buffer);
      done(null, stream);
    });
    scope.setErrorHandler((error: FastifyError, _request, reply) => {
      const failure = requestFailure(error);
      // The body may be unread (refused on its Content-Length): this connection cannot carry another request.
      if (failure.status === 413 || failure.status === 400) reply.header('connection', 'close');
      return sendFailure(reply, failure);
    });

    for (const prefix of API_PREFIXES) {
      await scope.register(fastifyHttpProxy, {
        upstream: apiUrls[0]!,
        prefix,
        rewritePrefix: prefix,
        // Bodies come from the parser above, not from the proxy's pass-through parser.
        proxyPayloads: false,
        // @fastify/compress would inflate a gzip body and forward it under its old headers.
        config: { decompress: false },
        undici,
        replyOptions: {
          ...(retryDelay ? { retryDelay } : {}),
          rewriteRequestHeaders: (request, headers) => {
            const { expect: _answeredHere, 'transfer-encoding': _rechunked, ...rest } = headers;
            const length = bodyLengths.get(request as FastifyRequest);
            return {
              ...rest,
              ...(length === undefined ? {} : { 'content-length': String(length) }),
              // The gateway is the edge: the client's address is the socket's, never a header the client sent.
              'x-forwarded-for': (trustClientForwardedFor && headers['x-forwarded-for']) || (request.socket.remoteAddress ?? ''),
              'x-forwarded-proto': 'http',
            };
          },
          onError: (reply, { error }) => {
            reply.request.log.warn({ codes: codesOf(error) }, 'API request failed');
            return sendFailure(reply as FastifyReply, upstreamFailure(error));
          },
        },
      });
    }
  });
}
