/**
 * CSV export of the customer list for Turkish Excel: UTF-8 with a BOM (so 'ş' and 'ğ' survive), ';' between cells
 * (Turkish Excel reads ',' as the decimal sign) and CRLF line ends. The public forms store whatever visitors type,
 * so every cell is made inert against formula injection (OWASP 'CSV injection').
 */

/** Characters that make a spreadsheet read a cell as a formula (or split it): = + - @ TAB CR. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell that could start a formula gets a leading apostrophe, which spreadsheets show as text. */
export function neutralizeCsvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** csv-stringify options that give the format above. */
export const CSV_OPTIONS = { bom: true, delimiter: ';', record_delimiter: '\r\n', quoted_string: false } as const;

export const CUSTOMER_CSV_HEADER = [
  'Müşteri No',
  'Ad Soyad',
  'Telefon',
  'Şehir',
  'Yaş',
  'Findeks',
  'Önerilen Limit (TL)',
  'Durum',
  'Sonraki İletişim',
  'Kayıt Tarihi',
] as const;

export const customerCsvFileName = (date: string) => `musteriler-${date}.csv`;
