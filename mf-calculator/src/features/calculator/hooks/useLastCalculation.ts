import { useEffect, useState } from 'react';
import type { CalculationResult, LoanType } from '@kredi/contracts/calculator';
import { readLastCalculation, toLastCalculation, writeLastCalculation, type LastCalculation } from '../lib/lastCalculation';

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

/** The last-calculation box: read once from this browser, replaced by every new result (docs/calculator.md, 'The page'). */
export function useLastCalculation(result: CalculationResult | null, type: LoanType): LastCalculation | null {
  const [last, setLast] = useState<LastCalculation | null>(() => readLastCalculation(storage()));
  useEffect(() => {
    if (!result) return;
    const next = toLastCalculation(result, type.ad, type.vade_yil_gosterimi, new Date());
    writeLastCalculation(storage(), next);
    setLast(next);
    // Only a new result is a new calculation; the type is read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);
  return last;
}
