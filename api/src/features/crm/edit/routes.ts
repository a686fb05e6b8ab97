import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  checkCustomerEdit,
  crmMessages as m,
  customerEditMessages,
  CustomerDetail,
  CustomerEditBody,
  IdParams,
} from '@kredi/contracts/crm';
import { CRM_ROLES } from '@kredi/contracts/staff';
import { Type } from '@sinclair/typebox';
import { ApiError } from '../../../http/errors.js';
import { ErrorSchema } from '../../../http/schemas.js';
import { staffOf } from '../auth/requireStaff.js';
import { toDetail } from '../customers/view.js';
import type { CrmCustomersRepository } from '../customers/repository.js';
import type { CrmRuntime } from '../runtime.js';
import { guardedErrors, TAG } from '../schemas.js';
import type { CrmEditRepository } from './repository.js';

const EditResponse = Type.Object({ success: Type.Literal(true), message: Type.String(), musteri: CustomerDetail });

/** POST /api/crm/musteriler/:id/update/: staff correct name, phone, city and answers (KVKK rectification). */
export const editRoutes: FastifyPluginAsyncTypebox<{
  repository: CrmEditRepository;
  customers: CrmCustomersRepository;
  runtime: CrmRuntime;
}> = async (app, { repository, customers, runtime }) => {
  app.post(
    '/:id/update/',
    {
      config: { roles: CRM_ROLES },
      schema: {
        tags: [TAG],
        summary: 'Müşteri bilgilerini düzelt (ad, telefon, şehir, form yanıtları); önceki ve yeni değerler denetim kaydına yazılır',
        params: IdParams,
        body: CustomerEditBody,
        response: { 200: EditResponse, 409: ErrorSchema, ...guardedErrors },
      },
    },
    async (request) => {
      // The public form's rules (contracts/crm customerEdit): one Turkish message per bad field.
      const { values, errors } = checkCustomerEdit(request.body);
      const fields = Object.keys(errors);
      if (fields.length > 0) throw new ApiError(400, errors[fields[0] as keyof typeof errors]!, errors);
      const member = staffOf(request);
      const result = await repository.edit(request.params.id, values, { staffId: member.id, staffName: member.fullName }, runtime.now());
      if (!result) throw new ApiError(404, m.customerNotFound);
      if (result === 'erased') throw new ApiError(409, customerEditMessages.erased);
      if ('takenBy' in result) {
        const message = customerEditMessages.phoneTaken(result.takenBy);
        throw new ApiError(409, message, { phone: message });
      }
      const found = await customers.detail(request.params.id);
      return { success: true as const, message: customerEditMessages.saved, musteri: toDetail(found!.row, found!.assignedStaffName) };
    },
  );
};
