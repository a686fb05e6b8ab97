import { and, count, desc, eq, like, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  adminBlogLimits,
  adminBlogMessages as m,
  type AdminCategory,
  type AdminCategoryBody,
  type AdminPost,
  type AdminPostBody,
  type AdminPostFlagsBody,
  type AdminPostSummary,
} from '@kredi/contracts/admin';
import { renderPostMarkdown, slugify, SLUG_MAX_LENGTH, uniqueSlug } from '@kredi/contracts/blog';
import type { Database } from '../../../db/client.js';
import { advisoryXactLock, type Tx } from '../../../db/locks.js';
import { blogCategories, blogImages, blogPosts } from '../../../db/schema/index.js';
import { ApiError } from '../../../http/errors.js';
import { wireMapper } from '../../../http/wireMapper.js';
import { cleanPostText } from '../../blog/public.js';
import { recordAudit } from '../audit/recorder.js';
import type { AdminPrincipal } from '../auth/repository.js';
import { categorySnapshot, postSnapshot } from './snapshots.js';

const summaryColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  summary: blogPosts.summary,
  slug: blogPosts.slug,
  image: blogPosts.image,
  isPublished: blogPosts.isPublished,
  isFeatured: blogPosts.isFeatured,
  viewCount: blogPosts.viewCount,
  createdAt: blogPosts.createdAt,
  updatedAt: blogPosts.updatedAt,
  categoryId: blogCategories.id,
  categoryName: blogCategories.name,
  categorySlug: blogCategories.slug,
};

interface SummaryRecord {
  id: number;
  title: string;
  summary: string;
  slug: string;
  image: string | null;
  isPublished: boolean;
  isFeatured: boolean;
  viewCount: number;
  createdAt: Date;
  updatedAt: Date;
  categoryId: number;
  categoryName: string;
  categorySlug: string;
}

const toSummary = wireMapper<SummaryRecord, AdminPostSummary>({
  id: 'id',
  title: 'title',
  summary: 'summary',
  slug: 'slug',
  image: 'image',
  category: (row) => ({ id: row.categoryId, name: row.categoryName, slug: row.categorySlug }),
  published: 'isPublished',
  featured: 'isFeatured',
  view_count: 'viewCount',
  created_at: 'createdAt',
  updated_at: 'updatedAt',
});

/** Which table a slug must be unique in, its length cap and the slug used when a name has no letters left. */
const SLUG_SCOPES = {
  post: { column: blogPosts.slug, id: blogPosts.id, table: blogPosts, max: SLUG_MAX_LENGTH, fallback: 'yazi', taken: m.slugTaken },
  category: {
    column: blogCategories.slug,
    id: blogCategories.id,
    table: blogCategories,
    max: adminBlogLimits.categorySlug,
    fallback: 'kategori',
    taken: m.categorySlugTaken,
  },
} as const;

/**
 * The slug a post or category gets, under a lock so two saves cannot take the same one:
 * - undefined: keep `current` (an edit that does not touch the slug);
 * - '' : made from `name` (Turkish-aware), with -2, -3, ... when taken;
 * - anything else: used as given, a 409 when another record has it.
 */
async function resolveSlug(
  tx: Tx,
  scope: keyof typeof SLUG_SCOPES,
  requested: string | undefined,
  name: string,
  self?: { id: number; slug: string },
): Promise<string> {
  if (requested === undefined && self) return self.slug;
  const { column, id, table, max, fallback, taken } = SLUG_SCOPES[scope];
  await advisoryXactLock(tx, `blog-slug:${scope}`);
  const notSelf = self ? ne(id, self.id) : undefined;
  if (requested) {
    const [clash] = await tx
      .select({ id })
      .from(table)
      .where(and(eq(column, requested), notSelf))
      .limit(1);
    if (clash) throw new ApiError(409, taken, { slug: taken });
    return requested;
  }
  const base = slugify(name, max - 4) || fallback;
  const rows = await tx
    .select({ slug: column })
    .from(table)
    .where(and(or(eq(column, base), like(column, `${base}-%`)), notSelf));
  return uniqueSlug(base, new Set(rows.map((row) => row.slug)), max);
}

async function assertCategory(tx: Tx, categoryId: number): Promise<void> {
  const [found] = await tx.select({ id: blogCategories.id }).from(blogCategories).where(eq(blogCategories.id, categoryId)).limit(1);
  if (!found) throw new ApiError(400, m.categoryUnknown, { category_id: m.categoryUnknown });
}

/** The stored form of an editor body: texts cleaned, the Markdown rendered to HTML and sanitized. */
function storedText(body: AdminPostBody) {
  return {
    ...cleanPostText({ title: body.title, summary: body.summary, content: renderPostMarkdown(body.content) }),
    contentSource: body.content,
  };
}

const asDb = (tx: Tx) => tx as unknown as Database;

/**
 * Blog management: posts (drafts included), categories and uploaded pictures. Every change is written together
 * with its audit record; bad references and taken slugs are Turkish 4xx answers (ApiError).
 */
export function createAdminBlogRepository(db: Database) {
  async function findPost(handle: Database | Tx, id: number, lock = false): Promise<AdminPost | undefined> {
    const query = handle
      .select({ ...summaryColumns, content: blogPosts.content, contentSource: blogPosts.contentSource })
      .from(blogPosts)
      .innerJoin(blogCategories, eq(blogPosts.categoryId, blogCategories.id))
      .where(eq(blogPosts.id, id));
    const [row] = lock ? await query.for('update', { of: blogPosts }) : await query;
    return row && { ...toSummary(row), content_source: row.contentSource ?? row.content, content: row.content };
  }

  /** Changes post `id` under a row lock and records before -> after; undefined when there is no such post. */
  function changePost(
    admin: AdminPrincipal,
    id: number,
    change: (tx: Tx, before: AdminPost) => Promise<Partial<typeof blogPosts.$inferInsert>>,
  ) {
    return db.transaction(async (tx) => {
      const before = await findPost(tx, id, true);
      if (!before) return undefined;
      await tx
        .update(blogPosts)
        .set({ ...(await change(tx, before)), updatedAt: sql`now()` })
        .where(eq(blogPosts.id, id));
      const after = (await findPost(tx, id))!;
      await recordAudit(asDb(tx), admin, {
        action: 'update',
        entity: 'blog_post',
        entityId: id,
        label: after.title,
        before: postSnapshot(before),
        after: postSnapshot(after),
      });
      return after;
    });
  }

  async function listCategoriesWhere(where?: SQL): Promise<AdminCategory[]> {
    const rows = await db
      .select({ id: blogCategories.id, name: blogCategories.name, slug: blogCategories.slug, postCount: count(blogPosts.id) })
      .from(blogCategories)
      .leftJoin(blogPosts, eq(blogPosts.categoryId, blogCategories.id))
      .where(where)
      .groupBy(blogCategories.id)
      .orderBy(blogCategories.id);
    return rows.map(({ postCount, ...category }) => ({ ...category, post_count: postCount }));
  }

  return {
    /** Every post, drafts included, newest first. */
    async listPosts(): Promise<AdminPostSummary[]> {
      const rows = await db
        .select(summaryColumns)
        .from(blogPosts)
        .innerJoin(blogCategories, eq(blogPosts.categoryId, blogCategories.id))
        .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id));
      return rows.map(toSummary);
    },

    getPost: (id: number) => findPost(db, id),

    createPost(admin: AdminPrincipal, body: AdminPostBody): Promise<AdminPost> {
      return db.transaction(async (tx) => {
        await assertCategory(tx, body.category_id);
        const slug = await resolveSlug(tx, 'post', body.slug ?? '', body.title);
        const [row] = await tx
          .insert(blogPosts)
          .values({
            ...storedText(body),
            slug,
            categoryId: body.category_id,
            image: body.image,
            isPublished: body.published,
            isFeatured: body.featured,
          })
          .returning({ id: blogPosts.id });
        const created = (await findPost(tx, row!.id))!;
        await recordAudit(asDb(tx), admin, {
          action: 'create',
          entity: 'blog_post',
          entityId: created.id,
          label: created.title,
          after: postSnapshot(created),
        });
        return created;
      });
    },

    updatePost(admin: AdminPrincipal, id: number, body: AdminPostBody) {
      return changePost(admin, id, async (tx, before) => {
        await assertCategory(tx, body.category_id);
        const slug = await resolveSlug(tx, 'post', body.slug, body.title, { id, slug: before.slug });
        return {
          ...storedText(body),
          slug,
          categoryId: body.category_id,
          image: body.image,
          isPublished: body.published,
          isFeatured: body.featured,
        };
      });
    },

    /** Publish / unpublish, feature / unfeature. */
    setPostFlags(admin: AdminPrincipal, id: number, flags: AdminPostFlagsBody) {
      return changePost(admin, id, async () => ({
        ...(flags.published === undefined ? {} : { isPublished: flags.published }),
        ...(flags.featured === undefined ? {} : { isFeatured: flags.featured }),
      }));
    },

    /** True when it existed. */
    deletePost(admin: AdminPrincipal, id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const before = await findPost(tx, id, true);
        if (!before) return false;
        await tx.delete(blogPosts).where(eq(blogPosts.id, id));
        await recordAudit(asDb(tx), admin, {
          action: 'delete',
          entity: 'blog_post',
          entityId: id,
          label: before.title,
          before: postSnapshot(before),
        });
        return true;
      });
    },

    listCategories: () => listCategoriesWhere(),

    createCategory(admin: AdminPrincipal, body: AdminCategoryBody): Promise<AdminCategory> {
      return db.transaction(async (tx) => {
        const slug = await resolveSlug(tx, 'category', body.slug ?? '', body.name);
        const [row] = await tx.insert(blogCategories).values({ name: body.name, slug }).returning();
        await recordAudit(asDb(tx), admin, {
          action: 'create',
          entity: 'blog_category',
          entityId: row!.id,
          label: row!.name,
          after: categorySnapshot(row!),
        });
        return { ...row!, post_count: 0 };
      });
    },

    async updateCategory(admin: AdminPrincipal, id: number, body: AdminCategoryBody): Promise<AdminCategory | undefined> {
      const updated = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(blogCategories).where(eq(blogCategories.id, id)).for('update');
        if (!before) return undefined;
        const slug = await resolveSlug(tx, 'category', body.slug, body.name, before);
        const [row] = await tx.update(blogCategories).set({ name: body.name, slug }).where(eq(blogCategories.id, id)).returning();
        await recordAudit(asDb(tx), admin, {
          action: 'update',
          entity: 'blog_category',
          entityId: id,
          label: row!.name,
          before: categorySnapshot(before),
          after: categorySnapshot(row!),
        });
        return row;
      });
      return updated && (await listCategoriesWhere(eq(blogCategories.id, id)))[0];
    },

    /** 'deleted', 'missing', or 'in_use' when posts still belong to it. */
    deleteCategory(admin: AdminPrincipal, id: number): Promise<'deleted' | 'missing' | 'in_use'> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(blogCategories).where(eq(blogCategories.id, id)).for('update');
        if (!before) return 'missing';
        if ((await tx.$count(blogPosts, eq(blogPosts.categoryId, id))) > 0) return 'in_use';
        await tx.delete(blogCategories).where(eq(blogCategories.id, id));
        await recordAudit(asDb(tx), admin, {
          action: 'delete',
          entity: 'blog_category',
          entityId: id,
          label: before.name,
          before: categorySnapshot(before),
        });
        return 'deleted';
      });
    },

    /** Stores a checked picture under its content-derived name (the same file uploaded twice is stored once). */
    storeImage(admin: AdminPrincipal, image: { name: string; contentType: string; bytes: Buffer }): Promise<string> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(blogImages)
          .values({ name: image.name, contentType: image.contentType, bytes: image.bytes, byteSize: image.bytes.length })
          .onConflictDoNothing({ target: blogImages.name })
          .returning({ id: blogImages.id });
        if (row) {
          const after = { name: image.name, type: image.contentType, bytes: image.bytes.length };
          await recordAudit(asDb(tx), admin, { action: 'create', entity: 'blog_image', entityId: row.id, label: image.name, after });
        }
        return image.name;
      });
    },
  };
}

export type AdminBlogRepository = ReturnType<typeof createAdminBlogRepository>;
