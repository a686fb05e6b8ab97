/**
 * A non-negative finite number below 1e21 rounded to `fractionDigits` decimals as Intl.NumberFormat rounds it:
 * half away from zero on the number's shortest decimal form (String(value)), not on its binary value as toFixed does
 * (1.005 -> '1.01' as Intl writes it, where (1.005).toFixed(2) gives '1.00').
 */
export function roundHalfExpand(value: number, fractionDigits: number): { integer: string; fraction: string } {
  const [mantissa = '0', exponent = '0'] = String(value).split('e');
  const [whole = '0', decimals = ''] = mantissa.split('.');
  // All the significant digits in one string, and where the decimal point falls in it.
  let digits = whole + decimals;
  let point = whole.length + Number(exponent);
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  }
  const kept = point + fractionDigits;
  let rounded = digits.slice(0, kept).padEnd(kept, '0');
  if (digits.charCodeAt(kept) >= 53 /* '5' or more: half or more of the last kept digit */) {
    rounded = (BigInt(rounded) + 1n).toString().padStart(kept, '0');
  }
  const integerLength = rounded.length - fractionDigits;
  return {
    integer: rounded.slice(0, integerLength).replace(/^0+(?=\d)/, '') || '0',
    fraction: rounded.slice(integerLength),
  };
}
