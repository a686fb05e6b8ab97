/**
 * Customer search (docs/crm.md, 'Customer list and search'): name, phone and city, Turkish-aware. The stored search text and the query are
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
  // +90 5xx… is the national 05xx…: typed from the number's beginning.
  const international = /^\+\s*90/.test(query) || (digits.startsWith('90') && digits.length > 10);
  return international ? `0${digits.slice(2)}` : digits;
}

export interface CustomerSearch {
  /** Folded words that must all occur somewhere in the search text (substring match). */
  terms: string[];
  /**
   * The whole stored 10-digit phone, when the query is a complete number ('0532 123 45 67', '+90 532 123 45 67',
   * '5321234567'): answered by the phone's own ordered index. Any shorter run of digits ('0059', '059', '0532 12')
   * is a substring term: the search text holds the number with and without its leading 0, so a run typed from the
   * start, the middle or the end finds the numbers that contain it.
   */
  phonePrefix?: string;
}

/** Phones are stored as 10 digits without the leading 0 (contracts/common phone). */
const STORED_PHONE_LENGTH = 10;
/** Shortest run of digits a phone search looks for (any run of at least 3 digits). */
export const PHONE_SEARCH_MIN_DIGITS = 3;

/** What to look for; no terms and no prefix when the query is blank. */
export function parseCustomerSearch(query: string | undefined): CustomerSearch {
  const raw = String(query ?? '').slice(0, SEARCH_MAX_LENGTH);
  const digits = phoneDigits(raw.trim());
  if (digits) {
    const national = digits.startsWith('0') ? digits.slice(1) : digits;
    if (national.length === STORED_PHONE_LENGTH && national.startsWith('5')) return { terms: [], phonePrefix: national };
    return { terms: [digits] };
  }
  const key = searchKey(raw);
  if (key === '') return { terms: [] };
  return { terms: [...new Set(key.split(' '))].slice(0, MAX_TERMS) };
}

/** Whether a customer with this stored search text and phone is found by the search (the API's SQL, in memory). */
export function matchesCustomerSearch(search: CustomerSearch, stored: { searchText: string; phone: string }): boolean {
  if (search.phonePrefix !== undefined && !stored.phone.startsWith(search.phonePrefix)) return false;
  return search.terms.every((term) => stored.searchText.includes(term));
}
