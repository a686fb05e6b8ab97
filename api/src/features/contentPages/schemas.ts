import { Type } from '@sinclair/typebox';
import { ContentPageSchema } from '@kredi/contracts/content-pages';
import { ErrorSchema } from '../../http/schemas.js';

export const getContentPageSchema = {
  tags: ['sayfalar'],
  summary: 'Yayındaki bir içerik sayfası (hizmetler, SSS, politikalar, Bizi Arayın)',
  params: Type.Object({ slug: Type.String({ minLength: 1, maxLength: 80 }) }),
  response: { 200: ContentPageSchema, 404: ErrorSchema },
};
