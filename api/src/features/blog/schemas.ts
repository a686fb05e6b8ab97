import { Type } from '@sinclair/typebox';
import { ErrorSchema, turkishErrors } from '../../http/schemas.js';

export const blogMessages = {
  postNotFound: 'Yazı bulunamadı.',
  categoryRequired: 'Lütfen bir kategori belirtin.',
} as const;

export const BlogCategorySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
});

/** A post exactly as spec section 3 lists it, plus is_featured. */
export const BlogPostSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String({ description: 'HTML ve karakter varlıkları içerebilir' }),
  summary: Type.String({ description: 'HTML ve karakter varlıkları içerebilir' }),
  content: Type.String({ description: 'Temizlenmiş (sanitize) HTML gövde' }),
  image: Type.Union([Type.String({ examples: ['/api/media/blog/kredi-turleri.svg'] }), Type.Null()]),
  slug: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  reading_time: Type.Union([Type.Integer({ description: 'Dakika' }), Type.Null()]),
  is_featured: Type.Boolean(),
  category: Type.Object({ name: Type.String(), slug: Type.String() }),
});

const slugString = (maxLength: number) => Type.String({ minLength: 1, maxLength });

export const listCategoriesSchema = {
  tags: ['blog'],
  summary: 'Blog kategorileri',
  response: { 200: Type.Array(BlogCategorySchema) },
};

export const listPostsSchema = {
  tags: ['blog'],
  summary: 'Tüm yazılar (en yeni önce)',
  response: { 200: Type.Array(BlogPostSchema) },
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
  }),
  response: { 200: Type.Array(BlogPostSchema), 400: ErrorSchema },
};

export const getPostSchema = {
  tags: ['blog'],
  summary: 'Tek yazı',
  params: Type.Object({ slug: slugString(200) }),
  response: { 200: BlogPostSchema, 404: ErrorSchema },
};
