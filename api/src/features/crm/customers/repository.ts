import { and, asc, desc, eq, gt, gte, isNotNull, isNull, lt, max, or, sql, type SQL } from 'drizzle-orm';
import type { CrmStage, CustomerSearch } from '@kredi/contracts/crm';
import type { Database } from '../../../db/client.js';
import { customers, staff, type CustomerRow } from '../../../db/schema/index.js';
import type { CustomerListRow } from './view.js';

/** The parsed search (contracts/crm parseCustomerSearch) and the status filter. */
export interface CustomerFilter extends CustomerSearch {
  stage: CrmStage | undefined;
  /** Reminder filter (contracts/crm reminderRange): the next contact within [from, to). */
  nextContact?: { from?: Date; to?: Date } | undefined;
  /** Owner filter: this staff id ('Bana atananlar') or null ('Atanmamış'); undefined = everyone. */
  owner?: number | null | undefined;
  /** Only customers with a next contact: whom the next-contact order holds (the board counts its columns so). */
  planned?: boolean | undefined;
}

export interface CustomerPageInput extends CustomerFilter {
  /** Keyset: only customers with a smaller id (the list runs newest first). */
  beforeId: number | undefined;
  limit: number;
}

/** Shortest word the trigram index can help with. */
const TRIGRAM = 3;
/** Newest ids a search reads in key order before it turns to the trigram index. */
export const SEARCH_WINDOW = 10_000;

async function newestId(db: Database): Promise<number> {
  const [row] = await db.select({ id: max(customers.id) }).from(customers);
  return row?.id ?? 0;
}

/**
 * A phone prefix with fewer matches than this is read through the (phone, id) index and sorted; a commoner one
 * (e.g. '0532') walks the primary key newest first, where matches are dense enough to fill a page at once.
 */
export const PHONE_PREFIX_INDEX_LIMIT = 20_000;

/** LIKE treats % _ and \ specially: a search for '50%' means the characters. */
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** Digits only (contracts/crm): nothing to escape; the (phone text_pattern_ops, id) index answers it. */
const phoneStartsWith = (prefix: string) => sql`${customers.phone} like ${`${prefix}%`}`;

export function filterConditions(filter: CustomerFilter): SQL[] {
  const conditions: SQL[] = filter.terms.map((term) => sql`${customers.searchText} like ${`%${escapeLike(term)}%`}`);
  if (filter.phonePrefix !== undefined) conditions.push(phoneStartsWith(filter.phonePrefix));
  if (filter.stage) conditions.push(eq(customers.crmStage, filter.stage));
  if (filter.nextContact?.from) conditions.push(gte(customers.nextContactAt, filter.nextContact.from));
  if (filter.nextContact?.to) conditions.push(lt(customers.nextContactAt, filter.nextContact.to));
  if (filter.planned) conditions.push(isNotNull(customers.nextContactAt));
  // Served with the keyset by (assigned_staff_id, id), migration 0014.
  if (filter.owner === null) conditions.push(isNull(customers.assignedStaffId));
  else if (filter.owner !== undefined) conditions.push(eq(customers.assignedStaffId, filter.owner));
  return conditions;
}

export const listColumns = {
  id: customers.id,
  fullName: customers.fullName,
  city: customers.city,
  age: customers.age,
  phone: customers.phone,
  findeksScore: customers.findeksScore,
  recommendedLimit: customers.recommendedLimit,
  crmStage: customers.crmStage,
  birthDate: customers.birthDate,
  findeksFlag: customers.findeksFlag,
  nextContactAt: customers.nextContactAt,
  assignedStaffId: customers.assignedStaffId,
  createdAt: customers.createdAt,
};

export type CustomerExportRow = CustomerListRow & Pick<CustomerRow, 'nextContactAt' | 'createdAt'>;

/** The options are only changed by tests, to exercise every path of a search on a small table. */
export function createCrmCustomersRepository(db: Database, options: { searchWindow?: number; phonePrefixIndexLimit?: number } = {}) {
  const searchWindow = options.searchWindow ?? SEARCH_WINDOW;
  const phonePrefixIndexLimit = options.phonePrefixIndexLimit ?? PHONE_PREFIX_INDEX_LIMIT;
  /** How many customers' phones start with the prefix, counting no further than `cap`. */
  const countPhonePrefix = async (prefix: string, cap: number) => {
    const matches = db
      .select({ one: sql`1` })
      .from(customers)
      .where(phoneStartsWith(prefix))
      .limit(cap)
      .as('matches');
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(matches);
    return row?.n ?? 0;
  };
  return {
    /**
     * One page, newest first, by keyset on the primary key: the cost does not grow with the page number. Reads
     * one row more than asked to know whether a next page exists.
     *
     * A search with a word of 3+ letters can use the trigram index, but the planner cannot tell a common word from
     * a rare one, and a wrong guess is costly either way (walking the whole primary key for a word that is not
     * there, or fetching thousands of matches to keep 20). So the page is read in two steps: the newest
     * SEARCH_WINDOW ids in key order (a common word fills the page here), then, only if the page is not full,
     * the older ids through the trigram index (a rare word has few matches there). See docs/crm.md.
     */
    async page(input: CustomerPageInput): Promise<{ rows: CustomerExportRow[]; hasMore: boolean }> {
      const want = input.limit + 1;
      const conditions = filterConditions(input);
      const read = (extra: SQL[], order: SQL | typeof customers.id, limit: number) =>
        db
          .select(listColumns)
          .from(customers)
          .where(and(...conditions, ...extra))
          .orderBy(desc(order))
          .limit(limit);
      const below = input.beforeId === undefined ? [] : [lt(customers.id, input.beforeId)];
      let rows: CustomerExportRow[];
      if (input.phonePrefix !== undefined) {
        // The planner guesses a prefix's matches as evenly spread over the ids; they rarely are (numbers of one
        // operator arrive together), so count them (index only, capped) and choose the path ourselves.
        const rare = (await countPhonePrefix(input.phonePrefix, phonePrefixIndexLimit)) < phonePrefixIndexLimit;
        rows = await read(below, rare ? sql`${customers.id} + 0` : customers.id, want);
      } else if (!input.terms.some((term) => term.length >= TRIGRAM)) {
        rows = await read(below, customers.id, want);
      } else {
        const upper = input.beforeId ?? (await newestId(db)) + 1;
        const lower = upper - searchWindow;
        rows = await read([lt(customers.id, upper), gte(customers.id, lower)], customers.id, want);
        if (rows.length < want && lower > 1) {
          // `id + 0` keeps the planner off the primary-key order, so it filters through the trigram index.
          rows = rows.concat(await read([lt(customers.id, lower)], sql`${customers.id} + 0`, want - rows.length));
        }
      }
      return { rows: rows.slice(0, input.limit), hasMore: rows.length > input.limit };
    },

    /**
     * One page in next-contact order (earliest first, then id), by keyset on (next_contact_at, id): customers
     * without a next contact are not in this order. The (next_contact_at, id) index serves it.
     */
    async pageByNextContact(input: CustomerFilter & { after: { at: Date; id: number } | undefined; limit: number }) {
      const after = input.after
        ? [
            or(
              gt(customers.nextContactAt, input.after.at),
              and(eq(customers.nextContactAt, input.after.at), gt(customers.id, input.after.id)),
            )!,
          ]
        : [];
      const rows = await db
        .select(listColumns)
        .from(customers)
        .where(and(...filterConditions(input), isNotNull(customers.nextContactAt), ...after))
        .orderBy(asc(customers.nextContactAt), asc(customers.id))
        .limit(input.limit + 1);
      return { rows: rows.slice(0, input.limit), hasMore: rows.length > input.limit };
    },

    /** Matches of the search and filter, counted no further than `cap` (the list shows '10.000+' beyond it). */
    async count(filter: CustomerFilter, cap: number): Promise<{ total: number; exact: boolean }> {
      const matches = db
        .select({ one: sql`1` })
        .from(customers)
        .where(and(...filterConditions(filter)))
        .limit(cap + 1)
        .as('matches');
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(matches);
      const n = row?.n ?? 0;
      return { total: Math.min(n, cap), exact: n <= cap };
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
