import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  AdminBankOfferBody,
  AdminBankOfferSchema,
  AdminCalculatorDataSchema,
  AdminLoanTypeBody,
  AdminLoanTypeSchema,
  AdminTaxRateBody,
  AdminTermCapsBody,
  AdminVehicleBandsBody,
  calculatorDataMessages as m,
  isCalendarDay,
  RULE_KINDS,
} from '@kredi/contracts/admin';
import { istanbulDate } from '@kredi/contracts/crm';
import { ApiError } from '../../../http/errors.js';
import { MessageSchema } from '../../../http/schemas.js';
import { trimBodyStrings } from '../../../http/trimBody.js';
import { adminOf } from '../auth/guard.js';
import { idParams } from '../../../http/schemas.js';
import { guardedSchema } from '../schemas.js';
import { createAdminCalculatorRepository } from './repository.js';
import { ADMIN_ONLY } from '@kredi/contracts/staff';

const today = () => istanbulDate(new Date());

function assertDay(day: string): void {
  if (!isCalendarDay(day)) throw new ApiError(400, m.dateInvalid, { yururluk: m.dateInvalid });
}

const created = { 201: MessageSchema };
const ruleParams = Type.Object({ kind: Type.Union(RULE_KINDS.map((kind) => Type.Literal(kind))) });
const ruleQuery = Type.Object({ kredi_turu: Type.String({ minLength: 1, maxLength: 40 }), yururluk: Type.String({ maxLength: 10 }) });

/**
 * /api/admin/calculator/...: loan types (aktif, bakım modu, message), bank offers, and the dated rules (taxes, term
 * caps, vehicle bands). A new rule takes effect on its day; a rule whose day has not come can be deleted.
 */
const calculatorDataRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repository = createAdminCalculatorRepository(app.db);
  const guarded = { config: { roles: ADMIN_ONLY } };
  const write = { ...guarded, preValidation: trimBodyStrings };

  app.get(
    '/',
    {
      ...guarded,
      schema: guardedSchema({
        summary: 'Hesaplama verileri: kredi türleri, teklifler, tarihli kurallar',
        response: { 200: AdminCalculatorDataSchema },
      }),
    },
    () => repository.read(today()),
  );

  app.put(
    '/loan-types/:id/',
    {
      ...write,
      schema: guardedSchema({
        summary: 'Kredi türü: ad, aktif, bakım modu ve mesajı',
        params: Type.Object({ id: Type.String({ maxLength: 40 }) }),
        body: AdminLoanTypeBody,
        response: { 200: AdminLoanTypeSchema },
      }),
    },
    async (request) => {
      const updated = await repository.updateLoanType(adminOf(request), request.params.id, request.body);
      if (!updated) throw new ApiError(404, m.loanTypeUnknown);
      return { id: request.params.id, ...updated };
    },
  );

  app.post(
    '/offers/',
    {
      ...write,
      schema: guardedSchema({ summary: 'Banka teklifi ekler', body: AdminBankOfferBody, response: { 201: AdminBankOfferSchema } }),
    },
    async (request, reply) => reply.code(201).send(await repository.createOffer(adminOf(request), request.body)),
  );

  app.put(
    '/offers/:id/',
    {
      ...write,
      schema: guardedSchema({
        summary: 'Banka teklifini düzenler',
        params: idParams,
        body: AdminBankOfferBody,
        response: { 200: AdminBankOfferSchema },
      }),
    },
    async (request) => {
      const updated = await repository.updateOffer(adminOf(request), request.params.id, request.body);
      if (!updated) throw new ApiError(404, m.offerNotFound);
      return updated;
    },
  );

  app.delete(
    '/offers/:id/',
    { ...guarded, schema: guardedSchema({ summary: 'Banka teklifini siler', params: idParams, response: { 200: MessageSchema } }) },
    async (request) => {
      if (!(await repository.deleteOffer(adminOf(request), request.params.id))) throw new ApiError(404, m.offerNotFound);
      return { message: m.offerDeleted };
    },
  );

  app.post(
    '/tax-rates/',
    {
      ...write,
      schema: guardedSchema({ summary: 'Yeni vergi oranları, yürürlük gününden itibaren', body: AdminTaxRateBody, response: created }),
    },
    async (request, reply) => {
      assertDay(request.body.yururluk);
      await repository.addTaxRate(adminOf(request), request.body, today());
      return reply.code(201).send({ message: 'Vergi oranları kaydedildi.' });
    },
  );

  app.post(
    '/term-caps/',
    {
      ...write,
      schema: guardedSchema({
        summary: 'Yeni tutara göre vade sınırları, yürürlük gününden itibaren',
        body: AdminTermCapsBody,
        response: created,
      }),
    },
    async (request, reply) => {
      assertDay(request.body.yururluk);
      await repository.addTermCaps(adminOf(request), request.body, today());
      return reply.code(201).send({ message: 'Vade sınırları kaydedildi.' });
    },
  );

  app.post(
    '/vehicle-bands/',
    {
      ...write,
      schema: guardedSchema({ summary: 'Yeni taşıt bantları, yürürlük gününden itibaren', body: AdminVehicleBandsBody, response: created }),
    },
    async (request, reply) => {
      assertDay(request.body.yururluk);
      await repository.addVehicleBands(adminOf(request), request.body, today());
      return reply.code(201).send({ message: 'Taşıt bantları kaydedildi.' });
    },
  );

  app.delete(
    '/rules/:kind/',
    {
      ...guarded,
      schema: guardedSchema({
        summary: 'Henüz yürürlüğe girmemiş tarihli kuralı siler',
        params: ruleParams,
        querystring: ruleQuery,
        response: { 200: MessageSchema },
      }),
    },
    async (request) => {
      assertDay(request.query.yururluk);
      await repository.deleteRule(adminOf(request), request.params.kind, request.query.kredi_turu, request.query.yururluk, today());
      return { message: m.ruleDeleted };
    },
  );
};

export default calculatorDataRoutes;
