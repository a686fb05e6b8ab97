import { ErrorSchema } from '../../http/schemas.js';

/** OpenAPI tag of every admin route. */
export const ADMIN_TAG = 'yönetim';

/** Swagger: the admin routes send `Authorization: Token <token>`. */
export const adminSecurity = [{ adminToken: [] }];

/** Error answers every guarded admin route may give. */
export const guardedErrors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, 413: ErrorSchema, 415: ErrorSchema };

/** The fields of a guarded route's schema: tag, security and the error answers, plus the route's own parts. */
export function guardedSchema<T extends { summary: string; response?: Record<number, unknown> }>(schema: T) {
  return { tags: [ADMIN_TAG], security: adminSecurity, ...schema, response: { ...guardedErrors, ...schema.response } };
}
