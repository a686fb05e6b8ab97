import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  AdminStaffActiveBody,
  AdminStaffBody,
  AdminStaffOnDutyBody,
  AdminStaffRoleBody,
  AdminStaffSchema,
  staffMessages as m,
} from '@kredi/contracts/admin';
import { isValidStaffPhone } from '@kredi/contracts/crm';
import { ADMIN_ONLY, canReadStaffPhones, canSetOnDuty, maskStaffPhone, MANAGER_ROLES, permissionMessages } from '@kredi/contracts/staff';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../../http/errors.js';
import { ErrorSchema, idParams } from '../../../http/schemas.js';
import { trimBodyStrings } from '../../../http/trimBody.js';
import { adminOf } from '../auth/guard.js';
import { guardedSchema } from '../schemas.js';
import { createAdminStaffRepository } from './repository.js';

const listSchema = guardedSchema({ summary: 'Personel hesapları (CRM ve yönetim)', response: { 200: Type.Array(AdminStaffSchema) } });
const addSchema = guardedSchema({
  summary: 'Personel ekler (telefonla kod alarak CRM’e girer)',
  body: AdminStaffBody,
  response: { 201: AdminStaffSchema },
});
const activeSchema = guardedSchema({
  summary: 'Personeli pasif yapar (tüm oturumları hemen kapanır) ya da yeniden aktif yapar',
  params: idParams,
  body: AdminStaffActiveBody,
  response: { 200: AdminStaffSchema },
});
const roleSchema = guardedSchema({
  summary: "Personelin rolünü belirler: 'personel', 'yönetici' ya da 'admin' (denetim kaydına yazılır)",
  params: idParams,
  body: AdminStaffRoleBody,
  response: { 200: AdminStaffSchema },
});

const onDutySchema = guardedSchema({
  summary: "Personelin 'Görevdeyim' durumunu belirler: yeni müşteriler sırayla görevdeki personele atanır ('admin' ve 'yönetici')",
  params: idParams,
  body: AdminStaffOnDutyBody,
  response: { 200: AdminStaffSchema, 403: ErrorSchema },
});

/** An admin never disables or demotes their own account: the area must not lose its last administrator by a click. */
function refuseOwnAccount(request: FastifyRequest, id: number) {
  if (adminOf(request).id === id) throw new ApiError(409, m.ownAccount);
}

/** /api/admin/staff/: the staff accounts (list, add, disable with their sessions, set the role and the on-duty flag). */
const staffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repository = createAdminStaffRepository(app.db);
  const guarded = { config: { roles: ADMIN_ONLY } };
  const view = async (id: number) => (await repository.list()).find((member) => member.id === id)!;

  // 'yönetici' reads the list to set who is on duty, with the phone numbers masked; every other change is admin only.
  app.get('/', { config: { roles: MANAGER_ROLES }, schema: listSchema }, async (request) => {
    const list = await repository.list();
    if (canReadStaffPhones(adminOf(request).role)) return list;
    return list.map((member) => ({ ...member, phone: member.phone === null ? null : maskStaffPhone(member.phone) }));
  });

  app.post('/', { ...guarded, schema: addSchema, preValidation: trimBodyStrings }, async (request, reply) => {
    const { phone, full_name: fullName } = request.body;
    if (!isValidStaffPhone(phone)) throw new ApiError(400, m.phoneInvalid, { phone: m.phoneInvalid });
    const created = await repository.add(adminOf(request), phone, fullName.replace(/\s+/g, ' '));
    if (!created) throw new ApiError(409, m.phoneTaken, { phone: m.phoneTaken });
    return reply.code(201).send(await view(created.id));
  });

  app.patch('/:id/active/', { ...guarded, schema: activeSchema }, async (request) => {
    if (!request.body.active) refuseOwnAccount(request, request.params.id);
    const updated = await repository.setActive(adminOf(request), request.params.id, request.body.active);
    if (!updated) throw new ApiError(404, m.notFound);
    return view(updated.id);
  });

  // Managers distribute the day's leads: a 'yönetici' switches their own flag and the 'personel' accounts' (canSetOnDuty).
  app.patch('/:id/on-duty/', { config: { roles: MANAGER_ROLES }, schema: onDutySchema }, async (request) => {
    const actor = adminOf(request);
    const target = (await repository.list()).find((member) => member.id === request.params.id);
    if (!target) throw new ApiError(404, m.notFound);
    if (!canSetOnDuty(actor, target)) throw new ApiError(403, permissionMessages.onDutyForbidden);
    const updated = await repository.setOnDuty(adminOf(request), request.params.id, request.body.on_duty);
    if (updated === 'inactive') throw new ApiError(409, m.onDutyInactive);
    if (!updated) throw new ApiError(404, m.notFound);
    return view(updated.id);
  });

  app.patch('/:id/role/', { ...guarded, schema: roleSchema }, async (request) => {
    refuseOwnAccount(request, request.params.id);
    const updated = await repository.setRole(adminOf(request), request.params.id, request.body.role);
    if (!updated) throw new ApiError(404, m.notFound);
    return view(updated.id);
  });
};

export default staffRoutes;
