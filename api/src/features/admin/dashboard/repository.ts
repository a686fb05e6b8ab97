import { and, count, desc, gt, gte, lt, lte, sum, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  DASHBOARD_RECENT_POSTS,
  DASHBOARD_WINDOW_DAYS,
  percentChange,
  type AdminDashboardResponse,
  type DashboardCard,
} from '@kredi/contracts/admin';
import { istanbulDate } from '@kredi/contracts/crm';
import type { Database } from '../../../db/client.js';
import { blogPosts, customers, loanCalculationCounts, users } from '../../../db/schema/index.js';

const DAY_MS = 86_400_000;

const toCard = (total: number, last: number, previous: number): DashboardCard => ({
  total,
  last_30_days: last,
  previous_30_days: previous,
  change_percent: percentChange(last, previous),
});

/** The Istanbul days that open the last window and the one before it ('YYYY-MM-DD'), counted back from `now`. */
function windowDays(now: Date) {
  return {
    today: istanbulDate(now),
    lastFrom: istanbulDate(new Date(now.getTime() - (DASHBOARD_WINDOW_DAYS - 1) * DAY_MS)),
    previousFrom: istanbulDate(new Date(now.getTime() - (2 * DASHBOARD_WINDOW_DAYS - 1) * DAY_MS)),
  };
}

/** The admin dashboard's figures, read from the tables that hold them (no sample numbers). */
export function createDashboardRepository(db: Database, now: () => Date = () => new Date()) {
  /** Rows of a table, and those created in the last 30 days and in the 30 days before. */
  async function rowCard(table: PgTable, createdAt: PgColumn): Promise<DashboardCard> {
    const at = now();
    const lastStart = new Date(at.getTime() - DASHBOARD_WINDOW_DAYS * DAY_MS);
    const previousStart = new Date(at.getTime() - 2 * DASHBOARD_WINDOW_DAYS * DAY_MS);
    const counted = (where?: SQL) =>
      db
        .select({ n: count() })
        .from(table)
        .where(where)
        .then((rows) => rows[0]?.n ?? 0);
    const [total, last, previous] = await Promise.all([
      counted(),
      counted(and(gt(createdAt, lastStart), lte(createdAt, at))),
      counted(and(gt(createdAt, previousStart), lte(createdAt, lastStart))),
    ]);
    return toCard(total, last, previous);
  }

  /** The calculator's per-day counters (an Istanbul day each), summed over the same windows. */
  async function calculationCard(): Promise<DashboardCard> {
    const { today, lastFrom, previousFrom } = windowDays(now());
    const summed = (where?: SQL) =>
      db
        .select({ n: sum(loanCalculationCounts.count).mapWith(Number) })
        .from(loanCalculationCounts)
        .where(where)
        .then((rows) => rows[0]?.n ?? 0);
    const [total, last, previous] = await Promise.all([
      summed(),
      summed(and(gte(loanCalculationCounts.day, lastFrom), lte(loanCalculationCounts.day, today))),
      summed(and(gte(loanCalculationCounts.day, previousFrom), lt(loanCalculationCounts.day, lastFrom))),
    ]);
    return toCard(total, last, previous);
  }

  return {
    async read(): Promise<AdminDashboardResponse> {
      const [usersCard, calculations, applications, recent] = await Promise.all([
        rowCard(users, users.createdAt),
        calculationCard(),
        rowCard(customers, customers.createdAt),
        db
          .select({
            id: blogPosts.id,
            title: blogPosts.title,
            slug: blogPosts.slug,
            published: blogPosts.isPublished,
            viewCount: blogPosts.viewCount,
            createdAt: blogPosts.createdAt,
          })
          .from(blogPosts)
          .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
          .limit(DASHBOARD_RECENT_POSTS),
      ]);
      return {
        cards: { users: usersCard, calculations, applications },
        recent_posts: recent.map((post) => ({
          id: post.id,
          title: post.title,
          slug: post.slug,
          published: post.published,
          view_count: post.viewCount,
          created_at: post.createdAt.toISOString(),
        })),
      };
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
