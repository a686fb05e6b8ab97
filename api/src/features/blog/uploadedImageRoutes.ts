import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import { blogImages } from '../../db/schema/index.js';
import { ErrorSchema } from '../../http/schemas.js';
import { messages } from '../../http/messages.js';

/** Where uploaded pictures are served. */
export const UPLOADED_IMAGE_PREFIX = '/api/media/uploads/';

/**
 * GET /api/media/uploads/<name>: pictures uploaded from the admin's blog editor. Served with the type their bytes
 * were checked to be and nosniff (helmet, API-wide), so a file can never be read as a page or a script. The name
 * comes from the content's hash: a name always means the same bytes, so caches may keep it for good.
 */
const uploadedImageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    `${UPLOADED_IMAGE_PREFIX}:name`,
    {
      schema: {
        tags: ['blog'],
        summary: 'Yönetim panelinden yüklenen blog görseli',
        params: Type.Object({ name: Type.String({ pattern: '^[a-f0-9]{32}\\.(png|jpg|webp|gif)$' }) }),
        response: { 200: Type.Unknown(), 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const [image] = await app.db
        .select({ contentType: blogImages.contentType, bytes: blogImages.bytes })
        .from(blogImages)
        .where(eq(blogImages.name, request.params.name))
        .limit(1);
      if (!image) return reply.code(404).send({ message: messages.notFound });
      return reply
        .type(image.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(image.bytes);
    },
  );
};

export default uploadedImageRoutes;
