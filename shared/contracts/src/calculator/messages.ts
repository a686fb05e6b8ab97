import { AMOUNT_LIMITS, RATE_LIMITS, TERM_LIMITS } from './limits';

/** Turkish lira amount as people read it: 125000 -> '125.000 TL' (no Intl: the server's and the browser's agree). */
export function liraText(amount: number): string {
  const [whole = '0', fraction] = Math.abs(amount).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const sign = amount < 0 ? '-' : '';
  return fraction === '00' ? `${sign}${grouped} TL` : `${sign}${grouped},${fraction} TL`;
}

/** Every text of the calculator a person reads, in one place. */
export const calculatorMessages = {
  amountInvalid: 'Lütfen geçerli bir kredi tutarı giriniz.',
  amountTooLow: `Kredi tutarı en az ${liraText(AMOUNT_LIMITS.min)} olmalıdır.`,
  amountTooHigh: `Kredi tutarı en fazla ${liraText(AMOUNT_LIMITS.max)} olabilir.`,
  termOutOfRange: `Vade ${TERM_LIMITS.min} ile ${TERM_LIMITS.max} ay arasında olmalıdır.`,
  rateOutOfRange: `Aylık faiz oranı %${RATE_LIMITS.min} ile %${RATE_LIMITS.max} arasında olmalıdır.`,
  unknownLoanType: 'Geçersiz kredi türü.',
  activeFlagInvalid: "aktif parametresi 'true' ya da 'false' olmalıdır.",
  vehicleValueInvalid: 'Lütfen geçerli bir kasko değeri giriniz.',
  /** Spec 2.10: the hint of the disabled amount field on the vehicle tab. */
  vehicleValueFirst: 'Önce aracın kasko değerini giriniz',
  vehicleNoLoan: (value: number) => `${liraText(value)} kasko değerindeki araçlar için taşıt kredisi kullanılamaz.`,
  vehicleAmountAboveMax: (max: number) => `Bu araç için en fazla ${liraText(max)} kredi kullanılabilir.`,
  vehicleMaxLoan: (max: number) => `En fazla ${liraText(max)} kredi kullanabilirsiniz.`,
  termTooShort: (min: number) => `Bu kredi türünde en kısa vade ${min} aydır.`,
  termTooLong: (max: number) => `Bu tutar için en uzun vade ${max} aydır.`,
  amountCapped: (max: number) => `Kredi tutarı en fazla ${liraText(max)} olabilir; hesaplama ${liraText(max)} ile yapıldı.`,
  termClamped: (max: number) => `Seçtiğiniz vade, bu tutar için izin verilen en uzun vade olan ${max} aya düşürüldü.`,
  /** Spec 2.10: default text of the 'Bakım Modu' modal. */
  maintenanceDefault: 'Bu kredi türü şu anda bakım modundadır. Lütfen daha sonra tekrar deneyiniz.',
  maintenanceTitle: 'Bakım Modu',
  /** Spec 9.3: ticari is shown in maintenance with a 'coming soon' message. */
  commercialComingSoon: 'Ticari kredi hesaplama aracımız çok yakında hizmetinizde olacak.',
  calculating: 'Hesaplanıyor...',
  calculate: 'Hesapla',
  bestOffer: 'En Avantajlı Teklif',
  unknownBank: 'Bilinmeyen Banka',
  /** Spec 8: no offer fits the amount and term. */
  noOffers: 'Belirttiğiniz tutarda ve vadede uygun kredi teklifi bulunamadı. Lütfen farklı bir tutar veya vade seçin.',
} as const;

/**
 * Which taxes the figures include, from the rates the calculation used: a housing loan carries neither KKDF nor BSMV,
 * and a note must not claim them then. 'KKDF ve BSMV', 'KKDF', 'BSMV', or null when both are 0.
 */
export function includedTaxes(rates: { kkdf_orani: number; bsmv_orani: number }): string | null {
  const taxes = [rates.kkdf_orani > 0 && 'KKDF', rates.bsmv_orani > 0 && 'BSMV'].filter(Boolean);
  return taxes.length > 0 ? taxes.join(' ve ') : null;
}

/** The offers' note: what the instalments include, and that the offers are examples. */
export function offersNote(rates: { kkdf_orani: number; bsmv_orani: number }): string {
  const taxes = includedTaxes(rates);
  const included = taxes ? `taksitlere ${taxes} dahildir` : 'bu kredi türünde KKDF ve BSMV alınmaz';
  return `Teklifler örnek niteliğindedir; ${included}. Güncel oran ve koşullar için lütfen bankayla iletişime geçiniz.`;
}

/** The result's note on its cost rates. */
export function costRatesNote(rates: { kkdf_orani: number; bsmv_orani: number }): string {
  const taxes = includedTaxes(rates);
  const included = taxes ? `Maliyet oranlarına ${taxes} dahildir` : 'Bu kredi türünde KKDF ve BSMV alınmaz';
  return `${included}; yıllık oran bileşik hesaplanır. Son taksit, kuruş yuvarlamaları nedeniyle birkaç kuruş farklı olabilir.`;
}
