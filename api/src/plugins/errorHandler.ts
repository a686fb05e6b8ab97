import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DATABASE_RETRY_AFTER_SECONDS, databaseErrorCode, isDatabaseUnavailable } from '../db/unavailable.js';
import { ApiError } from '../http/errors.js';
import { messages } from '../http/messages.js';
import type { ErrorBody } from '../http/schemas.js';
import { formatValidationErrors } from '../http/validation.js';

/** Fastify's own client-error codes and the Turkish text each one gets. */
const frameworkErrorMessages: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: messages.malformedJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: messages.emptyBody },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: messages.invalidInput },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: messages.unsupportedMediaType },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: messages.payloadTooLarge },
  FST_ERR_BAD_URL: { status: 400, message: messages.badUrl },
};

const genericClientMessages: Record<number, string> = {
  401: messages.unauthorized,
  403: messages.forbidden,
  404: messages.notFound,
  405: messages.methodNotAllowed,
  408: messages.requestTimeout,
  413: messages.payloadTooLarge,
  415: messages.unsupportedMediaType,
  429: messages.tooManyRequests,
};

interface ClientAnswer {
  status: number;
  body: ErrorBody;
}

/** The visitor-facing answer for an error, or undefined when it is our fault (5xx). */
function toClientAnswer(error: FastifyError): ClientAnswer | undefined {
  if (error instanceof ApiError) {
    const body: ErrorBody = { message: error.message };
    if (error.errors) body.errors = error.errors;
    return error.statusCode < 500 ? { status: error.statusCode, body } : undefined;
  }
  if (error.validation) {
    return { status: 400, body: formatValidationErrors(error.validation) };
  }
  const known = error.code ? frameworkErrorMessages[error.code] : undefined;
  if (known) return { status: known.status, body: { message: known.message } };
  const status = error.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    // Other 4xx (from plugins or the HTTP layer): their texts are English, so replace them.
    return { status, body: { message: genericClientMessages[status] ?? messages.invalidInput } };
  }
  return undefined;
}

async function errorHandlerPlugin(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const answer = toClientAnswer(error);
    if (answer) {
      request.log.info({ code: error.code, statusCode: answer.status }, 'client error');
      return reply.code(answer.status).send(answer.body);
    }
    if (isDatabaseUnavailable(error)) {
      // The database is restarting or down: not a fault of the request, which may be sent again shortly.
      request.log.warn({ code: databaseErrorCode(error) }, 'database unavailable');
      return reply.code(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send({ message: messages.serviceUnavailable });
    }
    // Internal details go to the log only; the visitor gets a generic Turkish text.
    request.log.error({ err: error }, 'unhandled error');
    const status = error instanceof ApiError || (error.statusCode ?? 0) >= 500 ? (error.statusCode ?? 500) : 500;
    const message = status === 503 ? messages.serviceUnavailable : messages.internal;
    return reply.code(status).send({ message });
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: messages.notFound }));
}

export default fp(errorHandlerPlugin, { name: 'error-handler' });
