import { useEffect, useState, useSyncExternalStore } from 'react';
import { hasConsent, onConsentChange } from '@kredi/contracts/consent';
import type { CalculationResult, LoanType } from '@kredi/contracts/calculator';
import {
  readLastCalculation,
  removeLastCalculation,
  toLastCalculation,
  writeLastCalculation,
  type LastCalculation,
} from '../lib/lastCalculation';

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);
const allowedNow = () => hasConsent('islevsel');

/** Whether this browser may keep the last calculation (the visitor's consent to functional storage), live. */
export function useLastCalculationKept(): boolean {
  return useSyncExternalStore(onConsentChange, allowedNow, () => false);
}

/**
 * The last-calculation box: read once from this browser, replaced by every new result (docs/calculator.md, 'The
 * page'). Keeping it in the browser is functional, not strictly necessary: only with the visitor's consent is it read
 * or written; without it (or once it is refused, even on this page) what was kept is deleted, and the box shows
 * only what was calculated on this page.
 */
export function useLastCalculation(result: CalculationResult | null, type: LoanType): LastCalculation | null {
  const allowed = useLastCalculationKept();
  const [last, setLast] = useState<LastCalculation | null>(() => (allowedNow() ? readLastCalculation(storage()) : null));
  useEffect(() => {
    // Read from the storage itself, not `allowed`: while a server-rendered page hydrates, `allowed` is the server's
    // answer (false), and a kept box must not be deleted for that.
    if (allowedNow()) setLast((current) => current ?? readLastCalculation(storage()));
    else removeLastCalculation(storage());
  }, [allowed]);
  useEffect(() => {
    if (!result) return;
    const next = toLastCalculation(result, type.ad, type.vade_yil_gosterimi, new Date());
    if (allowedNow()) writeLastCalculation(storage(), next);
    setLast(next);
    // Only a new result is a new calculation; the type is read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);
  return last;
}
