import { Type } from '@sinclair/typebox';
import { AdminContentPageBody, AdminContentPageSchema, AdminContentPageSummarySchema } from '@kredi/contracts/content-pages';
import { MessageSchema, idParams } from '../../../http/schemas.js';
import { guardedSchema } from '../schemas.js';

export const listPagesSchema = guardedSchema({
  summary: 'İçerik sayfaları (taslaklar dahil)',
  response: { 200: Type.Array(AdminContentPageSummarySchema) },
});
export const getPageSchema = guardedSchema({
  summary: 'Düzenlenecek sayfa (Markdown kaynağıyla)',
  params: idParams,
  response: { 200: AdminContentPageSchema },
});
export const createPageSchema = guardedSchema({
  summary:
    'Sitenin içerik sayfalarından birini ekler (silinmiş bir sayfayı yeniden oluşturmak için): Markdown HTML’e çevrilir ve temizlenir',
  body: AdminContentPageBody,
  response: { 201: AdminContentPageSchema },
});
export const updatePageSchema = guardedSchema({
  summary: 'Sayfayı düzenler',
  params: idParams,
  body: AdminContentPageBody,
  response: { 200: AdminContentPageSchema },
});
export const deletePageSchema = guardedSchema({ summary: 'Sayfayı siler', params: idParams, response: { 200: MessageSchema } });
