import { Type, type Static } from '@sinclair/typebox';
import { LEAD_CONSENT_CHANNELS } from './leadConsent';

/** The consent records on the wire (the CRM's customer file): apart from the rules, so no public form loads TypeBox. */
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
