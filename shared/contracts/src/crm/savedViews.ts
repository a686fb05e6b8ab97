import { Type, type Static } from '@sinclair/typebox';
import { turkishErrors } from '../common/wire';

/*
 * Saved views of the customer list (docs/crm.md 'Saved views'): a staff member names the list's filters and sort and
 * applies them again in one tap; a leader may share a view with everyone. The view keeps the list's query string in
 * the API's own names (search, durum, hatirlatma, atanan, sira), checked against the list's query schema, so a view
 * can never hold a filter the list would refuse.
 */

export const SAVED_VIEW_NAME_MAX = 60;
/** Views one person may keep; shared views of others do not count. */
export const SAVED_VIEWS_PER_STAFF = 20;
/** A view's query string is short: five filters, the search at most SEARCH_MAX_LENGTH characters. */
export const SAVED_VIEW_QUERY_MAX = 400;

export const savedViewMessages = {
  nameInvalid: `Lütfen görünüm için 1-${SAVED_VIEW_NAME_MAX} karakterlik bir ad girin.`,
  nameTaken: 'Bu adla kayıtlı bir görünümünüz zaten var. Lütfen başka bir ad seçin.',
  queryInvalid: 'Görünümün filtreleri geçersiz. Lütfen listenin filtrelerini yeniden seçip kaydedin.',
  tooMany: `En fazla ${SAVED_VIEWS_PER_STAFF} görünüm kaydedebilirsiniz. Lütfen önce kullanmadığınız bir görünümü silin.`,
  notFound: 'Görünüm bulunamadı.',
  shareInvalid: 'Lütfen paylaşım için evet ya da hayır seçin.',
  notOwn: 'Yalnızca kendi görünümlerinizi değiştirebilir ya da silebilirsiniz.',
  created: 'Görünüm kaydedildi.',
  deleted: 'Görünüm silindi.',
  shared: 'Görünüm herkesle paylaşıldı.',
  unshared: 'Görünüm artık yalnızca sizde.',
} as const;

/** The list filters a view keeps: the list's query without its paging (the API checks them with CustomerListQuery). */
export const SAVED_VIEW_KEYS = ['search', 'durum', 'hatirlatma', 'atanan', 'sira'] as const;
export type SavedViewKey = (typeof SAVED_VIEW_KEYS)[number];

/** The filters of a stored view's query string (the screen turns them into its own address). */
export function savedViewFilters(query: string): Record<SavedViewKey, string> {
  const params = new URLSearchParams(query);
  return {
    search: params.get('search') ?? '',
    durum: params.get('durum') ?? '',
    hatirlatma: params.get('hatirlatma') ?? '',
    atanan: params.get('atanan') ?? '',
    sira: params.get('sira') ?? '',
  };
}

const ad = Type.String({
  minLength: 1,
  maxLength: SAVED_VIEW_NAME_MAX,
  description: 'Görünümün adı, ör. Bugün aranacaklar',
  examples: ['Bugün aranacaklar'],
  ...turkishErrors(savedViewMessages.nameInvalid),
});
const sorgu = Type.String({
  maxLength: SAVED_VIEW_QUERY_MAX,
  description: 'Listenin filtreleri ve sıralaması, sorgu dizesi olarak: search, durum, hatirlatma, atanan, sira',
  examples: ['hatirlatma=bugun&atanan=bana&sira=sonraki_iletisim'],
  ...turkishErrors(savedViewMessages.queryInvalid),
});

export const SavedView = Type.Object({
  id: Type.Integer(),
  ad: Type.String(),
  sorgu: Type.String(),
  paylasilan: Type.Boolean(),
  /** True for the signed-in staff member's own view: only these can be deleted or shared. */
  benim: Type.Boolean(),
  /** Who saved it (shown on a colleague's shared view). */
  olusturan: Type.String(),
  created_at: Type.String({ description: 'ISO 8601' }),
});
export type SavedView = Static<typeof SavedView>;

export const SavedViewList = Type.Object({ results: Type.Array(SavedView) });
export type SavedViewList = Static<typeof SavedViewList>;

export const CreateSavedViewBody = Type.Object(
  {
    ad,
    sorgu,
    paylasilan: Type.Optional(Type.Boolean({ default: false, ...turkishErrors(savedViewMessages.shareInvalid) })),
  },
  turkishErrors(savedViewMessages.nameInvalid),
);
export type CreateSavedViewBody = Static<typeof CreateSavedViewBody>;

export const ShareSavedViewBody = Type.Object({ paylasilan: Type.Boolean({ ...turkishErrors(savedViewMessages.shareInvalid) }) });
export type ShareSavedViewBody = Static<typeof ShareSavedViewBody>;

export const SavedViewResponse = Type.Object({ message: Type.String(), gorunum: SavedView });
export type SavedViewResponse = Static<typeof SavedViewResponse>;
