import { Type, type Static } from '@sinclair/typebox';

/**
 * What a lead agreed to, kept beside it: the information notice's version and the time (KVKK), the phone, the channel
 * the lead came through, and the commercial-message opt-in (Law 6563, İYS). The opt-in is a separate, optional act
 * per channel, never a condition of the service, so every form offers it unticked and the API defaults it to false.
 */
export const LEAD_CONSENT_CHANNELS = ['form', 'callme', 'callback'] as const;
export type LeadConsentChannel = (typeof LEAD_CONSENT_CHANNELS)[number];

export const LEAD_CONSENT_CHANNEL_LABELS: Record<LeadConsentChannel, string> = {
  form: 'Kredi başvuru formu',
  callme: 'Başvuru sonrası "Beni Arayın"',
  callback: '"Sizi Arayalım" formu',
};

/** The wire names of the two opt-ins, the same on every public form (JSON and form posts). */
export const COMMERCIAL_OPT_IN_FIELDS = { sms: 'ticari_ileti_sms', call: 'ticari_ileti_arama' } as const;

/** The texts beside the two unticked boxes. */
export const COMMERCIAL_OPT_IN_TEXTS = {
  legend: 'Kampanya ve fırsatlardan haberdar olmak istiyorum (isteğe bağlı):',
  sms: 'SMS ile ticari ileti almayı kabul ediyorum.',
  call: 'Telefon ile aranmayı kabul ediyorum.',
} as const;

/** A form post's checkbox arrives as its value ('on', '1', 'true') or not at all: anything else is no opt-in. */
export function isOptInValue(value: unknown): boolean {
  return value === true || value === 'on' || value === '1' || value === 'true';
}

export const LeadConsentRecord = Type.Object({
  id: Type.Integer(),
  kanal: Type.Union(LEAD_CONSENT_CHANNELS.map((c) => Type.Literal(c))),
  aydinlatma_surumu: Type.String({ description: 'Aydınlatma metninin sürümü (tarih)' }),
  zaman: Type.String({ description: 'ISO 8601' }),
  telefon: Type.String({ description: 'Onayın verildiği telefon (silinmiş kayıtta boş)' }),
  telefon_dogrulandi: Type.Boolean({ description: 'Telefon SMS koduyla doğrulandı mı' }),
  ticari_sms: Type.Boolean(),
  ticari_arama: Type.Boolean(),
  geri_alinma_zamani: Type.Union([Type.String(), Type.Null()]),
  geri_alan: Type.Union([Type.String(), Type.Null()]),
});
export type LeadConsentRecord = Static<typeof LeadConsentRecord>;

export const LeadConsentsResponse = Type.Object({
  results: Type.Array(LeadConsentRecord),
  /** True while any record still holds an opt-in that was not withdrawn. */
  ticari_izin_var: Type.Boolean(),
});
export type LeadConsentsResponse = Static<typeof LeadConsentsResponse>;

export const WithdrawCommercialResponse = Type.Object({ message: Type.String(), geri_alinan: Type.Integer() });
export type WithdrawCommercialResponse = Static<typeof WithdrawCommercialResponse>;

export const leadConsentMessages = {
  withdrawn: 'Ticari ileti izni geri alındı.',
  nothingToWithdraw: 'Bu müşterinin geri alınacak ticari ileti izni yok.',
  optInType: 'Ticari ileti tercihi true ya da false olmalıdır.',
} as const;
