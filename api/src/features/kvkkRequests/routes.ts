import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  IdParams,
  KvkkRequestBody,
  KvkkRequestCloseBody,
  KvkkRequestCreated,
  KvkkRequestItem,
  KvkkRequestList,
  kvkkRequestFieldErrors,
  kvkkRequestMessages as m,
} from '@kredi/contracts/crm';
import { CRM_ROLES } from '@kredi/contracts/staff';
import { normalizeName, usersMessages } from '@kredi/contracts/users';
import { ApiError } from '../../http/errors.js';
import { ErrorSchema } from '../../http/schemas.js';
import { principalOf } from '../../staff/guard.js';
import { findPhoneProof, hashProof } from '../users/public.js';
import { createKvkkRequestsRepository } from './repository.js';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };

/**
 * KVKK article 11 requests: the public form's POST /api/kvkk/basvuru/ (the phone proved by the credit form's SMS code,
 * with its limits: /api/users/register/ and /verify/), and the CRM's list with the days left and its close.
 */
async function kvkkRequestsPlugin(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const repository = createKvkkRequestsRepository(app.db);
  const now = () => app.crmRuntime.now();

  app.post(
    '/api/kvkk/basvuru/',
    {
      schema: {
        tags: ['kvkk'],
        summary: 'KVKK md. 11 başvurusu (SMS ile doğrulanmış telefon)',
        body: KvkkRequestBody,
        response: { 201: KvkkRequestCreated, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      // The public form's own rules, so the page and the API refuse the same input with the same words.
      const [refused] = Object.values(kvkkRequestFieldErrors(body));
      if (refused) throw new ApiError(400, refused);
      const name = normalizeName(body.name);
      // The proof was issued on the users API's clock: it is checked, and the request received, on the same one.
      const at = app.usersRuntime.now();
      const proof = body.proof === '' ? undefined : await findPhoneProof(app.db, body.phone, hashProof(body.proof), at);
      if (!proof) throw new ApiError(403, usersMessages.notVerified);
      const row = await repository.create({
        name,
        phone: body.phone,
        verificationId: proof.id,
        type: body.type,
        details: (body.details ?? '').trim(),
        now: at,
      });
      return reply.code(201).send({ message: m.created, id: row.id, dueAt: row.dueAt.toISOString() });
    },
  );

  app.get(
    '/api/crm/kvkk-basvurulari/',
    {
      config: { roles: CRM_ROLES },
      schema: {
        tags: ['crm'],
        summary: 'KVKK başvuruları: açık olanlar kalan günle (kapalılar ?durum=kapali)',
        querystring: Type.Object({ durum: Type.Optional(Type.Union([Type.Literal('acik'), Type.Literal('kapali')])) }),
        response: { 200: KvkkRequestList, ...errors },
      },
    },
    async (request) => repository.list(request.query.durum !== 'kapali', now()),
  );

  app.post(
    '/api/crm/kvkk-basvurulari/:id/kapat/',
    {
      config: { roles: CRM_ROLES },
      schema: {
        tags: ['crm'],
        summary: 'KVKK başvurusunu notla kapatır',
        params: IdParams,
        body: KvkkRequestCloseBody,
        response: { 200: KvkkRequestItem, ...errors },
      },
    },
    async (request) => {
      const note = request.body.note.trim();
      if (note === '') throw new ApiError(400, m.noteRequired);
      const member = principalOf(request);
      const result = await repository.close(request.params.id, { staffId: member.id, staffName: member.fullName }, note, now());
      if (result === undefined) throw new ApiError(404, m.notFound);
      if (result === 'closed') throw new ApiError(409, m.alreadyClosed);
      return result;
    },
  );
}

export default fp(kvkkRequestsPlugin, { name: 'kvkk-requests', dependencies: ['db', 'crm', 'staff-guard'] });
