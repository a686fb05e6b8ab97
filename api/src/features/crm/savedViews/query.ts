import { CustomerListQuery, SAVED_VIEW_KEYS } from '@kredi/contracts/crm';
import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

/** What a view may keep: the customer list's own query schema without its paging. */
const SavedViewFilters = Type.Pick(CustomerListQuery, [...SAVED_VIEW_KEYS]);

/**
 * The canonical query string of a view ('durum=aranacak&sira=ilk_yanit'), or null when the customer list would refuse
 * it: an unknown or repeated key, or a value its query schema does not accept. Empty values are dropped and the keys
 * keep one order, so two views of the same filters read the same.
 */
export function normalizeSavedViewQuery(text: string): string | null {
  const params = new URLSearchParams(text.startsWith('?') ? text.slice(1) : text);
  const filters: Record<string, string> = {};
  for (const [key, value] of params) {
    if (!(SAVED_VIEW_KEYS as readonly string[]).includes(key) || key in filters) return null;
    filters[key] = key === 'search' ? value.trim() : value;
  }
  if (!Value.Check(SavedViewFilters, filters)) return null;
  const canonical = new URLSearchParams();
  for (const key of SAVED_VIEW_KEYS) if (filters[key]) canonical.set(key, filters[key]);
  return canonical.toString();
}
