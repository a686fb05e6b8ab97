/**
 * Turkish-aware folding, one implementation for the name check of the credit form and the CRM search.
 * Databases disagree on Turkish case (PGlite and PostgreSQL in C.UTF-8 lower 'IŞIK' to 'işik', not 'ışık'),
 * so text is folded here, in the application, and both the stored search column and the query use it.
 */

const FOLD: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u', â: 'a', î: 'i', û: 'u' };

/** Turkish lower case ('I' -> 'ı', 'İ' -> 'i'), Turkish letters folded to ASCII, other accents stripped. */
export function foldTurkish(text: string): string {
  return String(text ?? '')
    .toLocaleLowerCase('tr-TR')
    .replace(/[çğıöşüâîû]/g, (ch) => FOLD[ch] ?? ch)
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

/** foldTurkish plus collapsed whitespace: the form stored in search columns and used for queries. */
export function searchKey(text: string): string {
  return foldTurkish(text).replace(/\s+/g, ' ').trim();
}
