/*
 * The retention and destruction policy (KVKK Erasure Regulation): one row per data category, what happens to a
 * record when its period is over, and the period the consultancy chose. The periods are settings (the API reads
 * them from its environment, docs/retention.md); the categories, their trigger date and their action are
 * the product's and live here once, for the API and the admin screen.
 */

export const RETENTION_CATEGORIES = [
  'lead_unconverted',
  'lead_converted',
  'requests',
  'follow_ups',
  'audit',
  'speed_beacons',
  'sms_outbox',
  'kvkk_requests',
] as const;
export type RetentionCategory = (typeof RETENTION_CATEGORIES)[number];

export const RETENTION_ACTIONS = { anonymise: 'Anonimleştirme', erase: 'Silme' } as const;
export type RetentionAction = keyof typeof RETENTION_ACTIONS;

export interface RetentionCategoryInfo {
  /** The Turkish name on the admin screen and in the run records. */
  label: string;
  /** What the period is counted from, in Turkish. */
  from: string;
  action: RetentionAction;
  /** The environment setting of the period, in days. */
  setting: string;
  /** The period when the setting is not given. */
  defaultDays: number;
}

export const RETENTION_POLICY: Readonly<Record<RetentionCategory, RetentionCategoryInfo>> = {
  lead_unconverted: {
    label: 'Şubeye dönüşmeyen başvurular',
    from: 'Dosyadaki son işlem',
    action: 'anonymise',
    setting: 'RETENTION_LEAD_UNCONVERTED_DAYS',
    defaultDays: 365,
  },
  lead_converted: {
    label: 'Şube ziyaretine dönüşen başvurular',
    from: 'Dosyadaki son işlem',
    action: 'anonymise',
    setting: 'RETENTION_LEAD_CONVERTED_DAYS',
    defaultDays: 730,
  },
  requests: {
    label: 'Geri arama ve iletişim talepleri',
    from: 'Talep tarihi',
    action: 'erase',
    setting: 'RETENTION_REQUEST_DAYS',
    defaultDays: 180,
  },
  follow_ups: {
    label: 'Takip notları',
    from: 'Not tarihi',
    action: 'anonymise',
    setting: 'RETENTION_FOLLOW_UP_DAYS',
    defaultDays: 730,
  },
  audit: {
    label: 'Denetim kayıtları',
    from: 'Kayıt tarihi',
    action: 'erase',
    setting: 'RETENTION_AUDIT_DAYS',
    defaultDays: 1095,
  },
  speed_beacons: {
    label: 'Hız ölçümleri',
    from: 'Ölçüm günü',
    action: 'erase',
    setting: 'RETENTION_SPEED_BEACON_DAYS',
    defaultDays: 400,
  },
  sms_outbox: {
    label: 'Gönderilen SMS kayıtları',
    from: 'Gönderim tarihi',
    action: 'erase',
    setting: 'RETENTION_SMS_OUTBOX_DAYS',
    defaultDays: 90,
  },
  // Kept after closing as the proof of how and when the request was answered, should the person complain to the
  // Board (KVKK art. 14) or ask again; an open request is never destroyed.
  kvkk_requests: {
    label: 'Kapatılmış KVKK başvuruları',
    from: 'Kapanış tarihi',
    action: 'erase',
    setting: 'RETENTION_KVKK_REQUEST_DAYS',
    defaultDays: 1095,
  },
};

/** The Regulation's longest gap between two destruction runs: six months, kept as 182 days. */
export const RETENTION_MAX_INTERVAL_DAYS = 182;
/** How often the destruction runs when the setting (RETENTION_INTERVAL_DAYS) is not given. */
export const RETENTION_DEFAULT_INTERVAL_DAYS = 90;
/** How long the record of a run is kept (the Regulation asks for three years). */
export const RETENTION_RECORD_YEARS = 3;

export const RETENTION_TRIGGERS = { schedule: 'Zamanlanmış', manual: 'Elle başlatıldı' } as const;
export type RetentionTrigger = keyof typeof RETENTION_TRIGGERS;
