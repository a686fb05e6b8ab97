import { Type, type Static } from '@sinclair/typebox';
import { turkishErrors } from '../common/wire';
import { CONTENT_PAGES, CONTENT_PAGE_KINDS, type ContentPageKind, type ContentPageSlug } from './pages';

export const contentPageLimits = {
  title: 200,
  /** The page's meta description: search engines show about 155 characters. */
  description: 300,
  /**
   * Markdown source of a body. Long enough for a policy (the longest seeded text is under 6,000), and small enough
   * that the request stays within the default body limit (64 KB) of the API and both gateways, so these routes need
   * no limit of their own in ROUTE_BODY_LIMITS.
   */
  content: 20_000,
  version: 20,
} as const;

export const contentPageMessages = {
  notFound: 'Sayfa bulunamadı.',
  slugUnknown: 'Bu adreste bir içerik sayfası yok. Lütfen listedeki sayfalardan birini seçin.',
  slugTaken: 'Bu sayfa zaten var. Lütfen listeden düzenleyin.',
  titleRequired: 'Lütfen sayfanın başlığını girin.',
  titleTooLong: `Başlık en fazla ${contentPageLimits.title} karakter olabilir.`,
  descriptionRequired: 'Lütfen sayfanın açıklamasını girin (arama motorlarında görünür).',
  descriptionTooLong: `Açıklama en fazla ${contentPageLimits.description} karakter olabilir.`,
  contentRequired: 'Lütfen sayfanın içeriğini girin.',
  contentTooLong: `İçerik en fazla ${contentPageLimits.content.toLocaleString('tr-TR')} karakter olabilir.`,
  versionRequired: 'Politika metinlerinin bir sürüm numarası olmalıdır (ör. 1.0).',
  versionInvalid: `Sürüm en fazla ${contentPageLimits.version} karakter olabilir; harf, rakam, nokta ve tire içerebilir.`,
  dateInvalid: 'Lütfen son güncelleme tarihini GG.AA.YYYY biçiminde geçerli bir tarih olarak girin.',
  faqEmpty: 'Sıkça sorulan sorular sayfasında en az bir soru olmalıdır: "## Grup" ve "### Soru" başlıklarıyla yazın.',
  deleted: 'Sayfa silindi.',
} as const;

const kindKeys = Object.keys(CONTENT_PAGE_KINDS) as ContentPageKind[];
const KindSchema = Type.Union(kindKeys.map((kind) => Type.Literal(kind)));
// One enum keyword rather than a union of literals: a refusal then names one failing keyword with its Turkish text.
const SlugSchema = Type.Unsafe<ContentPageSlug>({
  type: 'string',
  enum: CONTENT_PAGES.map((page) => page.slug),
  ...turkishErrors(contentPageMessages.slugUnknown),
});

/** A day as 'YYYY-MM-DD' (the page shows it as GG.AA.YYYY). */
const DaySchema = Type.String({ format: 'date', ...turkishErrors(contentPageMessages.dateInvalid) });

/** One question of the FAQ as the page shows it: the answer as sanitized HTML, and as text for schema.org. */
export const FaqItemSchema = Type.Object({ question: Type.String(), answer_html: Type.String(), answer_text: Type.String() });
export const FaqGroupSchema = Type.Object({ title: Type.String(), items: Type.Array(FaqItemSchema) });
export type FaqGroup = Static<typeof FaqGroupSchema>;

/** A published page as the public API answers it. */
export const ContentPageSchema = Type.Object({
  slug: Type.String(),
  kind: KindSchema,
  path: Type.String(),
  title: Type.String(),
  description: Type.String(),
  /** The body, rendered from Markdown and sanitized by the blog's rules. On the FAQ: the introduction only. */
  content: Type.String(),
  version: Type.Union([Type.String(), Type.Null()]),
  updated_on: Type.String({ format: 'date' }),
  /** The FAQ's groups (null on every other page). */
  faq: Type.Union([Type.Array(FaqGroupSchema), Type.Null()]),
});
export type ContentPage = Static<typeof ContentPageSchema>;

export const AdminContentPageSummarySchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  kind: KindSchema,
  path: Type.String(),
  title: Type.String(),
  version: Type.Union([Type.String(), Type.Null()]),
  updated_on: Type.String({ format: 'date' }),
  published: Type.Boolean(),
  updated_at: Type.String({ format: 'date-time' }),
});
export type AdminContentPageSummary = Static<typeof AdminContentPageSummarySchema>;

export const AdminContentPageSchema = Type.Composite([
  AdminContentPageSummarySchema,
  Type.Object({
    description: Type.String(),
    content_source: Type.String({ description: 'Editörde yazılan Markdown (HTML de içerebilir)' }),
    content: Type.String({ description: 'Kaydedilirken temizlenmiş (sanitize) HTML' }),
  }),
]);
export type AdminContentPage = Static<typeof AdminContentPageSchema>;

/** Add and edit. The slug names one of the site's content pages (CONTENT_PAGES); its kind follows from it. */
export const AdminContentPageBody = Type.Object(
  {
    slug: SlugSchema,
    title: Type.String({
      minLength: 1,
      maxLength: contentPageLimits.title,
      ...turkishErrors({ maxLength: contentPageMessages.titleTooLong, default: contentPageMessages.titleRequired }),
    }),
    description: Type.String({
      minLength: 1,
      maxLength: contentPageLimits.description,
      ...turkishErrors({ maxLength: contentPageMessages.descriptionTooLong, default: contentPageMessages.descriptionRequired }),
    }),
    content: Type.String({
      minLength: 1,
      maxLength: contentPageLimits.content,
      description: 'Markdown',
      ...turkishErrors({ maxLength: contentPageMessages.contentTooLong, default: contentPageMessages.contentRequired }),
    }),
    /** Required on a policy, null elsewhere; one JSON type pair, so a refusal keeps its Turkish text. */
    version: Type.Unsafe<string | null>({
      type: ['string', 'null'],
      minLength: 1,
      maxLength: contentPageLimits.version,
      pattern: '^[0-9A-Za-z][0-9A-Za-z.-]*$',
      ...turkishErrors(contentPageMessages.versionInvalid),
    }),
    updated_on: DaySchema,
    published: Type.Boolean(),
  },
  turkishErrors(contentPageMessages.titleRequired),
);
export type AdminContentPageBody = Static<typeof AdminContentPageBody>;
