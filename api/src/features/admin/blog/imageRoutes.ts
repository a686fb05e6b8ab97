import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminBlogMessages as m, BLOG_IMAGE_MAX_BYTES, BLOG_IMAGE_TYPES } from '@kredi/contracts/admin';
import type { FastifyError } from 'fastify';
import { ApiError } from '../../../http/errors.js';
import { UPLOADED_IMAGE_PREFIX } from '../../blog/public.js';
import { adminOf } from '../auth/guard.js';
import { reencodeImage } from './imageProcessing.js';
import { sniffImageType } from './imageType.js';
import { createAdminBlogRepository } from './repository.js';
import { uploadImageSchema } from './schemas.js';
import { ADMIN_ONLY } from '@kredi/contracts/staff';

const ACCEPTED: ReadonlySet<string> = new Set(BLOG_IMAGE_TYPES);

/**
 * POST /api/admin/blog/images/: the body is the file itself. The guard runs before a byte is read; then the size
 * (2 MB), the declared type and the file's first bytes are checked: the declared type must be one of PNG, JPEG,
 * WebP, GIF and the bytes must really be that type. Then its pixel dimensions (at most 4096 px a side) and the
 * picture itself: it is stored re-encoded (imageProcessing.ts). Served back with its checked type and nosniff.
 */
const blogImageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repository = createAdminBlogRepository(app.db);

  // In this scope only: any body arrives as bytes (JSON keeps its own parser), so the handler can judge the type.
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BLOG_IMAGE_MAX_BYTES }, (_request, body, done) => done(null, body));

  const apiErrorHandler = app.errorHandler;
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.code(413).send({ message: m.imageTooLarge });
    return apiErrorHandler.call(app, error, request, reply);
  });

  app.post('/', { config: { roles: ADMIN_ONLY }, schema: uploadImageSchema, bodyLimit: BLOG_IMAGE_MAX_BYTES }, async (request, reply) => {
    const declared = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (!ACCEPTED.has(declared) || !Buffer.isBuffer(request.body)) throw new ApiError(415, m.imageType);
    const bytes = request.body;
    if (bytes.length === 0) throw new ApiError(400, m.imageEmpty);
    const real = sniffImageType(bytes);
    if (!real || real.type !== declared) throw new ApiError(415, m.imageMismatch);
    const processed = await reencodeImage(bytes, real.type);
    if (!processed.ok) throw new ApiError(400, processed.reason === 'dimensions' ? m.imageDimensions : m.imageUnreadable);
    const name = `${createHash('sha256').update(processed.bytes).digest('hex').slice(0, 32)}.${real.extension}`;
    await repository.storeImage(adminOf(request), { name, contentType: real.type, bytes: processed.bytes });
    return reply.code(201).send({ url: `${UPLOADED_IMAGE_PREFIX}${name}` });
  });
};

export default blogImageRoutes;
