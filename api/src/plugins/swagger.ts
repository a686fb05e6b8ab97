import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Swagger UI loads its own scripts, styles and images; the API-wide CSP denies all of them. */
const swaggerUiCsp = [
  "default-src 'self'",
  "base-uri 'self'",
  "connect-src 'self'",
  "font-src 'self' data:",
  "img-src 'self' data:",
  "object-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

/** OpenAPI document at /api/docs/json, built from the TypeBox schema of every route. */
async function swaggerPlugin(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Kredi Danışmanlığı API',
        description: 'Herkese açık site, kredi formu, personel CRM ve yönetim paneli uç noktaları.',
        version: '1.0.0',
      },
      tags: [
        { name: 'sistem', description: 'Sağlık kontrolü' },
        { name: 'blog', description: 'Blog kategorileri ve yazıları' },
        { name: 'talepler', description: 'Geri arama ve iletişim talepleri' },
        { name: 'seo', description: 'sitemap.xml ve robots.txt' },
        { name: 'yönetim', description: 'Yönetim paneli: giriş, kredi formülleri, blog yönetimi, panel sayıları, denetim kaydı' },
      ],
      components: {
        securitySchemes: {
          adminToken: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Yönetici oturumu: "Token <anahtar>"' },
        },
      },
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: swaggerUiCsp,
    uiConfig: { docExpansion: 'list', deepLinking: false },
  });
}

export default fp(swaggerPlugin, { name: 'swagger' });
