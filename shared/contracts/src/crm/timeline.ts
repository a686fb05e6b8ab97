/**
 * One timeline per customer (docs/crm.md, 'Timeline'): what happened to the file, newest first, with who and when. Built from the
 * records that exist (the application, follow-ups with their stage changes, callback and contact requests with the
 * same phone, KVKK article 11 actions); the labels are here so the API and the screen say the same.
 */
import { Type, type Static } from '@sinclair/typebox';

export const TIMELINE_KINDS = [
  'basvuru',
  'not',
  'durum',
  'geri_arama',
  'iletisim',
  'kvkk_disa_aktarim',
  'kvkk_silme',
  // Call outcomes, repeat applications, a customer made from a request.
  'arama',
  'yeni_basvuru',
  'talepten_musteri',
  // Assignments and edits of the customer's data.
  'atama',
  'duzenleme',
  // The first-response clock's escalation: a notice sent, a lead reassigned.
  'ilk_yanit_bildirim',
  'ilk_yanit_devir',
  // The commercial-message opt-in withdrawn by staff (the consent records stay, marked withdrawn).
  'ticari_izin_geri_alindi',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

export const TIMELINE_LABELS: Record<TimelineKind, string> = {
  basvuru: 'Başvuru',
  not: 'Takip notu',
  durum: 'Durum değişikliği',
  geri_arama: 'Geri arama talebi',
  iletisim: 'İletişim talebi',
  kvkk_disa_aktarim: 'KVKK: veriler dışa aktarıldı',
  kvkk_silme: 'KVKK: kişisel veriler silindi',
  atama: 'Atama',
  duzenleme: 'Bilgiler düzeltildi',
  arama: 'Arama',
  yeni_basvuru: 'Yeni başvuru (aynı telefon)',
  talepten_musteri: 'Talepten müşteri oluşturuldu',
  ilk_yanit_bildirim: 'İlk yanıt gecikti: bildirim',
  ilk_yanit_devir: 'İlk yanıt gecikti: yeniden atandı',
  ticari_izin_geri_alindi: 'Ticari ileti izni geri alındı',
};

/** Who did it when no staff member did: the visitor (a form) or the system. */
export const TIMELINE_CUSTOMER_ACTOR = 'Müşteri';

/** The most events one call returns (the newest). */
export const TIMELINE_LIMIT = 200;

export const TimelineEvent = Type.Object({
  tur: Type.Union(TIMELINE_KINDS.map((k) => Type.Literal(k))),
  zaman: Type.String({ description: 'ISO 8601' }),
  kim: Type.String({ description: 'Personelin adı ya da "Müşteri"' }),
  /** Free text of the event (a note, a request's message), printed as text. */
  ayrinti: Type.String(),
  eski_durum: Type.Union([Type.String(), Type.Null()]),
  yeni_durum: Type.Union([Type.String(), Type.Null()]),
});
export type TimelineEvent = Static<typeof TimelineEvent>;

export const TimelineResponse = Type.Object({ results: Type.Array(TimelineEvent) });
export type TimelineResponse = Static<typeof TimelineResponse>;

/** Newest first; equal times keep the order the sources gave. */
export function sortTimeline(events: TimelineEvent[]): TimelineEvent[] {
  return events
    .map((event, index) => ({ event, index }))
    .sort((a, b) => b.event.zaman.localeCompare(a.event.zaman) || a.index - b.index)
    .map(({ event }) => event)
    .slice(0, TIMELINE_LIMIT);
}
