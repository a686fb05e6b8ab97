import { Type, type Static } from '@sinclair/typebox';

/* What the blog API answers (spec 3, 7.1); the marketing pages read these shapes. */

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

export type BlogCategory = Static<typeof BlogCategorySchema>;
export type BlogPost = Static<typeof BlogPostSchema>;
