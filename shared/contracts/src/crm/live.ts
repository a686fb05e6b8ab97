/**
 * Live updates of the CRM: Server-Sent Events to signed-in staff. The browser's EventSource cannot send
 * the Authorization header, so it opens the stream with a ticket: 32 random bytes from an authenticated POST, valid
 * for LIVE_TICKET_TTL_SECONDS and only once, stored hashed. A ticket in a URL that a log keeps is worth nothing.
 */
import { Type, type Static } from '@sinclair/typebox';
import { escalationTexts, FIRST_RESPONSE_KINDS } from './firstResponse';

export const LIVE_TICKET_TTL_SECONDS = 30;
/** A comment line this often keeps the stream open through proxies that end a quiet connection. */
export const LIVE_HEARTBEAT_MS = 15_000;
export const LIVE_STREAM_PATH = '/api/crm/canli/';
export const LIVE_TICKET_PATH = '/api/crm/canli/bilet/';

export const LIVE_EVENT_KINDS = ['yeni_musteri', 'yeni_basvuru', 'geri_arama', 'iletisim', 'degisiklik', 'ilk_yanit'] as const;
export type LiveEventKind = (typeof LIVE_EVENT_KINDS)[number];

/**
 * One event. `ad` is a first name and an initial only ('Ayşe K.'): a notice on a shared screen shows no more.
 * `personel_id` is who caused it (null for a form), so a staff member is not told about their own change.
 */
export const LiveEvent = Type.Object({
  tur: Type.Union(LIVE_EVENT_KINDS.map((k) => Type.Literal(k))),
  musteri_id: Type.Union([Type.Integer(), Type.Null()]),
  ad: Type.String(),
  personel_id: Type.Union([Type.Integer(), Type.Null()]),
  kim: Type.String(),
  /** Only these staff ids are told (an escalation of the first-response clock); absent: everyone. */
  alicilar: Type.Optional(Type.Array(Type.Integer())),
  /** An escalation step: what waits, for how long (working time), which step; `adet` > 1 sums up a backlog. */
  ilk_yanit: Type.Optional(
    Type.Object({
      tur: Type.Union(FIRST_RESPONSE_KINDS.map((k) => Type.Literal(k))),
      bekleme_ms: Type.Integer(),
      adim: Type.Integer(),
      adet: Type.Integer(),
    }),
  ),
});
export type LiveEvent = Static<typeof LiveEvent>;

export const LiveTicketResponse = Type.Object({ bilet: Type.String(), expires_at: Type.String() });
export type LiveTicketResponse = Static<typeof LiveTicketResponse>;

export const LiveStreamQuery = Type.Object({ bilet: Type.String({ maxLength: 64 }) });

/** 'Ayşe Nur Kaya' -> 'Ayşe K.'; a missing surname gives the first name alone. */
export function liveDisplayName(name: string, surname: string): string {
  const first = name.trim().split(/\s+/)[0] ?? '';
  const initial = surname.trim().charAt(0).toLocaleUpperCase('tr-TR');
  return initial ? `${first} ${initial}.` : first;
}

/** The quiet notice for an event, or undefined when it needs none (the screen just refreshes). */
export function liveNotice(event: LiveEvent): string | undefined {
  switch (event.tur) {
    case 'yeni_musteri':
      return `Yeni müşteri: ${event.ad}`;
    case 'yeni_basvuru':
      return `Yeni başvuru: ${event.ad}`;
    case 'geri_arama':
      return 'Yeni geri arama talebi';
    case 'iletisim':
      return 'Yeni iletişim talebi';
    case 'degisiklik':
      // The record number, never a name: the notice shows on screens others may see (the live event carries none).
      if (!event.kim) return undefined;
      return event.musteri_id === null
        ? `${event.kim} müşteri kayıtlarını güncelledi`
        : `${event.kim}, #${event.musteri_id} numaralı müşterinin kaydını güncelledi`;
    case 'ilk_yanit': {
      const clock = event.ilk_yanit;
      if (!clock) return undefined;
      const text = escalationTexts.notice(clock.tur, clock.bekleme_ms);
      return clock.adet > 1 ? `${text} (ve ${clock.adet - 1} kayıt daha)` : text;
    }
  }
}

/** The notice the signed-in staff member `me` sees: none for their own change, none for a notice meant for others. */
export function liveNoticeFor(event: LiveEvent, me: number | undefined): string | undefined {
  if (event.personel_id !== null && event.personel_id === me) return undefined;
  if (event.alicilar && (me === undefined || !event.alicilar.includes(me))) return undefined;
  return liveNotice(event);
}
