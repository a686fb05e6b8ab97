import type { FastifyRequest } from 'fastify';

/**
 * preValidation hook: trims every top-level string of a JSON object body, so the
 * schema's minLength/maxLength judge what we store (the rules are about trimmed values).
 * Anything else (arrays, null, numbers) is left for the schema to reject.
 */
export async function trimBodyStrings(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return;
  const record = body as Record<string, unknown>;
  for (const [key, value] of Object.entries(record)) {
    if (typeof value === 'string') record[key] = value.trim();
  }
}
