import { Type, type Static } from '@sinclair/typebox';
import { CUSTOMER_EDIT_LABELS } from '../../crm/customerEdit';

/* The audit record of the admin area: every change, who made it, when, and the values before and after. */

export const ADMIN_AUDIT_ACTIONS = {
  create: 'Ekledi',
  update: 'Değiştirdi',
  delete: 'Sildi',
  // CRM actions on a customer; a data edit is an 'update'.
  assign: 'Atadı',
  stage: 'Durumu değiştirdi',
  kvkk_export: 'KVKK: dışa aktardı',
  kvkk_erase: 'KVKK: sildi',
  marketing_optout: 'Ticari ileti iznini geri aldı',
} as const;
export type AdminAuditAction = keyof typeof ADMIN_AUDIT_ACTIONS;

/** What was changed, with the Turkish name the audit list shows. */
export const ADMIN_AUDIT_ENTITIES = {
  credit_formula: 'Kredi formülü',
  blog_post: 'Blog yazısı',
  blog_category: 'Blog kategorisi',
  blog_image: 'Blog görseli',
  staff: 'Personel hesabı',
  loan_type: 'Kredi türü',
  bank_offer: 'Banka teklifi',
  tax_rate: 'Vergi oranları',
  term_caps: 'Vade sınırları',
  vehicle_bands: 'Taşıt bantları',
  customer: 'Müşteri (CRM)',
  content_page: 'İçerik sayfası',
} as const;
export type AdminAuditEntity = keyof typeof ADMIN_AUDIT_ENTITIES;

const actionKeys = Object.keys(ADMIN_AUDIT_ACTIONS) as AdminAuditAction[];
const entityKeys = Object.keys(ADMIN_AUDIT_ENTITIES) as AdminAuditEntity[];

export const AdminAuditEventSchema = Type.Object({
  id: Type.Integer(),
  admin: Type.String({ description: 'Değişikliği yapan yöneticinin kullanıcı adı' }),
  action: Type.Union(actionKeys.map((key) => Type.Literal(key))),
  entity: Type.Union(entityKeys.map((key) => Type.Literal(key))),
  entity_id: Type.Union([Type.Integer(), Type.Null()]),
  label: Type.String({ description: 'Değişen kaydın okunur adı' }),
  /** Only the fields that changed (all fields on create and delete); long texts are shortened. */
  changes: Type.Array(
    Type.Object({
      field: Type.String(),
      before: Type.Union([Type.String(), Type.Null()]),
      after: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
  created_at: Type.String({ format: 'date-time' }),
});
export type AdminAuditEvent = Static<typeof AdminAuditEventSchema>;

export const ADMIN_AUDIT_PAGE_SIZE = 50;

export const AdminAuditQuery = Type.Object({
  /** Keyset paging: events older than this id. */
  before: Type.Optional(Type.Integer({ minimum: 1 })),
  entity: Type.Optional(Type.Union(entityKeys.map((key) => Type.Literal(key)))),
});
export type AdminAuditQuery = Static<typeof AdminAuditQuery>;

export const AdminAuditPage = Type.Object({
  results: Type.Array(AdminAuditEventSchema),
  /** The `before` of the next page, or null at the end. */
  next_before: Type.Union([Type.Integer(), Type.Null()]),
});
export type AdminAuditPage = Static<typeof AdminAuditPage>;

/** Turkish names of the fields the audit records (unknown fields are shown by their key). */
export const ADMIN_AUDIT_FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'Ad',
  description: 'Açıklama',
  formula: 'Formül',
  active: 'Aktif',
  title: 'Başlık',
  summary: 'Özet',
  slug: 'Adres',
  category: 'Kategori',
  image: 'Görsel',
  published: 'Yayında',
  featured: 'Öne çıkan',
  content: 'İçerik',
  type: 'Tür',
  bytes: 'Boyut (bayt)',
  version: 'Sürüm',
  updated_on: 'Son güncelleme',
  phone: 'Telefon',
  full_name: 'Ad soyad',
  ad: 'Ad',
  aktif: 'Aktif',
  bakim_modu: 'Bakım modu',
  bakim_mesaji: 'Bakım mesajı',
  kredi_turu: 'Kredi türü',
  banka_adi: 'Banka',
  banka_logo: 'Logo',
  min_tutar: 'En az tutar',
  max_tutar: 'En fazla tutar',
  max_vade: 'En uzun vade',
  faiz_orani: 'Aylık faiz (%)',
  yururluk: 'Yürürlük',
  kkdf_orani: 'KKDF (%)',
  bsmv_orani: 'BSMV (%)',
  bantlar: 'Aralıklar',
  // CRM actions on a customer.
  surname: CUSTOMER_EDIT_LABELS.surname,
  city: CUSTOMER_EDIT_LABELS.city,
  age: CUSTOMER_EDIT_LABELS.age,
  sgk_status: CUSTOMER_EDIT_LABELS.sgk_status,
  legal_followup: CUSTOMER_EDIT_LABELS.legal_followup,
  last_credit_usage: CUSTOMER_EDIT_LABELS.last_credit_usage,
  current_account_limit: CUSTOMER_EDIT_LABELS.current_account_limit,
  monthly_credit_payment: CUSTOMER_EDIT_LABELS.monthly_credit_payment,
  last_3_months_credit_applications: CUSTOMER_EDIT_LABELS.last_3_months_credit_applications,
  atanan_personel: 'Atanan personel',
  durum: 'Durum',
  toplu: 'Toplu işlem',
  musteri_idleri: 'Müşteri kayıtları',
};
