/**
 * C0 controls except tab, line feed and carriage return (a message may hold line breaks), DEL and the C1
 * controls. Nobody types them; NUL makes PostgreSQL fail the whole statement, the others corrupt what staff read.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** A UTF-16 surrogate without its pair: not a character at all (it would be stored as U+FFFD). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Printable text: no control character and no lone surrogate. */
export function isSafeText(value: string): boolean {
  return !CONTROL_CHARACTER.test(value) && !LONE_SURROGATE.test(value);
}

/** Ajv keyword put on every string schema of every route (see guardStrings). */
export const SAFE_TEXT_KEYWORD = 'x-safe-text';

export const safeTextKeyword = {
  keyword: SAFE_TEXT_KEYWORD,
  type: 'string',
  schemaType: 'boolean',
  validate: (enabled: boolean, data: string) => !enabled || isSafeText(data),
} as const;

/** Keys whose values are data, not schemas: left as they are. */
const DATA_KEYS = new Set(['examples', 'default', 'const', 'enum']);

const guarded = new WeakMap<object, unknown>();

function isStringSchema(schema: Record<string, unknown>): boolean {
  const type = schema.type;
  return type === 'string' || (Array.isArray(type) && type.includes('string'));
}

/**
 * A copy of a route schema in which every string schema, at any depth, also requires safe text. Applied by
 * the validator compiler to every route, so a route added tomorrow is covered without doing anything.
 * The route's own schema object is not touched (the OpenAPI document keeps showing it as written).
 */
export function guardStrings<T>(schema: T): T {
  if (schema === null || typeof schema !== 'object') return schema;
  const cached = guarded.get(schema);
  if (cached !== undefined) return cached as T;
  let copy: unknown;
  if (Array.isArray(schema)) {
    copy = schema.map((item: unknown) => guardStrings(item));
  } else {
    const record = schema as Record<string, unknown>;
    const entries = Object.entries(record).map(([key, value]) => [key, DATA_KEYS.has(key) ? value : guardStrings(value)]);
    const object = Object.fromEntries(entries) as Record<string, unknown>;
    if (isStringSchema(record)) object[SAFE_TEXT_KEYWORD] = true;
    copy = object;
  }
  guarded.set(schema, copy);
  return copy as T;
}
