import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { clientIp } from '../../http/clientIp.js';
import { ApiError } from '../../http/errors.js';
import { messages } from '../../http/messages.js';
import { trimBodyStrings } from '../../http/trimBody.js';
import { createCallbackRequestRepository } from './repository.js';
import { publishLive } from '../crm/public.js';
import { PUBLIC_FORM_MAX_BODY_BYTES } from '@kredi/contracts/common';
import { callbackMessages, checkCallbackPhone } from '@kredi/contracts/public-forms';
import { createCallbackRequestSchema } from './schemas.js';
import { callbackFormRoutes } from './formRoutes.js';

/**
 * POST /api/callback-request/ — the footer "Sizi Arayalım" form. The number must be a valid mobile under the shared
 * phone rule, as on the page (docs/public-forms.md); it is stored as its ten digits.
 */
const callbackRequestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repository = createCallbackRequestRepository(app.db);

  app.post(
    '/api/callback-request/',
    { schema: createCallbackRequestSchema, preValidation: trimBodyStrings, bodyLimit: PUBLIC_FORM_MAX_BODY_BYTES },
    async (request, reply) => {
      const phone = checkCallbackPhone(request.body.phone_number);
      if (!phone.ok) throw new ApiError(400, phone.message, { phone_number: phone.message });
      const limit = app.config.publicFormMaxPerIpPerHour;
      const created = await repository.createUnderIpLimit(phone.phone, clientIp(request), limit, {
        sms: request.body.ticari_ileti_sms === true,
        call: request.body.ticari_ileti_arama === true,
      });
      if (!created) throw new ApiError(429, messages.tooManyFormRequests);
      publishLive(app, { tur: 'geri_arama', musteri_id: null, ad: '', personel_id: null, kim: '' });
      return reply.code(201).send({ message: callbackMessages.created });
    },
  );

  // The same form, posted by a browser without JavaScript (its own scope: it reads form bodies).
  await app.register(callbackFormRoutes(repository));
};

export default callbackRequestRoutes;
