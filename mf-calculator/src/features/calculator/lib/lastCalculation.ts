import type { CalculationResult } from '@kredi/contracts/calculator';

/** The last-calculation box (docs/calculator.md, 'The page'), kept in this browser only. */
export interface LastCalculation {
  kredi_turu: string | null;
  ad: string;
  kredi_miktari: number;
  vade_ay: number;
  faiz_orani: number;
  aylik_taksit: number;
  toplam_geri_odeme: number;
  vade_yil_gosterimi: boolean;
  /** ISO time of the calculation. */
  tarih: string;
}

export const LAST_CALCULATION_KEY = 'kredi-hesaplama:son-hesaplama';

export function toLastCalculation(result: CalculationResult, ad: string, inYears: boolean, at: Date): LastCalculation {
  return {
    kredi_turu: result.kredi_turu,
    ad,
    kredi_miktari: result.kredi_miktari,
    vade_ay: result.vade_ay,
    faiz_orani: result.faiz_orani,
    aylik_taksit: result.aylik_taksit,
    toplam_geri_odeme: result.toplam_geri_odeme,
    vade_yil_gosterimi: inYears,
    tarih: at.toISOString(),
  };
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Reads the stored box; anything unreadable (old format, edited by hand, storage blocked) counts as none. */
export function readLastCalculation(storage: Pick<Storage, 'getItem'> | undefined): LastCalculation | null {
  try {
    const value = JSON.parse(storage?.getItem(LAST_CALCULATION_KEY) ?? 'null') as Partial<LastCalculation> | null;
    if (!value || typeof value.ad !== 'string' || typeof value.tarih !== 'string') return null;
    const numbers = [value.kredi_miktari, value.vade_ay, value.faiz_orani, value.aylik_taksit, value.toplam_geri_odeme];
    return numbers.every(isNumber) ? (value as LastCalculation) : null;
  } catch {
    return null;
  }
}

export function writeLastCalculation(storage: Pick<Storage, 'setItem'> | undefined, value: LastCalculation): void {
  try {
    storage?.setItem(LAST_CALCULATION_KEY, JSON.stringify(value));
  } catch {
    // Private mode or a full storage: the box simply is not kept.
  }
}

/** Deletes the stored box (the visitor refused to have it kept). */
export function removeLastCalculation(storage: Pick<Storage, 'removeItem'> | undefined): void {
  try {
    storage?.removeItem(LAST_CALCULATION_KEY);
  } catch {
    // storage blocked: nothing was kept either
  }
}
