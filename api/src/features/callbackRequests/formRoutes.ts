import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { clientIp } from '../../http/clientIp.js';
import { publishLive } from '../crm/public.js';
import { COMMERCIAL_OPT_IN_FIELDS, isOptInValue, PUBLIC_FORM_MAX_BODY_BYTES } from '@kredi/contracts/common';
import {
  CALLBACK_FORM_PAGE_FIELD,
  CALLBACK_FORM_POST_PATH,
  callbackFormRedirect,
  checkCallbackPhone,
  PHONE_NUMBER_MAX_LENGTH,
  CALLBACK_PHONE_REQUIRED_MESSAGE,
  type CallbackFormOutcome,
} from '@kredi/contracts/public-forms';
import type { createCallbackRequestRepository } from './repository.js';

/** The first value of each field of an urlencoded body (a repeated field cannot turn a value into a list). */
function firstValues(body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(body)) if (!(key in fields)) fields[key] = value;
  return fields;
}

/**
 * POST /api/callback-request/form/ — the footer's callback form as a browser without JavaScript posts it
 * (application/x-www-form-urlencoded). The same rule, IP limit and live notice as the JSON route; the answer is
 * always a 303 back to the form's page, with the outcome in the fragment (contracts: callbackFormPost.ts), because a
 * browser would show a JSON error as a bare page. The form parser lives in this scope only: the JSON routes keep
 * refusing form bodies with their Turkish 415.
 */
export function callbackFormRoutes(repository: ReturnType<typeof createCallbackRequestRepository>): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: PUBLIC_FORM_MAX_BODY_BYTES },
      (_request, body, done) => done(null, firstValues(body as string)),
    );

    app.post(
      CALLBACK_FORM_POST_PATH,
      {
        schema: {
          tags: ['talepler'],
          summary: '"Sizi Arayalım" formu, JavaScript olmadan gönderildiğinde (form gövdesi; 303 ile sayfaya döner)',
          consumes: ['application/x-www-form-urlencoded'],
          body: Type.Object({
            phone_number: Type.Optional(Type.String({ description: 'Ziyaretçinin telefon numarası' })),
            [CALLBACK_FORM_PAGE_FIELD]: Type.Optional(Type.String({ description: 'Formun gönderildiği sayfanın yolu' })),
            [COMMERCIAL_OPT_IN_FIELDS.sms]: Type.Optional(Type.String({ description: 'İşaretliyse SMS ile ticari ileti izni' })),
            [COMMERCIAL_OPT_IN_FIELDS.call]: Type.Optional(Type.String({ description: 'İşaretliyse telefonla ticari arama izni' })),
          }),
          response: { 303: Type.Null({ description: 'Sayfaya dönüş; sonuç adresin # kısmında' }) },
        },
        bodyLimit: PUBLIC_FORM_MAX_BODY_BYTES,
      },
      async (request, reply) => {
        const fields = (request.body ?? {}) as Record<string, string | undefined>;
        const outcome = await (async (): Promise<CallbackFormOutcome> => {
          const raw = fields.phone_number?.trim() ?? '';
          if (raw.length > PHONE_NUMBER_MAX_LENGTH) return 'invalid';
          const phone = checkCallbackPhone(raw);
          if (!phone.ok) return phone.message === CALLBACK_PHONE_REQUIRED_MESSAGE ? 'required' : 'invalid';
          try {
            const created = await repository.createUnderIpLimit(phone.phone, clientIp(request), app.config.publicFormMaxPerIpPerHour, {
              sms: isOptInValue(fields[COMMERCIAL_OPT_IN_FIELDS.sms]),
              call: isOptInValue(fields[COMMERCIAL_OPT_IN_FIELDS.call]),
            });
            if (!created) return 'limited';
          } catch (error) {
            // The error's code only: a failed query's text would carry the number.
            request.log.error({ code: (error as { code?: unknown }).code }, 'callback request from the form post not stored');
            return 'failed';
          }
          publishLive(app, { tur: 'geri_arama', musteri_id: null, ad: '', personel_id: null, kim: '' });
          return 'created';
        })();
        return reply.code(303).header('location', callbackFormRedirect(fields[CALLBACK_FORM_PAGE_FIELD], outcome)).send(null);
      },
    );
  };
}
