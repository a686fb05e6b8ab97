import { ErrorSchema } from '../../http/schemas.js';

/** Error answers every guarded CRM route may give. */
export const guardedErrors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema, 413: ErrorSchema, 415: ErrorSchema };

/** The security requirement shown in the API docs for guarded routes. */
export const TAG = 'crm';
