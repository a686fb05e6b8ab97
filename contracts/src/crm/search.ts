/**
 * Customer search (spec 2.16): name, phone and city, Turkish-aware. The stored search text and the query are
 * folded the same way (searchKey), so 'istanbul' finds 'İSTANBUL', 'ışık' finds 'IŞIK' and 'sahin' finds
 * 'Şahin' on PGlite and PostgreSQL alike. Every word of the query must occur (AND), in any order.
 */
import { searchKey } from '../common/turkishFold';

export const SEARCH_MAX_LENGTH = 100;
const MAX_TERMS = 5;

/** The customers.search_text value of a lead. Phones are stored as 10 digits; the '0'-prefixed form is added. */
export function customerSearchText(fields: { fullName: string; phone: string; city: string }): string {
  const phone = fields.phone ? `${fields.phone} 0${fields.phone}` : '';
  return searchKey(`${fields.fullName} ${phone} ${fields.city}`);
}

/** A typed phone with spaces, dashes or a +90 is searched as its digits. */
function phoneDigits(query: string): string | undefined {
  if (!/^[\d\s()+-]+$/.test(query)) return undefined;
  const digits = query.replace(/\D/g, '');
  if (digits.length === 0) return undefined;
  return digits.startsWith('90') && digits.length > 10 ? digits.slice(2) : digits;
}

/** The folded words to look for; empty when the query is blank. */
export function searchTerms(query: string | undefined): string[] {
  const raw = String(query ?? '').slice(0, SEARCH_MAX_LENGTH);
  const digits = phoneDigits(raw.trim());
  if (digits) return [digits];
  const key = searchKey(raw);
  if (key === '') return [];
  return [...new Set(key.split(' '))].slice(0, MAX_TERMS);
}
