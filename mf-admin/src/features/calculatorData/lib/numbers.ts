/** A number typed in Turkish style ('125.000', '2,49') or plain ('2.49' for rates); NaN when it is not one. */
export function parseTurkishNumber(text: string, decimals: 'comma' | 'any' = 'comma'): number {
  const trimmed = text.trim();
  if (trimmed === '') return Number.NaN;
  const normalized = decimals === 'comma' ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed.replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : Number.NaN;
}
