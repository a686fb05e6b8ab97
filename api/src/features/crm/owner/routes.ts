import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AssignBody,
  BulkAssignBody,
  BulkResponse,
  BulkStageBody,
  IdParams,
  OnDutyBody,
  OnDutyResponse,
  ownerMessages as m,
  StaffOptionsResponse,
  crmMessages,
} from '@kredi/contracts/crm';
import { canAssignCustomer, CRM_ROLES, MANAGER_ROLES, permissionMessages } from '@kredi/contracts/staff';
import { ApiError } from '../../../http/errors.js';
import { ErrorSchema } from '../../../http/schemas.js';
import { staffOf } from '../auth/requireStaff.js';
import type { CrmRuntime } from '../runtime.js';
import { guardedErrors, TAG } from '../schemas.js';
import type { CrmOwnerRepository, OwnerRefusal } from './repository.js';

export interface OwnerRoutesOptions {
  repository: CrmOwnerRepository;
  runtime: CrmRuntime;
}

/** A refused change in Turkish: an unknown customer (404) or a staff member who cannot be assigned (400). */
function refuse(result: OwnerRefusal, single: boolean): never {
  if (result === 'staff') throw new ApiError(400, m.staffInvalid, { personel_id: m.staffInvalid });
  throw new ApiError(404, single ? crmMessages.customerNotFound : m.bulkMissing);
}

/**
 * Owner and bulk actions under /api/crm: the staff picker, one's own on-duty switch, assigning one customer (every CRM
 * role, a 'personel' only their own lead or an unassigned one to themselves: canAssignCustomer), and the bulk
 * changes: the stage (every CRM role) and the owner ('yönetici' and 'admin').
 */
export const ownerRoutes: FastifyPluginAsyncTypebox<OwnerRoutesOptions> = async (app, { repository, runtime }) => {
  app.get(
    '/personel/',
    {
      config: { roles: CRM_ROLES },
      schema: { tags: [TAG], summary: 'Atanabilecek (aktif) personel', response: { 200: StaffOptionsResponse, ...guardedErrors } },
    },
    async () => ({
      results: (await repository.staffOptions()).map((s) => ({ id: s.id, ad_soyad: s.fullName, rol: s.role, gorevde: s.onDuty })),
    }),
  );

  app.post(
    '/personel/gorev/',
    {
      config: { roles: CRM_ROLES },
      schema: {
        tags: [TAG],
        summary: 'Görevdeyim: yeni müşteriler sırayla bana da atansın',
        body: OnDutyBody,
        response: { 200: OnDutyResponse, ...guardedErrors },
      },
    },
    async (request) => {
      const { gorevde } = request.body;
      await repository.setOnDuty(staffOf(request).id, gorevde, runtime.now());
      return { success: true as const, message: gorevde ? m.onDuty : m.offDuty, gorevde };
    },
  );

  app.post(
    '/musteriler/:id/ata/',
    {
      config: { roles: CRM_ROLES },
      schema: {
        tags: [TAG],
        summary: 'Müşteriyi bir personele ata (null: atamayı kaldır)',
        params: IdParams,
        body: AssignBody,
        response: { 200: BulkResponse, 403: ErrorSchema, ...guardedErrors },
      },
    },
    async (request) => {
      const member = staffOf(request);
      const target = request.body.personel_id;
      const result = await repository.assign(
        [request.params.id],
        target,
        { staffId: member.id, staffName: member.fullName },
        runtime.now(),
        (owner) => {
          if (canAssignCustomer(member, owner, target)) return undefined;
          return owner === null ? permissionMessages.assignUnownedForbidden : permissionMessages.assignForbidden;
        },
      );
      if (typeof result === 'string') refuse(result, true);
      if ('forbidden' in result) throw new ApiError(403, result.forbidden);
      return { success: true as const, message: request.body.personel_id === null ? m.unassigned : m.assigned, degisen: result.changed };
    },
  );

  app.post(
    '/musteriler/toplu/ata/',
    {
      config: { roles: MANAGER_ROLES },
      schema: {
        tags: [TAG],
        summary: 'Seçilen müşterileri tek işlemde ata (yönetici)',
        body: BulkAssignBody,
        response: { 200: BulkResponse, 403: ErrorSchema, ...guardedErrors },
      },
    },
    async (request) => {
      const member = staffOf(request);
      const result = await repository.assign(
        request.body.ids,
        request.body.personel_id,
        { staffId: member.id, staffName: member.fullName },
        runtime.now(),
      );
      if (typeof result === 'string') refuse(result, false);
      if ('forbidden' in result) throw new ApiError(403, result.forbidden);
      return { success: true as const, message: m.bulkAssigned(result.changed), degisen: result.changed };
    },
  );

  app.post(
    '/musteriler/toplu/durum/',
    {
      config: { roles: CRM_ROLES },
      schema: {
        tags: [TAG],
        summary: 'Seçilen müşterilerin durumunu tek işlemde değiştir',
        body: BulkStageBody,
        response: { 200: BulkResponse, ...guardedErrors },
      },
    },
    async (request) => {
      const member = staffOf(request);
      const result = await repository.setStage(
        request.body.ids,
        request.body.durum,
        { staffId: member.id, staffName: member.fullName },
        runtime.now(),
      );
      if (typeof result === 'string') refuse(result, false);
      return { success: true as const, message: m.bulkStaged(result.changed), degisen: result.changed };
    },
  );
};
