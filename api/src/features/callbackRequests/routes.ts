import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { trimBodyStrings } from '../../http/trimBody.js';
import { createCallbackRequestRepository } from './repository.js';
import { callbackMessages, createCallbackRequestSchema } from './schemas.js';

/** POST /api/callback-request/ — the footer "Sizi Arayalım" form. */
const callbackRequestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repository = createCallbackRequestRepository(app.db);

  app.post(
    '/api/callback-request/',
    { schema: createCallbackRequestSchema, preValidation: trimBodyStrings },
    async (request, reply) => {
      await repository.create(request.body.phone_number);
      return reply.code(201).send({ message: callbackMessages.created });
    },
  );
};

export default callbackRequestRoutes;
