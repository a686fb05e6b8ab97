import { Type, type Static } from '@sinclair/typebox';
import { INVALID_INPUT_MESSAGE, turkishErrors } from '../common/wire';
import { AMOUNT_LIMITS, RATE_LIMITS, TERM_LIMITS } from './limits';
import { calculatorMessages as m } from './messages';

/*
 * Wire shapes of the calculator API (docs/calculator.md). Field names are the spec's (Turkish snake case); every rate is a
 * percentage (3.99 means 3.99 %), every amount Turkish lira. The browser imports only the Static<> types from here,
 * so TypeBox never reaches its bundle.
 */

/** A personal-loan term cap: amounts up to and including `ust_tutar` (null: any amount above) get at most `azami_vade`. */
export const TermCapSchema = Type.Object({
  ust_tutar: Type.Union([Type.Number(), Type.Null()], { description: 'Bu tutara kadar (dahil); null: üstündeki her tutar' }),
  azami_vade: Type.Integer({ description: 'Ay' }),
});
export type TermCap = Static<typeof TermCapSchema>;

/** A vehicle-loan band keyed on the vehicle's kasko value: the largest loan share and term. */
export const VehicleBandSchema = Type.Object({
  ust_deger: Type.Union([Type.Number(), Type.Null()], { description: 'Bu kasko değerine kadar (dahil); null: üstündeki her değer' }),
  azami_oran: Type.Number({ description: 'Kasko değerinin en fazla yüzde kaçı kredi olabilir' }),
  azami_vade: Type.Integer({ description: 'Ay' }),
});
export type VehicleBand = Static<typeof VehicleBandSchema>;

/** Tax rates on the interest of one loan type (percent). */
export const TaxRatesSchema = Type.Object({
  kkdf_orani: Type.Number({ description: 'KKDF, faizin yüzdesi' }),
  bsmv_orani: Type.Number({ description: 'BSMV, faizin yüzdesi' }),
});
export type TaxRates = Static<typeof TaxRatesSchema>;

/** The rules of one loan type in force on a day: taxes, terms, term caps and vehicle bands. */
export const LoanRulesSchema = Type.Object({
  ...TaxRatesSchema.properties,
  vade_secenekleri: Type.Array(Type.Integer(), { description: 'Seçilebilecek vadeler (ay), artan sırada' }),
  varsayilan_vade: Type.Integer({ description: 'İzin verildiğinde seçili gelen vade' }),
  vade_yil_gosterimi: Type.Boolean({ description: 'Vadeler yıl olarak gösterilir (konut)' }),
  vade_sinirlari: Type.Array(TermCapSchema, { description: 'Tutara göre en uzun vade (ihtiyaç); boşsa yok' }),
  arac_bantlari: Type.Array(VehicleBandSchema, { description: 'Kasko değerine göre kredi oranı ve vade (taşıt); boşsa yok' }),
});
export type LoanRules = Static<typeof LoanRulesSchema>;

/** An item of GET /api/kredi/kredi-turleri/: the spec's loan type (section 3) plus the rules the page computes with. */
export const LoanTypeSchema = Type.Object({
  id: Type.String({ examples: ['ihtiyac'] }),
  ad: Type.String({ examples: ['İhtiyaç Kredisi'] }),
  aktif: Type.Boolean(),
  bakim_modu: Type.Boolean(),
  bakim_mesaji: Type.Union([Type.String(), Type.Null()]),
  ornek_faiz_orani: Type.Number({ description: 'Sayfanın hesapladığı örnek aylık faiz oranı (yüzde)' }),
  ...LoanRulesSchema.properties,
  formul: Type.Union([Type.String(), Type.Null()], {
    description: 'Kredi türünün aktif formülü (P, r = vergiler dahil aylık maliyet oranı, n); yoksa standart eşit taksit',
  }),
});
export type LoanType = Static<typeof LoanTypeSchema>;

/** An item of GET /api/kredi/teklifler/ (a bank offer). */
export const BankOfferSchema = Type.Object({
  id: Type.Integer(),
  banka_adi: Type.Union([Type.String(), Type.Null()], { description: "Yoksa sayfa 'Bilinmeyen Banka' yazar" }),
  banka_logo: Type.Union([Type.String(), Type.Null()], { examples: ['/api/media/banks/ornek-bank.svg'] }),
  kredi_turu: Type.String(),
  min_tutar: Type.Number(),
  max_tutar: Type.Number(),
  max_vade: Type.Integer(),
  faiz_orani: Type.Number({ description: 'Aylık faiz oranı (yüzde)' }),
  aktif: Type.Boolean(),
});
export type BankOffer = Static<typeof BankOfferSchema>;

export const OffersQuery = Type.Object({
  kredi_turu: Type.Optional(Type.String({ maxLength: 40, ...turkishErrors(m.unknownLoanType) })),
  aktif: Type.Optional(Type.Boolean({ description: 'true: yalnızca etkin teklifler', ...turkishErrors(m.activeFlagInvalid) })),
});
export type OffersQuery = Static<typeof OffersQuery>;

/** POST /api/kredi/hesapla/: the spec's three fields, plus the loan type and (taşıt) the vehicle's kasko value. */
export const CalculationRequestSchema = Type.Object(
  {
    kredi_miktari: Type.Number({
      minimum: AMOUNT_LIMITS.min,
      maximum: AMOUNT_LIMITS.max,
      description: 'Kredi tutarı (TL)',
      examples: [100000],
      ...turkishErrors({ minimum: m.amountTooLow, maximum: m.amountTooHigh, default: m.amountInvalid }),
    }),
    vade_ay: Type.Integer({
      minimum: TERM_LIMITS.min,
      maximum: TERM_LIMITS.max,
      description: 'Vade (ay)',
      examples: [36],
      ...turkishErrors(m.termOutOfRange),
    }),
    faiz_orani: Type.Number({
      minimum: RATE_LIMITS.min,
      maximum: RATE_LIMITS.max,
      description: 'Aylık faiz oranı (yüzde)',
      examples: [3.99],
      ...turkishErrors(m.rateOutOfRange),
    }),
    kredi_turu: Type.Optional(
      Type.String({
        maxLength: 40,
        description: 'ihtiyac, tasit, konut, ticari; yoksa vergili genel hesap (spec 9.3)',
        ...turkishErrors(m.unknownLoanType),
      }),
    ),
    arac_degeri: Type.Optional(
      Type.Number({
        minimum: 0,
        maximum: AMOUNT_LIMITS.max * 10,
        description: 'Aracın kasko değeri (TL), taşıt kredisinde',
        ...turkishErrors(m.vehicleValueInvalid),
      }),
    ),
  },
  turkishErrors(INVALID_INPUT_MESSAGE),
);
export type CalculationRequest = Static<typeof CalculationRequestSchema>;

/** One month of the payment plan; the columns a bank's ödeme planı shows. */
export const PaymentPlanRowSchema = Type.Object({
  ay: Type.Integer(),
  taksit: Type.Number(),
  anapara: Type.Number(),
  faiz: Type.Number(),
  kkdf: Type.Number(),
  bsmv: Type.Number(),
  kalan_borc: Type.Number(),
});
export type PaymentPlanRow = Static<typeof PaymentPlanRowSchema>;

/** The answer of POST /api/kredi/hesapla/ and of the browser's own computation (one function makes both). */
export const CalculationResultSchema = Type.Object({
  kredi_miktari: Type.Number(),
  vade_ay: Type.Integer(),
  faiz_orani: Type.Number({ description: 'Aylık faiz oranı (yüzde), istekteki gibi' }),
  kredi_turu: Type.Union([Type.String(), Type.Null()]),
  aylik_taksit: Type.Number({ description: 'Aylık taksit (son taksit kuruş farkıyla ödeme planında)' }),
  toplam_geri_odeme: Type.Number({ description: 'Taksitlerin toplamı' }),
  toplam_faiz: Type.Number({ description: 'Faiz toplamı (vergiler hariç)' }),
  toplam_kkdf: Type.Number(),
  toplam_bsmv: Type.Number(),
  kkdf_orani: Type.Number(),
  bsmv_orani: Type.Number(),
  efektif_faiz_orani: Type.Number({ description: 'Vergiler dahil aylık maliyet oranı (yüzde)' }),
  yillik_maliyet_orani: Type.Number({ description: 'Yıllık maliyet oranı, bileşik: (1 + aylık maliyet)^12 - 1 (yüzde)' }),
  odeme_plani: Type.Array(PaymentPlanRowSchema),
});
export type CalculationResult = Static<typeof CalculationResultSchema>;
