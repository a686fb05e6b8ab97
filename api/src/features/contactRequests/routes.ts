import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PUBLIC_FORM_MAX_BODY_BYTES } from '@kredi/contracts/common';
import { contactMessages, isAcceptableContactPhone, isValidEmail } from '@kredi/contracts/public-forms';
import { clientIp } from '../../http/clientIp.js';
import { ApiError } from '../../http/errors.js';
import { messages } from '../../http/messages.js';
import { trimBodyStrings } from '../../http/trimBody.js';
import { createContactRequestRepository } from './repository.js';
import { publishLive } from '../crm/public.js';
import { createContactRequestSchema } from './schemas.js';

/** POST /api/contact-request/ — the "Bize Ulaşın" form on /iletisim. */
const contactRequestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repository = createContactRequestRepository(app.db);

  app.post(
    '/api/contact-request/',
    { schema: createContactRequestSchema, preValidation: trimBodyStrings, bodyLimit: PUBLIC_FORM_MAX_BODY_BYTES },
    async (request, reply) => {
      const { name, email, phone, subject, message } = request.body;
      // Same e-mail rule as the page (shared), so both sides agree on what is valid.
      if (!isValidEmail(email)) {
        throw new ApiError(400, contactMessages.invalidEmail, { email: contactMessages.invalidEmail });
      }
      // The optional phone: empty, or a mobile number under the page's phone rule, so nothing else (a formula, a
      // stranger's text) reaches the CRM's list, its tel: links or its CSV.
      if (!isAcceptableContactPhone(phone)) throw new ApiError(400, contactMessages.invalidPhone, { phone: contactMessages.invalidPhone });
      const limit = app.config.publicFormMaxPerIpPerHour;
      const created = await repository.createUnderIpLimit({ name, email, phone: phone ?? '', subject, message }, clientIp(request), limit);
      if (!created) throw new ApiError(429, messages.tooManyFormRequests);
      publishLive(app, { tur: 'iletisim', musteri_id: null, ad: '', personel_id: null, kim: '' });
      return reply.code(201).send({ message: contactMessages.created });
    },
  );
};

export default contactRequestRoutes;
