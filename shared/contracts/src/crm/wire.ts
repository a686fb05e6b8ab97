import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { INVALID_INPUT_MESSAGE, turkishErrors } from '../common/wire';
import { crmMessages as m } from './messages';
import { StaffRoleSchema } from '../staff/roleSchema';
import { OWNER_FILTERS, ownerMessages } from './owner';
import { CUSTOMER_SORTS, REMINDER_FILTERS } from './reminders';
import { FirstResponseClock } from './firstResponse';
import { SEARCH_MAX_LENGTH } from './search';
import { CRM_STAGES } from './stages';
import { STAFF_CODE_LENGTH, STAFF_PHONE_LENGTH } from './staffAuth';

/*
 * Wire bodies of the staff CRM (docs/crm.md), one source for the API's validation and the CRM screens' types.
 * Field names are the spec's (Turkish for the CRM's own records, English for the request tables).
 */

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const dateTime = (description: string) => Type.String({ description: `${description} (ISO 8601)` });

// ---- Sign-in ----

const telefon = Type.String({
  maxLength: STAFF_PHONE_LENGTH,
  description: 'Kayıtlı personel telefonu, 11 hane: 05XXXXXXXXX',
  examples: ['05321234567'],
  ...turkishErrors(m.phoneInvalid),
});

export const SendCodeBody = Type.Object({ telefon }, turkishErrors(m.phoneInvalid));
export type SendCodeBody = Static<typeof SendCodeBody>;

export const VerifyCodeBody = Type.Object(
  {
    telefon,
    kod: Type.String({
      maxLength: STAFF_CODE_LENGTH,
      description: '6 haneli SMS kodu',
      examples: ['123456'],
      ...turkishErrors(m.codeInvalid),
    }),
  },
  turkishErrors(INVALID_INPUT_MESSAGE),
);
export type VerifyCodeBody = Static<typeof VerifyCodeBody>;

export const SuccessResponse = Type.Object({ success: Type.Boolean(), message: Type.String() });
export type SuccessResponse = Static<typeof SuccessResponse>;

/** The staff record the browser keeps with the token (the CRM session). */
/** The staff member of the sign-in answer's 'personel', with the role the browser's screens follow. */
export const PersonelSchema = Type.Object({ id: Type.Integer(), ad_soyad: Type.String(), telefon: Type.String(), rol: StaffRoleSchema });
export type PersonelRecord = Static<typeof PersonelSchema>;

export const VerifyCodeResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  token: Type.String({ description: '`Authorization: Token <token>` başlığında gönderilir' }),
  personel: PersonelSchema,
  /** When the session ends at the latest (absolute expiry); an idle session ends earlier. */
  expires_at: dateTime('Oturumun en geç bitiş zamanı'),
});
export type VerifyCodeResponse = Static<typeof VerifyCodeResponse>;

/** Demo mode only: which number signs in and where its code lands. */
export const DemoHintResponse = Type.Object({
  telefon: Type.String(),
  message: Type.String(),
  sms_kutusu: Type.String({ description: 'Kodun okunabileceği geliştirme SMS kutusu adresi' }),
});
export type DemoHintResponse = Static<typeof DemoHintResponse>;

// ---- Requests (callback and contact) ----

export const CallbackRequestItem = Type.Object({
  id: Type.Integer(),
  phone_number: Type.String(),
  created_at: dateTime('Talep zamanı'),
  is_contacted: Type.Boolean(),
  notes: Type.String(),
  /** The newest customer with the same phone, or null: then staff can make one from the request. */
  musteri_id: nullable(Type.Integer()),
  /** The latest call outcome (contracts/crm callOutcomes.ts), null before the first call. */
  sonuc: nullable(Type.String()),
});
export type CallbackRequestItem = Static<typeof CallbackRequestItem>;

export const ContactRequestItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  subject: Type.String(),
  message: Type.String(),
  created_at: dateTime('Talep zamanı'),
  is_read: Type.Boolean(),
  is_replied: Type.Boolean(),
  notes: Type.String(),
  musteri_id: nullable(Type.Integer()),
});
export type ContactRequestItem = Static<typeof ContactRequestItem>;

const notes = Type.String({ maxLength: 500, description: 'Sabit not (spec 4)', ...turkishErrors(INVALID_INPUT_MESSAGE) });

export const CallbackUpdateBody = Type.Object({ notes }, turkishErrors(INVALID_INPUT_MESSAGE));
export type CallbackUpdateBody = Static<typeof CallbackUpdateBody>;

export const ContactUpdateBody = Type.Object(
  {
    is_read: Type.Boolean({ ...turkishErrors(INVALID_INPUT_MESSAGE) }),
    is_replied: Type.Boolean({ ...turkishErrors(INVALID_INPUT_MESSAGE) }),
    notes,
  },
  turkishErrors(INVALID_INPUT_MESSAGE),
);
export type ContactUpdateBody = Static<typeof ContactUpdateBody>;

export const CallbackUpdateResponse = Type.Object({ success: Type.Literal(true), message: Type.String(), talep: CallbackRequestItem });
export const ContactUpdateResponse = Type.Object({ success: Type.Literal(true), message: Type.String(), talep: ContactRequestItem });

// ---- Dashboard ----

/** The seven counters and the two panels; definitions in docs/crm.md. */
export const DashboardStats = Type.Object({
  toplam_musteri: Type.Integer(),
  aranacak_musteri: Type.Integer(),
  subeye_gelecek_musteri: Type.Integer(),
  bugunku_hatirlatma: Type.Integer(),
  bekleyen_takip: Type.Integer(),
  bekleyen_geri_arama: Type.Integer(),
  bekleyen_iletisim: Type.Integer(),
  geri_arama_talepleri: Type.Array(CallbackRequestItem),
  iletisim_talepleri: Type.Array(ContactRequestItem),
});
export type DashboardStats = Static<typeof DashboardStats>;

// ---- Customers ----

const stage = Type.Union(
  CRM_STAGES.map((s) => Type.Literal(s)),
  { description: 'Müşteri durumu (crm_stage)', ...turkishErrors(m.invalidStage) },
);

export const CUSTOMER_PAGE_SIZE = 20;
export const CUSTOMER_PAGE_MAX = 100;
/** The list counts its matches no further than this, so a broad search costs the same at any table size. */
export const CUSTOMER_COUNT_CAP = 10_000;

export const CustomerListQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: SEARCH_MAX_LENGTH, description: 'Ad, telefon ya da şehir' })),
  durum: Type.Optional(Type.Union([stage, Type.Literal('')], { ...turkishErrors(m.invalidStage) })),
  hatirlatma: Type.Optional(
    Type.Union([...REMINDER_FILTERS.map((f) => Type.Literal(f)), Type.Literal('')], {
      description: 'Sonraki iletişim: bugun, gecikmis, bu_hafta (İstanbul günleri)',
      ...turkishErrors(m.invalidReminderFilter),
    }),
  ),
  atanan: Type.Optional(
    Type.Union([...OWNER_FILTERS.map((f) => Type.Literal(f)), Type.Literal('')], {
      description: 'Sahip: bana (bana atananlar), atanmamis',
      ...turkishErrors(ownerMessages.invalidOwnerFilter),
    }),
  ),
  sira: Type.Optional(
    Type.Union([...CUSTOMER_SORTS.map((f) => Type.Literal(f)), Type.Literal('')], {
      description:
        'yeni (varsayılan), sonraki_iletisim (en yakın önce; yalnızca planlı olanlar) ya da ilk_yanit (ilk yanıt bekleyen başvurular, en az süre kalan önce)',
      ...turkishErrors(m.invalidSort),
    }),
  ),
  cursor: Type.Optional(
    Type.String({ maxLength: 40, description: 'Önceki sayfanın next_cursor değeri', ...turkishErrors(m.invalidCursor) }),
  ),
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: CUSTOMER_PAGE_MAX, default: CUSTOMER_PAGE_SIZE, ...turkishErrors(INVALID_INPUT_MESSAGE) }),
  ),
});
export type CustomerListQuery = Static<typeof CustomerListQuery>;

export const CustomerListItem = Type.Object({
  id: Type.Integer(),
  full_name: Type.String(),
  city: Type.String(),
  age: Type.Integer(),
  phone: Type.String(),
  findeks_score: Type.Integer(),
  recommended_limit: Type.Integer(),
  crm_stage: Type.String(),
  durum_display: Type.String(),
  /** What the list needs to show the age and the Findeks answer truthfully (contracts/crm codeTables). */
  birth_date: nullable(Type.String()),
  findeks_flag: Type.Boolean(),
  sonraki_iletisim: nullable(Type.String({ description: 'Son takibin sonraki iletişim zamanı' })),
  /** The owner (the screen names it from the staff list, GET /personel/). */
  atanan_personel_id: nullable(Type.Integer()),
  /** The lead's first-response clock (contracts/crm firstResponse.ts); null for a customer without one. */
  ilk_yanit: Type.Optional(nullable(FirstResponseClock)),
});
export type CustomerListItem = Static<typeof CustomerListItem>;

export const CustomerListResponse = Type.Object({
  results: Type.Array(CustomerListItem),
  /** Keyset cursor of the next page, null on the last page. */
  next_cursor: nullable(Type.String()),
});
export type CustomerListResponse = Static<typeof CustomerListResponse>;

export const CustomerCountQuery = Type.Pick(CustomerListQuery, ['search', 'durum', 'hatirlatma', 'atanan']);
export type CustomerCountQuery = Static<typeof CustomerCountQuery>;

/**
 * How many customers match the list's search and filter (its own call, so paging does not count again), counted
 * up to CUSTOMER_COUNT_CAP: `toplam_kesin` is false when there are more.
 */
export const CustomerCountResponse = Type.Object({ toplam: Type.Integer(), toplam_kesin: Type.Boolean() });
export type CustomerCountResponse = Static<typeof CustomerCountResponse>;

export const CustomerDetail = Type.Object({
  ...CustomerListItem.properties,
  /** First and last name as stored (the edit form). */
  ad: Type.String(),
  soyad: Type.String(),
  is_verified: Type.Boolean(),
  is_blacklisted: Type.Boolean(),
  callme: Type.Boolean(),
  tc: Type.String(),
  gender: Type.String(),
  location: Type.String(),
  sgk_status: Type.Integer(),
  legal_followup: Type.Integer(),
  kvkk_is_verified: Type.Boolean(),
  source: Type.String(),
  created_at: dateTime('Kayıt zamanı'),
  updated_at: dateTime('Son güncelleme'),
  current_account_limit: Type.Integer(),
  calculated_credit_limit: Type.Integer(),
  monthly_credit_payment: Type.Integer(),
  last_credit_usage: Type.Integer(),
  last_3_months_credit_applications: Type.Integer(),
  findeks_count: Type.Integer(),
  findeks_request_date: nullable(Type.String()),
  findeks_index: Type.String(),
  home_index: Type.String(),
  info_index: Type.String(),
  user_id: Type.Integer(),
  user_crm_id: nullable(Type.String()),
  ip: Type.String(),
  atanan_personel_ad: nullable(Type.String()),
  reminding_sms_sent: Type.Boolean(),
  crm_note: Type.String(),
  anonimlestirildi: nullable(Type.String({ description: 'KVKK silme talebiyle anonimleştirildiği zaman' })),
});
export type CustomerDetail = Static<typeof CustomerDetail>;

// ---- Follow-ups ----

/** One follow-up: the audit trail of the customer (who, when, from which stage to which). */
export const FollowUpSchema = Type.Object({
  id: Type.Integer(),
  personel_ad: Type.String(),
  olusturma_tarihi: dateTime('Not zamanı'),
  notlar: Type.String(),
  eski_durum: nullable(Type.String()),
  yeni_durum: nullable(Type.String()),
  sonraki_iletisim: nullable(Type.String()),
});
export type FollowUp = Static<typeof FollowUpSchema>;

export const FollowUpListResponse = Type.Object({ results: Type.Array(FollowUpSchema) });
export type FollowUpListResponse = Static<typeof FollowUpListResponse>;

export const FOLLOW_UP_NOTE_MAX = 2000;

/** Spec 5: every field optional; the server needs at least one of them. '' means "not given". */
export const CreateFollowUpBody = Type.Object(
  {
    notlar: Type.Optional(Type.String({ maxLength: FOLLOW_UP_NOTE_MAX, ...turkishErrors(m.noteTooLong) })),
    yeni_durum: Type.Optional(Type.Union([stage, Type.Literal(''), Type.Null()], { ...turkishErrors(m.invalidStage) })),
    sonraki_iletisim: Type.Optional(
      Type.Union([Type.String({ maxLength: 40 }), Type.Null()], {
        description: 'ISO 8601; saat dilimi yoksa İstanbul saati',
        ...turkishErrors(m.invalidDateTime),
      }),
    ),
  },
  turkishErrors(INVALID_INPUT_MESSAGE),
);
export type CreateFollowUpBody = Static<typeof CreateFollowUpBody>;

export const CreateFollowUpResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  takip: FollowUpSchema,
  musteri: CustomerDetail,
});
export type CreateFollowUpResponse = Static<typeof CreateFollowUpResponse>;

// ---- KVKK article 11 ----

export const KvkkEraseBody = Type.Object(
  { onay: Type.Literal(true, { ...turkishErrors(m.kvkkEraseConfirmRequired) }) },
  turkishErrors(m.kvkkEraseConfirmRequired),
);
export type KvkkEraseBody = Static<typeof KvkkEraseBody>;

export const KvkkEraseResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  /** Customer files of the same person (same phone) that were anonymised. */
  musteri_sayisi: Type.Integer(),
});
export type KvkkEraseResponse = Static<typeof KvkkEraseResponse>;

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647, ...turkishErrors(m.invalidId) }) });
