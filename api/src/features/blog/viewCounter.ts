import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { istanbulDate } from '@kredi/contracts/crm';
import type { Database } from '../../db/client.js';
import { blogPosts, blogViewMarks, blogViewSalts } from '../../db/schema/index.js';

/** Crawlers and link previews are not readers. */
const NOT_A_READER = /bot|crawl|spider|slurp|preview|facebookexternalhit|headless|curl|wget|python-requests|httpclient/i;

export interface ViewVisitor {
  ip: string;
  userAgent: string;
}

export type ViewOutcome = 'counted' | 'already_counted' | 'not_a_reader' | 'not_found';

/**
 * Counts a view of a published post, at most once per visitor and day, storing nothing that identifies the visitor:
 * the mark is an HMAC of IP + user agent + post under the day's random salt, and the salts and marks of earlier
 * days are deleted on the way. Safe under concurrency (the mark's primary key decides who counts).
 */
export function createViewCounter(db: Database, now: () => Date = () => new Date()) {
  return {
    async recordView(slug: string, visitor: ViewVisitor): Promise<ViewOutcome> {
      const [post] = await db
        .select({ id: blogPosts.id })
        .from(blogPosts)
        .where(and(eq(blogPosts.slug, slug), eq(blogPosts.isPublished, true)))
        .limit(1);
      if (!post) return 'not_found';
      if (!visitor.userAgent || NOT_A_READER.test(visitor.userAgent)) return 'not_a_reader';
      // Views are counted once per visitor and Istanbul day.
      const day = istanbulDate(now());
      return db.transaction(async (tx) => {
        await tx.delete(blogViewMarks).where(lt(blogViewMarks.day, day));
        await tx.delete(blogViewSalts).where(lt(blogViewSalts.day, day));
        await tx
          .insert(blogViewSalts)
          .values({ day, salt: randomBytes(32).toString('hex') })
          .onConflictDoNothing();
        const [{ salt }] = (await tx.select({ salt: blogViewSalts.salt }).from(blogViewSalts).where(eq(blogViewSalts.day, day))) as [
          { salt: string },
        ];
        const mark = createHmac('sha256', salt).update(`${visitor.ip}\n${visitor.userAgent}\n${post.id}`).digest('hex');
        const inserted = await tx
          .insert(blogViewMarks)
          .values({ day, postId: post.id, visitor: mark })
          .onConflictDoNothing()
          .returning({ day: blogViewMarks.day });
        if (inserted.length === 0) return 'already_counted';
        await tx
          .update(blogPosts)
          .set({ viewCount: sql`${blogPosts.viewCount} + 1` })
          .where(eq(blogPosts.id, post.id));
        return 'counted';
      });
    },
  };
}
