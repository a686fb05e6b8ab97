import { Type } from '@sinclair/typebox';
import { BlogCategorySchema, BlogPageQuery, BlogPostPageSchema, BlogPostSchema } from '@kredi/contracts/blog';
import { ErrorSchema, turkishErrors } from '../../http/schemas.js';

export const blogMessages = {
  postNotFound: 'Yazı bulunamadı.',
  categoryRequired: 'Lütfen bir kategori belirtin.',
} as const;

const slugString = (maxLength: number) => Type.String({ minLength: 1, maxLength });

export const listCategoriesSchema = {
  tags: ['blog'],
  summary: 'Blog kategorileri',
  response: { 200: Type.Array(BlogCategorySchema) },
};

/** A plain list (the spec's answer), or one page of it when `page` or `page_size` is given. */
const listOrPage = Type.Union([Type.Array(BlogPostSchema), BlogPostPageSchema]);

export const listPostsSchema = {
  tags: ['blog'],
  summary: 'Tüm yazılar (en yeni önce); page ya da page_size verilirse tek sayfa',
  querystring: BlogPageQuery,
  response: { 200: listOrPage, 400: ErrorSchema },
};

export const listFeaturedPostsSchema = {
  tags: ['blog'],
  summary: 'Öne çıkan yazılar (en yeni önce)',
  response: { 200: Type.Array(BlogPostSchema) },
};

export const listPostsByCategorySchema = {
  tags: ['blog'],
  summary: 'Bir kategorinin yazıları; bilinmeyen kategori boş liste döner',
  querystring: Type.Object({
    slug: Type.String({ minLength: 1, maxLength: 120, ...turkishErrors(blogMessages.categoryRequired) }),
    ...BlogPageQuery.properties,
  }),
  response: { 200: listOrPage, 400: ErrorSchema },
};

export const getPostSchema = {
  tags: ['blog'],
  summary: 'Tek yazı',
  params: Type.Object({ slug: slugString(200) }),
  response: { 200: BlogPostSchema, 404: ErrorSchema },
};

export const recordViewSchema = {
  tags: ['blog'],
  summary: 'Yazı sayfası bir görüntülenme bildirir (ziyaretçi başına günde bir kez sayılır, kişisel veri saklanmaz)',
  params: Type.Object({ slug: slugString(200) }),
  response: { 204: Type.Null({ description: 'Alındı' }), 404: ErrorSchema },
};
