import { Type, type Static } from '@sinclair/typebox';
import { turkishErrors } from '../../common/wire';
import { SLUG_MAX_LENGTH } from '../../blog/slug';

/* Wire shapes of the blog management: posts (with their Markdown source), categories and uploaded images. */

export const adminBlogLimits = {
  title: 300,
  summary: 1000,
  /** Markdown source of a body (the JSON body limit of these routes leaves room for it). */
  content: 100_000,
  categoryName: 100,
  categorySlug: 120,
  image: 300,
} as const;

/**
 * A post's picture: a file under /api/media/, named by segments that never start with a dot, so '..' (or '.', or an
 * empty segment) cannot lead a reader's browser outside the media folders, e.g. /api/media/../admin/staff/.
 */
export const BLOG_IMAGE_PATH_PATTERN = '^/api/media(?:/[a-z0-9_-][a-z0-9_.-]*)+$';

/** Image uploads: these types only (checked against the file's first bytes too), at most 2 MB. */
export const BLOG_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type BlogImageType = (typeof BLOG_IMAGE_TYPES)[number];
export const BLOG_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/**
 * Pixel limits of an upload, checked from the file's header before it is decoded (a 61 KB PNG can declare 50,000 ×
 * 50,000 pixels, 7.5 GB decoded): each side at most 4096 px (twice the widest place a blog picture is shown), and all
 * frames of an animated GIF or WebP together at most 40 megapixels. The picture is then stored re-encoded.
 */
export const BLOG_IMAGE_MAX_SIDE = 4096;
export const BLOG_IMAGE_MAX_TOTAL_PIXELS = 40_000_000;

export const adminBlogMessages = {
  titleRequired: 'Lütfen yazının başlığını girin.',
  titleTooLong: `Başlık en fazla ${adminBlogLimits.title} karakter olabilir.`,
  summaryRequired: 'Lütfen yazının özetini girin.',
  summaryTooLong: `Özet en fazla ${adminBlogLimits.summary} karakter olabilir.`,
  contentRequired: 'Lütfen yazının içeriğini girin.',
  contentTooLong: `İçerik en fazla ${adminBlogLimits.content.toLocaleString('tr-TR')} karakter olabilir.`,
  categoryRequired: 'Lütfen bir kategori seçin.',
  categoryUnknown: 'Seçilen kategori bulunamadı.',
  slugInvalid: 'Adres (slug) yalnızca harf, rakam ve tire içerebilir.',
  slugTaken: 'Bu adres başka bir yazıda kullanılıyor. Lütfen başka bir adres girin.',
  imageInvalid: 'Görsel adresi geçersiz.',
  postNotFound: 'Yazı bulunamadı.',
  postDeleted: 'Yazı silindi.',
  categoryNameRequired: 'Lütfen kategori adını girin.',
  categoryNameTooLong: `Kategori adı en fazla ${adminBlogLimits.categoryName} karakter olabilir.`,
  categorySlugTaken: 'Bu adres başka bir kategoride kullanılıyor. Lütfen başka bir adres girin.',
  categoryNotFound: 'Kategori bulunamadı.',
  categoryInUse: 'Bu kategoride yazılar var. Önce yazıları başka bir kategoriye taşıyın ya da silin.',
  categoryDeleted: 'Kategori silindi.',
  imageType: 'Yalnızca PNG, JPEG, WebP veya GIF görseller yüklenebilir.',
  imageMismatch: 'Dosyanın içeriği seçilen görsel türüyle uyuşmuyor.',
  imageTooLarge: 'Görsel en fazla 2 MB olabilir.',
  imageEmpty: 'Boş bir dosya yüklenemez.',
  imageDimensions: `Görsel en fazla ${BLOG_IMAGE_MAX_SIDE} × ${BLOG_IMAGE_MAX_SIDE} piksel olabilir. Lütfen görseli küçültüp yeniden yükleyin.`,
  imageUnreadable: 'Görsel okunamadı. Lütfen geçerli bir PNG, JPEG, WebP veya GIF dosyası yükleyin.',
} as const;

export const AdminCategorySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  post_count: Type.Integer(),
});
export type AdminCategory = Static<typeof AdminCategorySchema>;

/** A post as the management list shows it: without its body. */
export const AdminPostSummarySchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  summary: Type.String(),
  slug: Type.String(),
  image: Type.Union([Type.String(), Type.Null()]),
  category: Type.Object({ id: Type.Integer(), name: Type.String(), slug: Type.String() }),
  published: Type.Boolean(),
  featured: Type.Boolean(),
  view_count: Type.Integer(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});
export type AdminPostSummary = Static<typeof AdminPostSummarySchema>;

/** One post for the editor: the Markdown it was written in, and the sanitized HTML the site shows. */
export const AdminPostSchema = Type.Composite([
  AdminPostSummarySchema,
  Type.Object({
    content_source: Type.String({ description: 'Editörde yazılan Markdown (HTML de içerebilir)' }),
    content: Type.String({ description: 'Kaydedilirken temizlenmiş (sanitize) HTML' }),
  }),
]);
export type AdminPost = Static<typeof AdminPostSchema>;

/** A slug as typed: lower-case letters, digits and single dashes; '' asks the server to make one from the name. */
const slugField = (maxLength: number) =>
  Type.String({
    maxLength,
    pattern: '^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$',
    description: 'Boşsa addan üretilir',
    ...turkishErrors(adminBlogMessages.slugInvalid),
  });

/** Add and edit. An empty slug is made from the title (Turkish-aware, unique); a given one must be free. */
export const AdminPostBody = Type.Object(
  {
    title: Type.String({
      minLength: 1,
      maxLength: adminBlogLimits.title,
      ...turkishErrors({ maxLength: adminBlogMessages.titleTooLong, default: adminBlogMessages.titleRequired }),
    }),
    summary: Type.String({
      minLength: 1,
      maxLength: adminBlogLimits.summary,
      ...turkishErrors({ maxLength: adminBlogMessages.summaryTooLong, default: adminBlogMessages.summaryRequired }),
    }),
    content: Type.String({
      minLength: 1,
      maxLength: adminBlogLimits.content,
      description: 'Markdown',
      ...turkishErrors({ maxLength: adminBlogMessages.contentTooLong, default: adminBlogMessages.contentRequired }),
    }),
    category_id: Type.Integer({ minimum: 1, ...turkishErrors(adminBlogMessages.categoryRequired) }),
    slug: Type.Optional(slugField(SLUG_MAX_LENGTH)),
    /** A picture of this site (/api/media/...) or null; one JSON type pair, so a refusal keeps its Turkish text. */
    image: Type.Unsafe<string | null>({
      type: ['string', 'null'],
      maxLength: adminBlogLimits.image,
      pattern: BLOG_IMAGE_PATH_PATTERN,
      ...turkishErrors(adminBlogMessages.imageInvalid),
    }),
    published: Type.Boolean(),
    featured: Type.Boolean(),
  },
  turkishErrors(adminBlogMessages.titleRequired),
);
export type AdminPostBody = Static<typeof AdminPostBody>;

/** Publish / unpublish and feature / unfeature from the list. */
export const AdminPostFlagsBody = Type.Object(
  { published: Type.Optional(Type.Boolean()), featured: Type.Optional(Type.Boolean()) },
  { minProperties: 1, ...turkishErrors('Değiştirilecek bir alan belirtilmelidir.') },
);
export type AdminPostFlagsBody = Static<typeof AdminPostFlagsBody>;

export const AdminCategoryBody = Type.Object(
  {
    name: Type.String({
      minLength: 1,
      maxLength: adminBlogLimits.categoryName,
      ...turkishErrors({ maxLength: adminBlogMessages.categoryNameTooLong, default: adminBlogMessages.categoryNameRequired }),
    }),
    slug: Type.Optional(slugField(adminBlogLimits.categorySlug)),
  },
  turkishErrors(adminBlogMessages.categoryNameRequired),
);
export type AdminCategoryBody = Static<typeof AdminCategoryBody>;

export const BlogImageUploadResponse = Type.Object({ url: Type.String({ examples: ['/api/media/uploads/3f2a….png'] }) });
export type BlogImageUploadResponse = Static<typeof BlogImageUploadResponse>;
