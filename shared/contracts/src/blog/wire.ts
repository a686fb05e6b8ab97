import { Type, type Static } from '@sinclair/typebox';
import { turkishErrors } from '../common/wire';

/* What the blog API answers; the marketing pages read these shapes. */

export const BlogCategorySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
});

/**
 * A post exactly as spec section 3 lists it, plus is_featured and three fields the API derives from it (additive: the
 * spec's fields keep their meaning): the title and summary as plain text and the minutes to read, so the pages show
 * lists and cards without parsing HTML (no DOMPurify on the home page).
 */
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
  title_text: Type.String({
    description: 'Başlığın düz metni: etiketler çıkarılmış, karakter varlıkları çözülmüş; betik içeriği hiç yer almaz',
  }),
  summary_text: Type.String({ description: 'Özetin düz metni (başlıktaki gibi)' }),
  reading_minutes: Type.Integer({
    minimum: 1,
    description:
      'Okuma süresi (dakika): reading_time verilmişse o, yoksa gövde metnindeki kelime sayısı / 200 yukarı yuvarlanır, 1 ile 30 arası',
  }),
  category: Type.Object({ name: Type.String(), slug: Type.String() }),
});

export type BlogCategory = Static<typeof BlogCategorySchema>;
export type BlogPost = Static<typeof BlogPostSchema>;

/** Posts per page when a list is asked for in pages (`?page=`) without `page_size`, and the most one page holds. */
export const BLOG_PAGE_SIZE_DEFAULT = 10;
export const BLOG_PAGE_SIZE_MAX = 50;

export const blogPageMessages = {
  page: 'Sayfa numarası 1 veya daha büyük bir tam sayı olmalıdır.',
  pageSize: `Sayfa boyutu 1 ile ${BLOG_PAGE_SIZE_MAX} arasında bir tam sayı olmalıdır.`,
} as const;

/**
 * Optional paging of the post lists. Without either parameter a list answers the spec's plain array (the existing
 * pages read that); with one of them it answers a BlogPostPage.
 */
export const BlogPageQuery = Type.Object({
  page: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 100_000, description: 'Sayfa (1 ile başlar)', ...turkishErrors(blogPageMessages.page) }),
  ),
  page_size: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: BLOG_PAGE_SIZE_MAX,
      description: `Sayfadaki yazı sayısı (varsayılan ${BLOG_PAGE_SIZE_DEFAULT})`,
      ...turkishErrors(blogPageMessages.pageSize),
    }),
  ),
});
export type BlogPageQuery = Static<typeof BlogPageQuery>;

/** One page of posts, newest first: how many there are in all, and this page's share. */
export const BlogPostPageSchema = Type.Object({
  count: Type.Integer(),
  page: Type.Integer(),
  page_size: Type.Integer(),
  total_pages: Type.Integer(),
  results: Type.Array(BlogPostSchema),
});
export type BlogPostPage = Static<typeof BlogPostPageSchema>;
