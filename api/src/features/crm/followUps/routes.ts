import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreateFollowUpBody,
  CreateFollowUpResponse,
  crmMessages as m,
  customerEditMessages,
  FollowUpListResponse,
  IdParams,
  parseIstanbulDateTime,
  type FollowUp,
} from '@kredi/contracts/crm';
import { ApiError } from '../../../http/errors.js';
import { ErrorSchema } from '../../../http/schemas.js';
import { wireMapper } from '../../../http/wireMapper.js';
import type { CustomerFollowUpRow } from '../../../db/schema/index.js';
import { staffOf } from '../auth/requireStaff.js';
import type { CrmCustomersRepository } from '../customers/repository.js';
import { toDetail } from '../customers/view.js';
import type { CrmRuntime } from '../runtime.js';
import { guardedErrors, TAG } from '../schemas.js';
import type { CrmFollowUpsRepository } from './repository.js';
import { CRM_ROLES } from '@kredi/contracts/staff';

export interface FollowUpRoutesOptions {
  repository: CrmFollowUpsRepository;
  customers: CrmCustomersRepository;
  runtime: CrmRuntime;
}

const toFollowUp = wireMapper<CustomerFollowUpRow, FollowUp>({
  id: 'id',
  personel_ad: 'staffName',
  olusturma_tarihi: 'createdAt',
  notlar: 'note',
  eski_durum: 'fromStage',
  yeni_durum: 'toStage',
  sonraki_iletisim: 'nextContactAt',
});

function nextContactOf(value: string | null | undefined): Date | null {
  if (value === undefined || value === null || value.trim() === '') return null;
  const parsed = parseIstanbulDateTime(value.trim());
  if (!parsed) throw new ApiError(400, m.invalidDateTime, { sonraki_iletisim: m.invalidDateTime });
  return parsed;
}

/** /api/crm/musteriler/:id/takipler/...: the follow-up history and the 'Yeni Not' form. */
export const followUpRoutes: FastifyPluginAsyncTypebox<FollowUpRoutesOptions> = async (app, { repository, customers, runtime }) => {
  app.get(
    '/:id/takipler/',
    {
      config: { roles: CRM_ROLES },
      schema: {
        tags: [TAG],
        summary: 'Müşterinin takip notları (eskiden yeniye)',
        params: IdParams,
        response: { 200: FollowUpListResponse, ...guardedErrors },
      },
    },
    async (request) => {
      if (!(await customers.detail(request.params.id))) throw new ApiError(404, m.customerNotFound);
      return { results: (await repository.list(request.params.id)).map(toFollowUp) };
    },
  );

  app.post(
    '/:id/takipler/create/',
    {
      config: { roles: CRM_ROLES },
      schema: {
        tags: [TAG],
        summary: 'Yeni takip notu: not, yeni durum ve sonraki iletişim; müşteri aynı işlemde güncellenir',
        params: IdParams,
        body: CreateFollowUpBody,
        response: { 201: CreateFollowUpResponse, 409: ErrorSchema, ...guardedErrors },
      },
    },
    async (request, reply) => {
      const member = staffOf(request);
      const note = (request.body.notlar ?? '').trim();
      const stage = request.body.yeni_durum || undefined;
      const nextContactAt = nextContactOf(request.body.sonraki_iletisim);
      if (note === '' && !stage && !nextContactAt) throw new ApiError(400, m.emptyFollowUp);
      const row = await repository.create({
        customerId: request.params.id,
        staffId: member.id,
        staffName: member.fullName,
        note,
        stage,
        nextContactAt,
        now: runtime.now(),
      });
      // An erased (KVKK) file takes no new personal text: the edit route's 409.
      if (row === 'erased') throw new ApiError(409, customerEditMessages.erased);
      const customer = row && (await customers.detail(request.params.id));
      if (!row || !customer) throw new ApiError(404, m.customerNotFound);
      return reply.code(201).send({
        success: true as const,
        message: m.followUpCreated,
        takip: toFollowUp(row),
        musteri: toDetail(customer.row, customer.assignedStaffName),
      });
    },
  );
};
