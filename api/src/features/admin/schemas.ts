import { Type, type TSchema } from '@sinclair/typebox';
import { ErrorSchema, MessageSchema, idParams } from '../../http/schemas.js';

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

interface CrudSummaries {
  list: string;
  create: string;
  update: string;
  remove: string;
}

/**
 * The four route schemas of an admin list the staff edit row by row (blog posts, categories, credit formulas): the
 * list, a new row (201), a row changed by id, a row removed by id. `listRow` when the list shows less than one row.
 */
export function crudSchemas<Row extends TSchema, Body extends TSchema, ListRow extends TSchema = Row>(options: {
  row: Row;
  body: Body;
  listRow?: ListRow;
  summaries: CrudSummaries;
}) {
  const { row, body, summaries } = options;
  const listRow = (options.listRow ?? row) as ListRow;
  return {
    list: guardedSchema({ summary: summaries.list, response: { 200: Type.Array(listRow) } }),
    create: guardedSchema({ summary: summaries.create, body, response: { 201: row } }),
    update: guardedSchema({ summary: summaries.update, params: idParams, body, response: { 200: row } }),
    remove: guardedSchema({ summary: summaries.remove, params: idParams, response: { 200: MessageSchema } }),
  };
}
