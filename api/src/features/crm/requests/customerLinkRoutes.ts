import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CallOutcomeBody,
  CallOutcomeResponse,
  crmMessages as m,
  customerEditMessages,
  CustomerRequestsResponse,
  IdParams,
  isRequestCustomerCity,
  RequestKindParams,
  RequestToCustomerBody,
  RequestToCustomerResponse,
} from '@kredi/contracts/crm';
import { CRM_ROLES } from '@kredi/contracts/staff';
import { isValidName, nameInvalidMessage, normalizeName, usersMessages } from '@kredi/contracts/users';
import { ApiError } from '../../../http/errors.js';
import { ErrorSchema } from '../../../http/schemas.js';
import { trimBodyStrings } from '../../../http/trimBody.js';
import { staffOf } from '../auth/requireStaff.js';
import type { CrmRuntime } from '../runtime.js';
import { guardedErrors, TAG } from '../schemas.js';
import type { CustomerLinksRepository } from './customerLinks.js';
import { customersByPhone } from './phoneMatch.js';
import { toCallbackItem, toContactItem } from './view.js';

export interface CustomerLinkRoutesOptions {
  repository: CustomerLinksRepository;
  runtime: CrmRuntime;
}

/** Requests on the customer's file, 'Ara' outcomes, customers made from requests. Prefix /api/crm. */
export const customerLinkRoutes: FastifyPluginAsyncTypebox<CustomerLinkRoutesOptions> = async (app, { repository, runtime }) => {
  app.get(
    '/musteriler/:id/talepler/',
    {
      config: { roles: CRM_ROLES },
      schema: {
        tags: [TAG],
        summary: 'Müşterinin telefonuyla gelen geri arama ve iletişim talepleri',
        params: IdParams,
        response: { 200: CustomerRequestsResponse, ...guardedErrors },
      },
    },
    async (request) => {
      const found = await repository.requestsOf(request.params.id);
      if (!found) throw new ApiError(404, m.customerNotFound);
      const owner = new Map(found.phone ? [[found.phone, request.params.id]] : []);
      return {
        geri_arama: found.callbacks.map((r) => toCallbackItem(r, owner)),
        iletisim: found.contacts.map((r) => toContactItem(r, owner)),
      };
    },
  );

  app.post(
    '/musteriler/:id/arama/',
    {
      config: { roles: CRM_ROLES },
      schema: {
        tags: [TAG],
        summary: 'Müşteri dosyasından yapılan aramanın sonucunu kaydeder',
        params: IdParams,
        body: CallOutcomeBody,
        response: { 200: CallOutcomeResponse, 409: ErrorSchema, ...guardedErrors },
      },
      preValidation: trimBodyStrings,
    },
    async (request) => {
      const recorded = await repository.recordOnCustomer(
        request.params.id,
        request.body.sonuc,
        request.body.notlar ?? '',
        staffOf(request),
        runtime.now(),
      );
      // An erased (KVKK) file takes no new personal text: the edit route's 409.
      if (recorded === 'erased') throw new ApiError(409, customerEditMessages.erased);
      if (!recorded) throw new ApiError(404, m.customerNotFound);
      return { success: true as const, message: m.outcomeRecorded, talep: null };
    },
  );

  app.post(
    '/geri-arama-talepleri/:id/sonuc/',
    {
      config: { roles: CRM_ROLES },
      schema: {
        tags: [TAG],
        summary: "Geri arama talebinde 'Ara' sonucunu kaydeder; 'Ulaşıldı' ve 'Yanlış numara' talebi kapatır",
        params: IdParams,
        body: CallOutcomeBody,
        response: { 200: CallOutcomeResponse, ...guardedErrors },
      },
      preValidation: trimBodyStrings,
    },
    async (request) => {
      const result = await repository.recordOnRequest(
        request.params.id,
        request.body.sonuc,
        request.body.notlar ?? '',
        staffOf(request),
        runtime.now(),
      );
      if (!result) throw new ApiError(404, m.requestNotFound);
      const owner = new Map(result.customerId === null ? [] : await customersByPhone(app.db, [result.row.phoneNumber]));
      return { success: true as const, message: m.outcomeRecorded, talep: toCallbackItem(result.row, owner) };
    },
  );

  app.post(
    '/:tur/:id/musteri/',
    {
      config: { roles: CRM_ROLES },
      schema: {
        tags: [TAG],
        summary: 'Hiçbir müşteriyle eşleşmeyen talepten yeni müşteri oluşturur',
        params: RequestKindParams,
        body: RequestToCustomerBody,
        response: { 201: RequestToCustomerResponse, 409: ErrorSchema, ...guardedErrors },
      },
      preValidation: trimBodyStrings,
    },
    async (request, reply) => {
      const name = normalizeName(request.body.ad);
      const surname = normalizeName(request.body.soyad);
      if (!isValidName(name)) throw new ApiError(400, nameInvalidMessage('ad'), { ad: nameInvalidMessage('ad') });
      if (!isValidName(surname)) throw new ApiError(400, nameInvalidMessage('soyad'), { soyad: nameInvalidMessage('soyad') });
      const city = normalizeName(request.body.sehir ?? '');
      if (!isRequestCustomerCity(city)) throw new ApiError(400, usersMessages.cityRequired, { sehir: usersMessages.cityRequired });
      const result = await repository.customerFromRequest(
        request.params.tur,
        request.params.id,
        { name, surname, city },
        staffOf(request),
        runtime.now(),
      );
      if (result.kind === 'not_found') throw new ApiError(404, m.requestNotFound);
      if (result.kind === 'invalid_phone') throw new ApiError(400, m.requestPhoneInvalid);
      if (result.kind === 'exists') throw new ApiError(409, m.requestHasCustomer);
      return reply.code(201).send({ success: true as const, message: m.customerCreated, musteri_id: result.customerId });
    },
  );
};
