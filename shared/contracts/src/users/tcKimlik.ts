/**
 * T.C. Kimlik No checksum. The checksum only proves the number is well formed,
 * not that the person exists.
 */

export const TC_KIMLIK_LENGTH = 11;

/** What the national-ID input keeps: digits only, at most 11. */
export function normalizeTcKimlikInput(raw: string): string {
  return String(raw ?? '')
    .replace(/\D/g, '')
    .slice(0, TC_KIMLIK_LENGTH);
}

/**
 * 11 digits, first not 0,
 * d10 = ((d1+d3+d5+d7+d9)*7 - (d2+d4+d6+d8)) mod 10 (kept non-negative),
 * d11 = (d1+...+d10) mod 10.
 */
export function isValidTcKimlik(v: unknown): v is string {
  if (typeof v !== 'string' || !/^[1-9]\d{10}$/.test(v)) return false;
  const d = Array.from(v, Number);
  const odd = d[0] + d[2] + d[4] + d[6] + d[8];
  const even = d[1] + d[3] + d[5] + d[7];
  // JavaScript's % keeps the sign of the dividend: fold negative results back into 0-9.
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  if (tenth !== d[9]) return false;
  const sumFirstTen = d.slice(0, 10).reduce((a, b) => a + b, 0);
  return sumFirstTen % 10 === d[10];
}

export const TC_KIMLIK_INVALID_MESSAGE = 'Lütfen geçerli bir T.C. kimlik numarası giriniz.';
