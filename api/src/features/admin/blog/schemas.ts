import { Type } from '@sinclair/typebox';
import {
  AdminCategoryBody,
  AdminCategorySchema,
  AdminPostBody,
  AdminPostFlagsBody,
  AdminPostSchema,
  AdminPostSummarySchema,
  BlogImageUploadResponse,
} from '@kredi/contracts/admin';
import { MessageSchema } from '../../../http/schemas.js';
import { idParams } from '../formulas/schemas.js';
import { guardedSchema } from '../schemas.js';

export const listPostsSchema = guardedSchema({
  summary: 'Tüm blog yazıları (taslaklar dahil)',
  response: { 200: Type.Array(AdminPostSummarySchema) },
});
export const getPostSchema = guardedSchema({
  summary: 'Düzenlenecek yazı (Markdown kaynağıyla)',
  params: idParams,
  response: { 200: AdminPostSchema },
});
export const createPostSchema = guardedSchema({
  summary: 'Yazı ekler: Markdown HTML’e çevrilir ve temizlenir; adres (slug) Türkçe uyumlu ve benzersizdir',
  body: AdminPostBody,
  response: { 201: AdminPostSchema },
});
export const updatePostSchema = guardedSchema({
  summary: 'Yazıyı düzenler',
  params: idParams,
  body: AdminPostBody,
  response: { 200: AdminPostSchema },
});
export const setPostFlagsSchema = guardedSchema({
  summary: 'Yayınla / yayından kaldır, öne çıkar / kaldır',
  params: idParams,
  body: AdminPostFlagsBody,
  response: { 200: AdminPostSchema },
});
export const deletePostSchema = guardedSchema({ summary: 'Yazıyı siler', params: idParams, response: { 200: MessageSchema } });

export const listCategoriesSchema = guardedSchema({
  summary: 'Kategoriler (yazı sayılarıyla)',
  response: { 200: Type.Array(AdminCategorySchema) },
});
export const createCategorySchema = guardedSchema({
  summary: 'Kategori ekler',
  body: AdminCategoryBody,
  response: { 201: AdminCategorySchema },
});
export const updateCategorySchema = guardedSchema({
  summary: 'Kategoriyi düzenler',
  params: idParams,
  body: AdminCategoryBody,
  response: { 200: AdminCategorySchema },
});
export const deleteCategorySchema = guardedSchema({ summary: 'Boş kategoriyi siler', params: idParams, response: { 200: MessageSchema } });

export const uploadImageSchema = guardedSchema({
  summary: 'Görsel yükler: gövde dosyanın kendisidir (Content-Type image/png, image/jpeg, image/webp ya da image/gif), en fazla 2 MB',
  response: { 201: BlogImageUploadResponse },
});
