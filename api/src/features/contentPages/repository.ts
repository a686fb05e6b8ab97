import { and, desc, eq } from 'drizzle-orm';
import { contentPageBySlug, type ContentPage } from '@kredi/contracts/content-pages';
import type { Database } from '../../db/client.js';
import { contentPageRevision, contentPages, type ContentPageRow } from '../../db/schema/index.js';
import { faqOf } from './storedText.js';

/** A published page as the public API answers it; the FAQ's body is split into its groups of questions. */
export function toPublicPage(row: ContentPageRow): ContentPage | undefined {
  const place = contentPageBySlug(row.slug);
  if (!place) return undefined;
  const faq = place.kind === 'faq' ? faqOf(row.contentSource) : null;
  return {
    slug: row.slug,
    kind: place.kind,
    path: place.path,
    title: row.title,
    description: row.description,
    content: faq ? faq.intro : row.content,
    version: row.version,
    updated_on: row.updatedOn,
    faq: faq ? faq.groups : null,
  };
}

/** The public side: published pages only (drafts never leave the admin area), and the revision their cache follows. */
export function createContentPagesRepository(db: Database) {
  return {
    async findPublished(slug: string): Promise<ContentPage | undefined> {
      const [row] = await db
        .select()
        .from(contentPages)
        .where(and(eq(contentPages.slug, slug), eq(contentPages.isPublished, true)))
        .limit(1);
      return row && toPublicPage(row);
    },

    /** Published pages for the sitemap, at their site paths, with the time of their last change. */
    async listSitemapPages(): Promise<Array<{ path: string; updatedAt: Date }>> {
      const rows = await db
        .select({ slug: contentPages.slug, updatedAt: contentPages.updatedAt })
        .from(contentPages)
        .where(eq(contentPages.isPublished, true))
        .orderBy(desc(contentPages.updatedAt));
      return rows.flatMap((row) => {
        const place = contentPageBySlug(row.slug);
        return place ? [{ path: place.path, updatedAt: row.updatedAt }] : [];
      });
    },

    async revision(): Promise<number> {
      const [row] = await db.select({ revision: contentPageRevision.revision }).from(contentPageRevision).limit(1);
      return row?.revision ?? 0;
    },
  };
}
