import { AMOUNT_LIMITS } from '@kredi/contracts/calculator';

/** Spec 5: amount and vehicle value keep digits only (dots and anything else are dropped); capped at a sane size. */
export function parseAmountInput(raw: string, max: number = AMOUNT_LIMITS.max * 10): number {
  const digits = raw.replace(/\D/g, '').replace(/^0+/, '').slice(0, 12);
  return digits ? Math.min(Number(digits), max) : 0;
}

/** 1250000 -> '1.250.000' (Turkish thousands); 0 -> '' so the field shows its placeholder. */
export function formatAmountInput(value: number): string {
  return value > 0 ? String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, '.') : '';
}
