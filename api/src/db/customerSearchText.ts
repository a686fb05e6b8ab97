import { customerSearchText } from '@kredi/contracts/crm';
import type { customers } from './schema/index.js';

type CustomerInsert = typeof customers.$inferInsert;

/**
 * Every repository that inserts a customer or changes its name, phone or city passes the values through here,
 * so customers.search_text always holds the folded text the CRM search looks in (one fold, in the application,
 * because the databases disagree on Turkish case).
 */
export function withSearchText<T extends Pick<CustomerInsert, 'fullName' | 'phone' | 'city'>>(values: T): T & { searchText: string } {
  return { ...values, searchText: customerSearchText({ fullName: values.fullName, phone: values.phone, city: values.city }) };
}
