import { AjvCompiler, type BuildCompilerFromPool } from '@fastify/ajv-compiler';
import type { FastifySchemaValidationError } from 'fastify';
import { messages } from './messages.js';
import { SAFE_TEXT_KEYWORD, guardStrings, safeTextKeyword } from './safeText.js';
import { errorMessageKeyword, type ErrorBody, type ErrorMessages } from './schemas.js';

/** What Fastify really hands a validator compiler (the published type says "a schema"). */
interface RouteSchemaDefinition {
  schema: unknown;
  httpPart?: string;
}
type RouteCompiler = (definition: RouteSchemaDefinition) => unknown;

/**
 * Fastify's default Ajv coerces types everywhere, so `{"phone_number": 123}`
 * would pass as "123". Bodies are JSON and already typed, so they get an Ajv
 * without coercion (and with all errors, to report every bad field); query
 * strings, params and headers keep Fastify's coercion because they are text.
 * `verbose` puts the failing sub-schema on each error so we can read its
 * Turkish message. Every string of every body, query and path parameter must
 * also be printable text (see http/safeText.ts): a route gets that without
 * asking for it.
 */
export function buildValidatorFactory(): BuildCompilerFromPool {
  const pool = AjvCompiler();
  const keywords = [errorMessageKeyword, safeTextKeyword];
  const factory: BuildCompilerFromPool = (externalSchemas, ajvOptions) => {
    const customOptions = (ajvOptions?.mode === 'JTD' ? {} : ajvOptions?.customOptions) ?? {};
    const plugins = ajvOptions?.plugins ?? [];
    const forBody = pool(externalSchemas, {
      customOptions: { ...customOptions, coerceTypes: false, allErrors: true, verbose: true, keywords },
      plugins,
    }) as unknown as RouteCompiler;
    const forText = pool(externalSchemas, {
      // All errors, so a control character is reported even when another rule fails first.
      customOptions: { ...customOptions, allErrors: true, verbose: true, keywords },
      plugins,
    }) as unknown as RouteCompiler;
    const compile: RouteCompiler = (definition) => {
      if (definition.httpPart === 'headers') return forText(definition);
      const guarded = { ...definition, schema: guardStrings(definition.schema) };
      return definition.httpPart === 'body' ? forBody(guarded) : forText(guarded);
    };
    return compile as unknown as ReturnType<BuildCompilerFromPool>;
  };
  return factory;
}

/** What Ajv puts on an error when `verbose` is on (Fastify's type omits it). */
interface VerboseError extends FastifySchemaValidationError {
  parentSchema?: Record<string, unknown>;
}

function pickMessage(schema: unknown, keyword: string): string | undefined {
  if (schema === null || typeof schema !== 'object') return undefined;
  const annotated = (schema as Record<string, unknown>)[errorMessageKeyword] as ErrorMessages | undefined;
  if (annotated === undefined) return undefined;
  if (typeof annotated === 'string') return annotated;
  return annotated[keyword] ?? annotated.default;
}

function decodePointerSegment(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

interface DescribedError {
  field: string | undefined;
  message: string;
  /** Lower is shown first: a wrong body shape, then unsafe text, then missing or too short fields, then the rest. */
  rank: number;
}

function describe(error: VerboseError): DescribedError {
  const parent = error.parentSchema;
  if (error.keyword === 'required') {
    const field = String((error.params as { missingProperty?: unknown }).missingProperty ?? '');
    const properties = parent?.properties as Record<string, unknown> | undefined;
    const message = pickMessage(properties?.[field], 'required') ?? pickMessage(parent, 'required');
    return { field, message: message ?? messages.invalidInput, rank: 1 };
  }
  const segments = error.instancePath.split('/').slice(1).map(decodePointerSegment);
  const field = segments[0];
  const message =
    error.keyword === SAFE_TEXT_KEYWORD ? messages.controlCharacters : (pickMessage(parent, error.keyword) ?? messages.invalidInput);
  if (field === undefined) return { field: undefined, message, rank: 0 };
  // Control characters are named before the field's other faults (a value too short for its field included):
  // retyping the value cannot fix them.
  if (error.keyword === SAFE_TEXT_KEYWORD) return { field, message, rank: 0.5 };
  const missingLike = error.keyword === 'minLength' || error.keyword === 'type';
  return { field, message, rank: missingLike ? 1 : 2 };
}

/** Turns Ajv errors into the `{ message, errors }` answer, in Turkish. */
export function formatValidationErrors(errors: FastifySchemaValidationError[]): ErrorBody {
  const described = errors.map((error) => describe(error as VerboseError)).sort((a, b) => a.rank - b.rank);
  const first = described[0];
  const byField: Record<string, string> = {};
  for (const item of described) {
    if (item.field && !(item.field in byField)) byField[item.field] = item.message;
  }
  const body: ErrorBody = { message: first?.message ?? messages.invalidInput };
  if (Object.keys(byField).length > 0) body.errors = byField;
  return body;
}
