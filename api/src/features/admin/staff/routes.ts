import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AdminStaffActiveBody, AdminStaffBody, AdminStaffSchema, staffMessages as m } from '@kredi/contracts/admin';
import { isValidStaffPhone } from '@kredi/contracts/crm';
import type { onRequestHookHandler } from 'fastify';
import { ApiError } from '../../../http/errors.js';
import { trimBodyStrings } from '../../../http/trimBody.js';
import { adminOf } from '../auth/guard.js';
import { idParams } from '../formulas/schemas.js';
import { guardedSchema } from '../schemas.js';
import { createAdminStaffRepository } from './repository.js';

const listSchema = guardedSchema({ summary: 'CRM personel hesapları', response: { 200: Type.Array(AdminStaffSchema) } });
const addSchema = guardedSchema({ summary: 'Personel ekler (telefonla kod alarak CRM’e girer)', body: AdminStaffBody, response: { 201: AdminStaffSchema } });
const activeSchema = guardedSchema({
  summary: 'Personeli pasif yapar (tüm oturumları hemen kapanır) ya da yeniden aktif yapar',
  params: idParams,
  body: AdminStaffActiveBody,
  response: { 200: AdminStaffSchema },
});

/** /api/admin/staff/: the CRM's staff accounts (add, disable with their sessions, list). */
const staffRoutes: FastifyPluginAsyncTypebox<{ requireAdmin: onRequestHookHandler }> = async (app, { requireAdmin }) => {
  const repository = createAdminStaffRepository(app.db);
  const guarded = { onRequest: requireAdmin };
  const view = async (id: number) => (await repository.list()).find((member) => member.id === id)!;

  app.get('/', { ...guarded, schema: listSchema }, () => repository.list());

  app.post('/', { ...guarded, schema: addSchema, preValidation: trimBodyStrings }, async (request, reply) => {
    const { phone, full_name: fullName } = request.body;
    if (!isValidStaffPhone(phone)) throw new ApiError(400, m.phoneInvalid, { phone: m.phoneInvalid });
    const created = await repository.add(adminOf(request), phone, fullName.replace(/\s+/g, ' '));
    if (!created) throw new ApiError(409, m.phoneTaken, { phone: m.phoneTaken });
    return reply.code(201).send(await view(created.id));
  });

  app.patch('/:id/active/', { ...guarded, schema: activeSchema }, async (request) => {
    const updated = await repository.setActive(adminOf(request), request.params.id, request.body.active);
    if (!updated) throw new ApiError(404, m.notFound);
    return view(updated.id);
  });
};

export default staffRoutes;
