/*
 * What the log may say about a request or an error, so that no personal data (names, phones, e-mail,
 * TC kimlik, birth dates, free text, IP addresses) reaches it. Two layers: serializers that build log
 * objects from what is safe, and pino's `redact` for known personal keys wherever a log call puts them.
 */

/** Error properties that carry a query's values or a copy of a stored row (pg: "Failing row contains (...)"). */
const VALUE_CARRYING_ERROR_KEYS = new Set(['params', 'parameters', 'detail', 'body']);
/** Shorter values are not worth hiding (counts, flags, option values) and would mangle the text. */
const MIN_SCRUBBED_LENGTH = 3;
const REDACTED = '[gizli]';
const MAX_CAUSE_DEPTH = 5;

/** The string values a failed Drizzle query was sent with, anywhere in the error's cause chain. */
function queryValues(error: unknown): string[] {
  const values: string[] = [];
  for (let current = error, depth = 0; current instanceof Error && depth <= MAX_CAUSE_DEPTH; current = current.cause, depth += 1) {
    const params = (current as { params?: unknown }).params;
    if (!Array.isArray(params)) continue;
    for (const value of params) {
      const text = value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : undefined;
      if (text !== undefined && text.length >= MIN_SCRUBBED_LENGTH) values.push(text);
    }
  }
  // Longest first, so a value containing another is replaced whole.
  return values.sort((a, b) => b.length - a.length);
}

function scrub(text: string, values: string[]): string {
  // Drizzle appends "\nparams: v1,v2,…" to the message (and so to the stack): cut it.
  let out = text.replace(/\nparams: .*$/m, '');
  for (const value of values) out = out.split(value).join(REDACTED);
  return out;
}

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

function serializeError(error: unknown, values: string[], depth: number): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: scrub(String(error), values), stack: '' };
  const out: SerializedError = {
    type: error.constructor.name,
    message: scrub(error.message, values),
    stack: scrub(error.stack ?? '', values),
  };
  for (const [key, value] of Object.entries(error)) {
    if (VALUE_CARRYING_ERROR_KEYS.has(key) || key === 'cause') continue;
    if (typeof value === 'string') out[key] = scrub(value, values);
    else if (typeof value === 'number' || typeof value === 'boolean') out[key] = value;
  }
  if (error.cause !== undefined && depth < MAX_CAUSE_DEPTH) out.cause = serializeError(error.cause, values, depth + 1);
  return out;
}

/**
 * `err` serializer: type, message, stack, code and the other plain fields of the error and its causes,
 * without the values of a failed query (Drizzle puts them on `params` and in its message; PostgreSQL
 * copies the row into `detail`, and sometimes a value into its message).
 */
export function privateErrorSerializer(error: unknown): SerializedError {
  return serializeError(error, queryValues(error), 0);
}

interface LoggedRequest {
  method: string;
  url: string;
  id?: string;
}

/**
 * `req` serializer: method and path only. Not the client address (personal data), not the query string
 * (`?phone=…`): the request id ties the lines of one request together.
 */
export function privateRequestSerializer(request: LoggedRequest): Record<string, unknown> {
  const [path, query] = request.url.split('?', 2);
  return { method: request.method, url: query === undefined ? path : `${path}?${REDACTED}`, id: request.id };
}

/** Keys that hold personal data wherever a log call puts them (top level or one level down). */
const PERSONAL_KEYS = ['email', 'tc', 'ip', 'surname', 'birthDate', 'birth_date', 'remoteAddress'];

export const logRedaction = {
  paths: [
    // Staff tokens travel in Authorization; never write them, nor cookies or forwarded addresses.
    'req.headers.authorization',
    'req.headers.cookie',
    'req.headers["x-forwarded-for"]',
    'req.headers["x-real-ip"]',
    ...PERSONAL_KEYS,
    ...PERSONAL_KEYS.map((key) => `*.${key}`),
    'err.params',
    'err.detail',
  ],
  censor: REDACTED,
};
