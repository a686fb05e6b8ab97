import { TERM_LIMITS } from '../../calculator/limits';

/** At most this many bands in one set (a decision of the regulator has a handful). */
export const MAX_BANDS = 10;

export const calculatorDataMessages = {
  loanTypeUnknown: 'Kredi türü bulunamadı.',
  offerNotFound: 'Teklif bulunamadı.',
  offerDeleted: 'Teklif silindi.',
  offerAmounts: 'En az tutar, en fazla tutardan büyük olamaz.',
  maintenanceMessageTooLong: 'Bakım mesajı en fazla 300 karakter olabilir.',
  nameRequired: 'Lütfen kredi türünün adını girin.',
  bankNameTooLong: 'Banka adı en fazla 120 karakter olabilir.',
  logoInvalid: 'Logo adresi bu sitenin bir görseli olmalıdır (/api/media/...).',
  dateInvalid: 'Geçerlilik tarihi YYYY-AA-GG biçiminde bir gün olmalıdır.',
  dateInPast: 'Geçmiş bir tarihten geçerli kural eklenemez; en erken bugünden başlayabilir.',
  dateTaken: 'Bu kredi türü için bu tarihte zaten bir kayıt var. Önce onu silin.',
  ruleNotFound: 'Kural bulunamadı.',
  ruleInForce: 'Yürürlüğe girmiş bir kural silinemez; yerine yeni tarihli bir kural ekleyin.',
  ruleDeleted: 'Kural silindi.',
  rateRange: 'Oran 0 ile 100 arasında olmalıdır.',
  bandsEmpty: 'En az bir aralık girilmelidir.',
  bandsTooMany: `En fazla ${MAX_BANDS} aralık girilebilir.`,
  bandsOrder: 'Aralıkların üst sınırları küçükten büyüğe sıralanmalı ve birbirinden farklı olmalıdır.',
  bandsOpenEnd: 'Son aralığın üst sınırı boş olmalıdır (üstündeki her tutar için).',
  bandsOnlyLastOpen: 'Yalnızca son aralığın üst sınırı boş olabilir.',
  bandTerm: `Vade ${TERM_LIMITS.min} ile ${TERM_LIMITS.max} ay arasında olmalıdır.`,
  bandBound: 'Üst sınır sıfırdan büyük olmalıdır.',
} as const;

/**
 * A set of bands keyed on an upper bound (term caps by amount, vehicle bands by kasko value): bounds strictly
 * ascending, only the last one open (null) and it must be open, so every amount falls in exactly one band. The
 * first problem, in Turkish, or undefined.
 */
export function bandSetProblem(bands: ReadonlyArray<{ bound: number | null; term: number; ratio?: number }>): string | undefined {
  const m = calculatorDataMessages;
  if (bands.length === 0) return m.bandsEmpty;
  if (bands.length > MAX_BANDS) return m.bandsTooMany;
  for (const [index, band] of bands.entries()) {
    const last = index === bands.length - 1;
    if (!Number.isInteger(band.term) || band.term < TERM_LIMITS.min || band.term > TERM_LIMITS.max) return m.bandTerm;
    if (band.ratio !== undefined && !(band.ratio >= 0 && band.ratio <= 100)) return m.rateRange;
    if (band.bound === null) {
      if (!last) return m.bandsOnlyLastOpen;
      continue;
    }
    if (last) return m.bandsOpenEnd;
    if (!(band.bound > 0)) return m.bandBound;
    const previous = index > 0 ? bands[index - 1]!.bound : null;
    if (previous !== null && band.bound <= previous) return m.bandsOrder;
  }
  return undefined;
}

/** A day written 'YYYY-MM-DD' that exists in the calendar (the platform's one calendar rule). */
export { isCalendarDay } from '../../common/calendar';
