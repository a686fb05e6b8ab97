import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { bankLogosDir, blogAssetsDir } from '../paths.js';

/** Pictures shipped in api/assets, read-only: blog illustrations and the bank logos of the calculator's offers. */
const MEDIA_FOLDERS = [
  { root: blogAssetsDir, prefix: '/api/media/blog/' },
  { root: bankLogosDir, prefix: '/api/media/banks/' },
] as const;

/** File names are not content-hashed, so caches keep them for a month but not forever. */
async function mediaPlugin(app: FastifyInstance): Promise<void> {
  for (const { root, prefix } of MEDIA_FOLDERS) {
    await app.register(fastifyStatic, {
      root,
      prefix,
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
}

export default fp(mediaPlugin, { name: 'media' });
