import { Type, type Static } from '@sinclair/typebox';
import { BankOfferSchema, TaxRatesSchema, TermCapSchema, VehicleBandSchema } from '../../calculator/wire';
import { RATE_LIMITS, TERM_LIMITS } from '../../calculator/limits';
import { turkishErrors } from '../../common/wire';
import { calculatorDataMessages as m, MAX_BANDS } from './bands';

/* The calculator's data as the admin manages it: loan types, bank offers, and dated rules (taxes, bands). */

/** A loan type with its switches (aktif, bakim_modu, bakim_mesaji). */
export const AdminLoanTypeSchema = Type.Object({
  id: Type.String(),
  ad: Type.String(),
  aktif: Type.Boolean(),
  bakim_modu: Type.Boolean(),
  bakim_mesaji: Type.Union([Type.String(), Type.Null()]),
});
export type AdminLoanType = Static<typeof AdminLoanTypeSchema>;

export const AdminLoanTypeBody = Type.Object({
  ad: Type.String({ minLength: 1, maxLength: 100, ...turkishErrors(m.nameRequired) }),
  aktif: Type.Boolean(),
  bakim_modu: Type.Boolean(),
  bakim_mesaji: Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength: 300, ...turkishErrors(m.maintenanceMessageTooLong) }),
});
export type AdminLoanTypeBody = Static<typeof AdminLoanTypeBody>;

/** Add and edit an offer: the public offer's fields without its id. */
export const AdminBankOfferBody = Type.Object({
  kredi_turu: Type.String({ minLength: 1, maxLength: 40, ...turkishErrors(m.loanTypeUnknown) }),
  banka_adi: Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength: 120, ...turkishErrors(m.bankNameTooLong) }),
  banka_logo: Type.Unsafe<string | null>({
    type: ['string', 'null'],
    maxLength: 300,
    pattern: '^/api/media/[a-z0-9/_.-]+$',
    ...turkishErrors(m.logoInvalid),
  }),
  min_tutar: Type.Number({ minimum: 0, maximum: 100_000_000 }),
  max_tutar: Type.Number({ minimum: 0, maximum: 100_000_000 }),
  max_vade: Type.Integer({ minimum: TERM_LIMITS.min, maximum: TERM_LIMITS.max, ...turkishErrors(m.bandTerm) }),
  faiz_orani: Type.Number({ minimum: RATE_LIMITS.min, maximum: RATE_LIMITS.max, description: 'Aylık, yüzde' }),
  aktif: Type.Boolean(),
});
export type AdminBankOfferBody = Static<typeof AdminBankOfferBody>;

export const AdminBankOfferSchema = BankOfferSchema;

const effectiveFrom = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  description: 'Yürürlük günü (İstanbul), YYYY-AA-GG',
  ...turkishErrors(m.dateInvalid),
});
const loanType = Type.String({ minLength: 1, maxLength: 40, ...turkishErrors(m.loanTypeUnknown) });
const ratePercent = Type.Number({ minimum: 0, maximum: 100, ...turkishErrors(m.rateRange) });

export const AdminTaxRateBody = Type.Object({
  kredi_turu: loanType,
  yururluk: effectiveFrom,
  kkdf_orani: ratePercent,
  bsmv_orani: ratePercent,
});
export type AdminTaxRateBody = Static<typeof AdminTaxRateBody>;

export const AdminTermCapsBody = Type.Object({
  kredi_turu: loanType,
  yururluk: effectiveFrom,
  bantlar: Type.Array(TermCapSchema, { maxItems: MAX_BANDS, ...turkishErrors(m.bandsTooMany) }),
});
export type AdminTermCapsBody = Static<typeof AdminTermCapsBody>;

export const AdminVehicleBandsBody = Type.Object({
  kredi_turu: loanType,
  yururluk: effectiveFrom,
  bantlar: Type.Array(VehicleBandSchema, { maxItems: MAX_BANDS, ...turkishErrors(m.bandsTooMany) }),
});
export type AdminVehicleBandsBody = Static<typeof AdminVehicleBandsBody>;

/** Which dated rule a delete names. */
export const RULE_KINDS = ['vergi', 'vade-siniri', 'arac-bandi'] as const;
export type RuleKind = (typeof RULE_KINDS)[number];

const dated = {
  yururluk: Type.String(),
  yururlukte: Type.Boolean({ description: 'Bugün uygulanan kural' }),
  gelecek: Type.Boolean({ description: 'Tarihi henüz gelmedi' }),
};

/** Every dated rule of one loan type: the history, the one in force today and those waiting for their date. */
export const AdminLoanRulesSchema = Type.Object({
  kredi_turu: Type.String(),
  vergiler: Type.Array(Type.Object({ ...dated, ...TaxRatesSchema.properties })),
  vade_sinirlari: Type.Array(Type.Object({ ...dated, bantlar: Type.Array(TermCapSchema) })),
  arac_bantlari: Type.Array(Type.Object({ ...dated, bantlar: Type.Array(VehicleBandSchema) })),
});
export type AdminLoanRules = Static<typeof AdminLoanRulesSchema>;

export const AdminCalculatorDataSchema = Type.Object({
  bugun: Type.String({ description: 'İstanbul’da bugünün tarihi' }),
  turler: Type.Array(AdminLoanTypeSchema),
  teklifler: Type.Array(BankOfferSchema),
  kurallar: Type.Array(AdminLoanRulesSchema),
});
export type AdminCalculatorData = Static<typeof AdminCalculatorDataSchema>;
