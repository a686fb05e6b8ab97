import { desc, eq, sql } from 'drizzle-orm';
import {
  contentPageBySlug,
  contentPageMessages as m,
  parseFaqMarkdown,
  type AdminContentPage,
  type AdminContentPageBody,
  type AdminContentPageSummary,
} from '@kredi/contracts/content-pages';
import type { Database } from '../../../db/client.js';
import { advisoryXactLock, type Tx } from '../../../db/locks.js';
import { contentPages, type ContentPageRow } from '../../../db/schema/index.js';
import { ApiError } from '../../../http/errors.js';
import { pageHtml, pageInlineText } from '../../contentPages/public.js';
import { recordAudit } from '../audit/recorder.js';
import type { AdminPrincipal } from '../auth/repository.js';

function toSummary(row: ContentPageRow): AdminContentPageSummary {
  const place = contentPageBySlug(row.slug)!;
  return {
    id: row.id,
    slug: row.slug,
    kind: place.kind,
    path: place.path,
    title: row.title,
    version: row.version,
    updated_on: row.updatedOn,
    published: row.isPublished,
    updated_at: row.updatedAt.toISOString(),
  };
}

const toPage = (row: ContentPageRow): AdminContentPage => ({
  ...toSummary(row),
  description: row.description,
  content_source: row.contentSource,
  content: row.content,
});

/** What the audit keeps of a page: the fields an admin sets (the Markdown, not the HTML made from it). */
const snapshot = (page: AdminContentPage) => ({
  title: page.title,
  description: page.description,
  slug: page.slug,
  version: page.version,
  updated_on: page.updated_on,
  published: page.published,
  content: page.content_source,
});

/** The rules a body's fields cannot say alone: a policy has a version; the FAQ has at least one question. */
function checkBody(body: AdminContentPageBody) {
  const kind = contentPageBySlug(body.slug)!.kind;
  if (kind === 'policy' && !body.version) throw new ApiError(400, m.versionRequired, { version: m.versionRequired });
  if (kind === 'faq' && parseFaqMarkdown(body.content).groups.length === 0) throw new ApiError(400, m.faqEmpty, { content: m.faqEmpty });
  return {
    slug: body.slug,
    title: pageInlineText(body.title),
    description: pageInlineText(body.description),
    content: pageHtml(body.content),
    contentSource: body.content,
    // Only policies carry a version: a stray one on another page would be shown nowhere and confuse the audit.
    version: kind === 'policy' ? body.version : null,
    updatedOn: body.updated_on,
    isPublished: body.published,
  };
}

const asDb = (tx: Tx) => tx as unknown as Database;

/** The admin's content pages: every change written together with its audit record. */
export function createAdminContentPagesRepository(db: Database) {
  async function find(handle: Database | Tx, id: number, lock = false): Promise<ContentPageRow | undefined> {
    const query = handle.select().from(contentPages).where(eq(contentPages.id, id));
    const [row] = lock ? await query.for('update') : await query;
    // A row whose slug the code no longer knows is not a page of this site: not listed, not editable.
    return row && contentPageBySlug(row.slug) ? row : undefined;
  }

  /** Under a lock, so two saves cannot both find a slug free (the unique index would answer a 500). */
  async function slugTaken(tx: Tx, slug: string, self?: number): Promise<boolean> {
    await advisoryXactLock(tx, 'content-page-slug');
    const [row] = await tx.select({ id: contentPages.id }).from(contentPages).where(eq(contentPages.slug, slug)).limit(1);
    return row !== undefined && row.id !== self;
  }

  return {
    async list(): Promise<AdminContentPageSummary[]> {
      const rows = await db.select().from(contentPages).orderBy(desc(contentPages.updatedAt), desc(contentPages.id));
      return rows.filter((row) => contentPageBySlug(row.slug)).map(toSummary);
    },

    get: async (id: number) => {
      const row = await find(db, id);
      return row && toPage(row);
    },

    create(admin: AdminPrincipal, body: AdminContentPageBody): Promise<AdminContentPage> {
      const values = checkBody(body);
      return db.transaction(async (tx) => {
        if (await slugTaken(tx, body.slug)) throw new ApiError(409, m.slugTaken, { slug: m.slugTaken });
        const [row] = await tx.insert(contentPages).values(values).returning();
        const created = toPage(row!);
        await recordAudit(asDb(tx), admin, {
          action: 'create',
          entity: 'content_page',
          entityId: created.id,
          label: created.title,
          after: snapshot(created),
        });
        return created;
      });
    },

    update(admin: AdminPrincipal, id: number, body: AdminContentPageBody): Promise<AdminContentPage | undefined> {
      const values = checkBody(body);
      return db.transaction(async (tx) => {
        const before = await find(tx, id, true);
        if (!before) return undefined;
        if (await slugTaken(tx, body.slug, id)) throw new ApiError(409, m.slugTaken, { slug: m.slugTaken });
        const [row] = await tx
          .update(contentPages)
          .set({ ...values, updatedAt: sql`now()` })
          .where(eq(contentPages.id, id))
          .returning();
        const after = toPage(row!);
        await recordAudit(asDb(tx), admin, {
          action: 'update',
          entity: 'content_page',
          entityId: id,
          label: after.title,
          before: snapshot(toPage(before)),
          after: snapshot(after),
        });
        return after;
      });
    },

    /** True when it existed. */
    delete(admin: AdminPrincipal, id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const before = await find(tx, id, true);
        if (!before) return false;
        await tx.delete(contentPages).where(eq(contentPages.id, id));
        await recordAudit(asDb(tx), admin, {
          action: 'delete',
          entity: 'content_page',
          entityId: id,
          label: before.title,
          before: snapshot(toPage(before)),
        });
        return true;
      });
    },
  };
}
