import { DEFAULT_TERM, EXAMPLE_MONTHLY_RATE } from './limits';
import { calculatorMessages as m } from './messages';
import type { LoanType } from './wire';

/*
 * The four loan types with the rules the spec (9.3) and the facts note give. The API seeds its tables from these;
 * the page uses them when GET /api/kredi/kredi-turleri/ fails (docs/calculator.md). Afterwards the database is the source:
 * the admin area edits rows there, these never change at runtime.
 */

/** Spec 9.3: the personal-loan option list; the other types take their part of it. */
export const TERM_OPTIONS = [3, 6, 9, 12, 18, 24, 30, 36, 42, 48, 60, 72, 84, 96, 108, 120] as const;

/** Spec 9.3 (konut): 12, 18, 24, then 36 to 120 in steps of 12. */
export const HOUSING_TERM_OPTIONS = [12, 18, 24, 36, 48, 60, 72, 84, 96, 108, 120] as const;

/** Effective dates of the seeded rules (docs/calculator.md says where each comes from). */
export const RULE_DATES = {
  /** BSMV on consumer loans 15 % from 7 July 2023 (Presidential Decision 7345). */
  taxes: '2023-07-07',
  /** The spec's vehicle bands: the 2023 rule. */
  vehicleBands: '2023-01-01',
  /** Personal-loan maximum terms by amount (BDDK, February 2025). */
  personalTermCaps: '2025-02-01',
  /** The term option lists of the type. */
  termOptions: '2023-01-01',
} as const;

/** What every built-in type starts from: working, at the example rate, 36 months by default, no caps or bands. */
function workingType(): Omit<LoanType, 'id' | 'ad' | 'kkdf_orani' | 'bsmv_orani' | 'vade_secenekleri'> {
  return {
    aktif: true,
    bakim_modu: false,
    bakim_mesaji: null,
    ornek_faiz_orani: EXAMPLE_MONTHLY_RATE,
    varsayilan_vade: DEFAULT_TERM,
    vade_yil_gosterimi: false,
    vade_sinirlari: [],
    arac_bantlari: [],
    formul: null,
  };
}

/** Consumer loans pay KKDF 15 % and BSMV 15 % on the interest (facts note). */
const CONSUMER_TAXES = { kkdf_orani: 15, bsmv_orani: 15 } as const;

export const BUILT_IN_LOAN_TYPES: readonly LoanType[] = [
  {
    ...workingType(),
    ...CONSUMER_TAXES,
    id: 'ihtiyac',
    ad: 'İhtiyaç Kredisi',
    vade_secenekleri: [...TERM_OPTIONS],
    vade_sinirlari: [
      { ust_tutar: 125_000, azami_vade: 36 },
      { ust_tutar: 250_000, azami_vade: 24 },
      { ust_tutar: null, azami_vade: 12 },
    ],
  },
  {
    ...workingType(),
    ...CONSUMER_TAXES,
    id: 'tasit',
    ad: 'Taşıt Kredisi',
    vade_secenekleri: TERM_OPTIONS.filter((term) => term <= 48),
    arac_bantlari: [
      { ust_deger: 400_000, azami_oran: 70, azami_vade: 48 },
      { ust_deger: 800_000, azami_oran: 50, azami_vade: 36 },
      { ust_deger: 1_200_000, azami_oran: 30, azami_vade: 24 },
      { ust_deger: 2_000_000, azami_oran: 20, azami_vade: 12 },
      { ust_deger: null, azami_oran: 0, azami_vade: 12 },
    ],
  },
  {
    ...workingType(),
    id: 'konut',
    ad: 'Konut Kredisi',
    kkdf_orani: 0,
    bsmv_orani: 0,
    vade_secenekleri: [...HOUSING_TERM_OPTIONS],
    vade_yil_gosterimi: true,
  },
  {
    ...workingType(),
    id: 'ticari',
    ad: 'Ticari Kredi',
    bakim_modu: true,
    bakim_mesaji: m.commercialComingSoon,
    kkdf_orani: 0,
    bsmv_orani: 5,
    vade_secenekleri: [...TERM_OPTIONS],
  },
];

/** The type selected when the page opens. */
export const DEFAULT_LOAN_TYPE_ID = 'ihtiyac';

/** Spec 2.10: the tab label is `ad` without ' Kredisi' ('Ticari Kredi' keeps its correct Turkish name short too). */
export function loanTypeLabel(ad: string): string {
  return ad.replace(/\s+Kredi(si)?$/u, '').trim() || ad;
}

/** The maintenance modal's text: the type's own message, else the spec's default. */
export function maintenanceMessage(type: Pick<LoanType, 'bakim_mesaji'>): string {
  return type.bakim_mesaji?.trim() || m.maintenanceDefault;
}

/** Types the page shows as tabs: the active ones, in the order given. */
export function visibleLoanTypes(types: readonly LoanType[]): LoanType[] {
  return types.filter((type) => type.aktif);
}
