/**
 * Labels of the coded customer fields in the CRM, so no value misleads. The leads are written
 * by this product's own credit form, so a stored code means what the form's option meant: the labels come from the
 * form's option lists (contracts/users creditFormOptions.ts), not from a second table. The product spec also lists the display
 * codes of an earlier back end (SGK 0-5, last credit use 0-7); those do not match what our form stores, see
 * docs/crm.md. The form sends a band's upper bound ('40-66' arrives as 66, '500.000 - 999.000 TL' as 999000), so
 * the number alone is not the customer's answer: the staff screens show the band, in staff wording (the form speaks
 * as the visitor, 'Hiç kullanmadım'; staff read about the customer, 'Hiç kullanmamış').
 */
import { ageOn, parseIsoDate } from '../users/birthDate';
import {
  AYLIK_ODEME_OPTIONS,
  BASVURU_ADEDI_OPTIONS,
  FINDEKS_OPTIONS,
  KANUNI_TAKIP_OPTIONS,
  MEVCUT_LIMIT_OPTIONS,
  SGK_OPTIONS,
  SON_KREDI_OPTIONS,
  YAS_OPTIONS,
  type FormOption,
} from '../users/creditFormOptions';

export const UNKNOWN_CODE_LABEL = 'Bilinmiyor';
export const FINDEKS_UNKNOWN_LABEL = 'Bilinmiyor (sorgulanacak)';

/** The form's first-person answers, as staff read them about the customer. */
const STAFF_WORDING: Readonly<Record<string, string>> = {
  'Hiç kullanmadım': 'Hiç kullanmamış',
  'SGK kaydım yok': 'SGK kaydı yok',
  'Ödemem yok': 'Ödemesi yok',
  'Hiç başvurmadım': 'Hiç başvurmamış',
};

function labelOf(options: readonly FormOption[], code: number | null | undefined): string {
  const label = options.find((o) => o.value === code)?.label;
  return label === undefined ? UNKNOWN_CODE_LABEL : (STAFF_WORDING[label] ?? label);
}

export function sgkStatusLabel(code: number | null | undefined): string {
  return labelOf(SGK_OPTIONS, code);
}

export function lastCreditUsageLabel(code: number | null | undefined): string {
  return labelOf(SON_KREDI_OPTIONS, code);
}

/** How long ago the legal follow-up was ('Yok' for none). */
export function legalFollowupLabel(code: number | null | undefined): string {
  return labelOf(KANUNI_TAKIP_OPTIONS, code);
}

/** Spec 2.17 shows legal follow-up as Var/Yok: 0 is none. */
export function hasLegalFollowup(code: number | null | undefined): boolean {
  return typeof code === 'number' && code !== 0;
}

export const currentLimitLabel = (code: number): string => labelOf(MEVCUT_LIMIT_OPTIONS, code);
export const monthlyPaymentLabel = (code: number): string => labelOf(AYLIK_ODEME_OPTIONS, code);
export const creditApplicationsLabel = (code: number): string => labelOf(BASVURU_ADEDI_OPTIONS, code);

/** Labels of the form's raw index fields (the form always sends '0'). */
export const CUSTOMER_INDEX_LABELS = { findeks: 'Findeks Endeksi', home: 'Konut Endeksi', info: 'Bilgi Endeksi' } as const;

/**
 * The customer's age: counted from the birth date when the form got one (by year difference, as the form counts
 * it), else the age band the visitor chose ('40-66 yaş'), never the band's upper bound alone.
 */
export function ageLabel(age: number, birthDate: string | null | undefined, today: Date = new Date()): string {
  const parts = parseIsoDate(birthDate);
  if (parts) return `${ageOn(parts, today)} yaş`;
  const band = YAS_OPTIONS.find((o) => o.value === age);
  if (band) return `${band.label} yaş`;
  return age > 0 ? `${age} yaş` : 'Yaş bilinmiyor';
}

/** The Findeks answer: the band, or 'Bilinmiyor (sorgulanacak)' when the visitor did not know the score. */
export function findeksLabel(score: number, flag: boolean): string {
  if (flag) return FINDEKS_UNKNOWN_LABEL;
  const band = FINDEKS_OPTIONS.find((o) => o.value === score && o.value !== 0);
  return band ? band.label : String(score);
}
