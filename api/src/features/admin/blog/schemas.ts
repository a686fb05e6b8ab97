import {
  AdminCategoryBody,
  AdminCategorySchema,
  AdminPostBody,
  AdminPostFlagsBody,
  AdminPostSchema,
  AdminPostSummarySchema,
  BlogImageUploadResponse,
} from '@kredi/contracts/admin';
import { idParams } from '../../../http/schemas.js';
import { crudSchemas, guardedSchema } from '../schemas.js';

/** The list, create, update and delete routes of the posts. */
export const postSchemas = crudSchemas({
  row: AdminPostSchema,
  listRow: AdminPostSummarySchema,
  body: AdminPostBody,
  summaries: {
    list: 'Tüm blog yazıları (taslaklar dahil)',
    create: 'Yazı ekler: Markdown HTML’e çevrilir ve temizlenir; adres (slug) Türkçe uyumlu ve benzersizdir',
    update: 'Yazıyı düzenler',
    remove: 'Yazıyı siler',
  },
});
export const getPostSchema = guardedSchema({
  summary: 'Düzenlenecek yazı (Markdown kaynağıyla)',
  params: idParams,
  response: { 200: AdminPostSchema },
});
export const setPostFlagsSchema = guardedSchema({
  summary: 'Yayınla / yayından kaldır, öne çıkar / kaldır',
  params: idParams,
  body: AdminPostFlagsBody,
  response: { 200: AdminPostSchema },
});

/** The list, create, update and delete routes of the categories. */
export const categorySchemas = crudSchemas({
  row: AdminCategorySchema,
  body: AdminCategoryBody,
  summaries: {
    list: 'Kategoriler (yazı sayılarıyla)',
    create: 'Kategori ekler',
    update: 'Kategoriyi düzenler',
    remove: 'Boş kategoriyi siler',
  },
});

export const uploadImageSchema = guardedSchema({
  summary: 'Görsel yükler: gövde dosyanın kendisidir (Content-Type image/png, image/jpeg, image/webp ya da image/gif), en fazla 2 MB',
  response: { 201: BlogImageUploadResponse },
});
