import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { CrmStage } from '@kredi/contracts/crm';
import type { Database } from '../../../db/client.js';
import { customers, staff, type CustomerRow } from '../../../db/schema/index.js';
import type { CustomerListRow } from './view.js';

export interface CustomerFilter {
  /** Folded search words (contracts/crm searchTerms); every one must occur. */
  terms: string[];
  stage: CrmStage | undefined;
}

export interface CustomerPageInput extends CustomerFilter {
  /** Keyset: only customers with a smaller id (the list runs newest first). */
  beforeId: number | undefined;
  limit: number;
}

/** LIKE treats % _ and \ specially: a search for '50%' means the characters. */
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (ch) => `\\${ch}`);

export function filterConditions(filter: CustomerFilter): SQL[] {
  const conditions: SQL[] = filter.terms.map((term) => sql`${customers.searchText} like ${`%${escapeLike(term)}%`}`);
  if (filter.stage) conditions.push(eq(customers.crmStage, filter.stage));
  return conditions;
}

const listColumns = {
  id: customers.id,
  fullName: customers.fullName,
  city: customers.city,
  age: customers.age,
  phone: customers.phone,
  findeksScore: customers.findeksScore,
  recommendedLimit: customers.recommendedLimit,
  crmStage: customers.crmStage,
  nextContactAt: customers.nextContactAt,
  createdAt: customers.createdAt,
};

export type CustomerExportRow = CustomerListRow & Pick<CustomerRow, 'nextContactAt' | 'createdAt'>;

export function createCrmCustomersRepository(db: Database) {
  return {
    /**
     * One page, newest first, by keyset on the primary key: the cost does not grow with the page number. Reads
     * one row more than asked to know whether a next page exists.
     */
    async page(input: CustomerPageInput): Promise<{ rows: CustomerExportRow[]; hasMore: boolean }> {
      const conditions = filterConditions(input);
      if (input.beforeId !== undefined) conditions.push(lt(customers.id, input.beforeId));
      const rows = await db
        .select(listColumns)
        .from(customers)
        .where(and(...conditions))
        .orderBy(desc(customers.id))
        .limit(input.limit + 1);
      return { rows: rows.slice(0, input.limit), hasMore: rows.length > input.limit };
    },

    async detail(id: number): Promise<{ row: CustomerRow; assignedStaffName: string | null } | undefined> {
      const [found] = await db
        .select({ row: customers, assignedStaffName: staff.fullName })
        .from(customers)
        .leftJoin(staff, eq(staff.id, customers.assignedStaffId))
        .where(eq(customers.id, id))
        .limit(1);
      return found;
    },
  };
}

export type CrmCustomersRepository = ReturnType<typeof createCrmCustomersRepository>;
