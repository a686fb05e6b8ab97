/**
 * CSV export of the customer list for Turkish Excel: UTF-8 with a BOM (so 'ş' and 'ğ' survive), ';' between cells
 * (Turkish Excel reads ',' as the decimal sign) and CRLF line ends. The public forms store whatever visitors type,
 * so every cell is made inert against formula injection (OWASP 'CSV injection').
 */

/**
 * Where a spreadsheet may start reading a formula: the start of the cell, or right after a line break inside it (a
 * reader that splits rows on a bare LF or CR sees a new row there), before = + - @ TAB or CR.
 */
const FORMULA_AFTER_LINE_START = /(^|[\r\n])(?=[=+\-@\t\r])/g;

/** Each place that could start a formula gets an apostrophe, which spreadsheets show as text. */
export function neutralizeCsvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value).replace(FORMULA_AFTER_LINE_START, "$1'");
}

/**
 * csv-stringify options that give the format above. csv-stringify quotes a value holding the record delimiter (CRLF)
 * but not a bare LF or CR, which many readers take for a row end: `quoted_match` quotes every value with a line break.
 */
export const CSV_OPTIONS = { bom: true, delimiter: ';', record_delimiter: '\r\n', quoted_string: false, quoted_match: /[\r\n]/ } as const;

export const CUSTOMER_CSV_HEADER = [
  'Müşteri No',
  'Ad Soyad',
  'Telefon',
  'Şehir',
  'Yaş',
  'Findeks',
  'Önerilen Limit (TL)',
  'Durum',
  'Sorumlu',
  'Sonraki İletişim',
  'Kayıt Tarihi',
] as const;

export const customerCsvFileName = (date: string) => `musteriler-${date}.csv`;
