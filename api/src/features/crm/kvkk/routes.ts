import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { crmMessages as m, IdParams, KvkkEraseBody, KvkkEraseResponse } from '@kredi/contracts/crm';
import { Type } from '@sinclair/typebox';
import { ApiError } from '../../../http/errors.js';
import { ErrorSchema } from '../../../http/schemas.js';
import { staffOf } from '../auth/requireStaff.js';
import { toDetail } from '../customers/view.js';
import type { CrmRuntime } from '../runtime.js';
import { guardedErrors, TAG } from '../schemas.js';
import type { CrmKvkkRepository } from './repository.js';
import { CRM_ROLES, KVKK_ERASE_ROLES } from '@kredi/contracts/staff';

export interface KvkkRoutesOptions {
  repository: CrmKvkkRepository;
  runtime: CrmRuntime;
}

/** /api/crm/musteriler/:id/kvkk/...: article 11 requests, export and erase, both recorded in the audit trail. */
export const kvkkRoutes: FastifyPluginAsyncTypebox<KvkkRoutesOptions> = async (app, { repository, runtime }) => {
  app.get(
    '/:id/kvkk/export/',
    {
      config: { roles: CRM_ROLES },
      schema: {
        tags: [TAG],
        summary: 'KVKK md. 11: kişiye ait tüm kayıtlar (JSON dosyası)',
        params: IdParams,
        response: { 200: Type.Object({}, { additionalProperties: true }), ...guardedErrors },
      },
    },
    async (request, reply) => {
      const member = staffOf(request);
      const data = await repository.collect(request.params.id);
      if (!data) throw new ApiError(404, m.customerNotFound);
      const now = runtime.now();
      await repository.recordAudit({
        staffId: member.id,
        staffName: member.fullName,
        action: 'kvkk_export',
        customerId: request.params.id,
        details: { musteri_idleri: data.files.map((f) => f.id) },
      });
      const document = {
        dayanak: '6698 sayılı KVKK madde 11 kapsamında ilgili kişiye ait kayıtlar',
        olusturma_tarihi: now.toISOString(),
        hazirlayan_personel: member.fullName,
        musteri_kayitlari: data.files.map((f) => toDetail(f, null)),
        kullanici_kayitlari: data.userRows,
        kvkk_onaylari: data.consents,
        takip_notlari: data.followUps,
        sms_dogrulama_kayitlari: data.verifications,
        sms_mesajlari: data.outbox,
        geri_arama_talepleri: data.callbacks,
        iletisim_talepleri: data.contacts,
        denetim_kayitlari: data.auditEvents,
        ek_basvurular: data.applications,
        arama_sonuclari: data.calls,
      };
      return reply
        .header('content-disposition', `attachment; filename="kvkk-musteri-${request.params.id}.json"`)
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(document, null, 2));
    },
  );

  app.post(
    '/:id/kvkk/erase/',
    {
      // Irreversible: leaders only (docs/crm.md 'Roles per action'); a 'personel' gets the guard's Turkish 403.
      config: { roles: KVKK_ERASE_ROLES },
      schema: {
        tags: [TAG],
        summary: 'KVKK md. 11: kişisel verileri siler / anonimleştirir (yasal olarak saklanması gerekenler hariç)',
        params: IdParams,
        body: KvkkEraseBody,
        response: { 200: KvkkEraseResponse, 409: ErrorSchema, ...guardedErrors },
      },
    },
    async (request) => {
      const member = staffOf(request);
      const result = await repository.erase(request.params.id, { staffId: member.id, staffName: member.fullName }, runtime.now());
      if (!result) throw new ApiError(404, m.customerNotFound);
      if (result === 'already') throw new ApiError(409, m.kvkkAlreadyErased);
      return { success: true as const, message: m.kvkkErased, musteri_sayisi: result.files };
    },
  );
};
