import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { blogAssetsDir } from '../paths.js';

/**
 * Blog illustrations shipped in api/assets/blog, read-only at /api/media/blog/<file>.
 * File names are not content-hashed, so caches keep them for a month but not forever.
 */
async function mediaPlugin(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: blogAssetsDir,
    prefix: '/api/media/blog/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    maxAge: '30d',
    setHeaders: (res) => {
      // Public pictures: other sites (and our dev servers on other ports) may embed them.
      res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    },
  });
}

export default fp(mediaPlugin, { name: 'media' });
