import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

export const blogCategories = pgTable('blog_categories', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: varchar('name', { length: 100 }).notNull(),
  slug: varchar('slug', { length: 120 }).notNull().unique(),
});

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // Title and summary may hold inline HTML and entities; the pages reduce them to text.
    title: varchar('title', { length: 300 }).notNull(),
    summary: text('summary').notNull(),
    // Sanitized HTML: the repository runs DOMPurify before every insert and update.
    content: text('content').notNull(),
    /** What the admin's editor holds (Markdown, raw HTML allowed); NULL for posts stored as HTML (the seed). */
    contentSource: text('content_source'),
    // Path under /api/media/blog/, or NULL when the post has no picture.
    image: varchar('image', { length: 300 }),
    slug: varchar('slug', { length: 200 }).notNull().unique(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => blogCategories.id, { onDelete: 'restrict' }),
    readingTime: integer('reading_time'),
    isFeatured: boolean('is_featured').notNull().default(false),
    /** Unpublished posts (drafts) never appear on public endpoints or in the sitemap. */
    isPublished: boolean('is_published').notNull().default(true),
    /** Views on the public post page, at most one per visitor and day (see blog view counting in docs/admin.md). */
    viewCount: integer('view_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('blog_posts_category_id_idx').on(table.categoryId), index('blog_posts_created_at_idx').on(table.createdAt)],
);

/**
 * One row whose counter moves with every change to blog_posts or blog_categories (statement triggers, in the
 * migration 0003_hardening), whoever makes it: each API instance compares it to drop its cached blog answers.
 */
export const blogRevision = pgTable('blog_revision', {
  id: smallint('id').primaryKey(),
  revision: bigint('revision', { mode: 'number' }).notNull().default(0),
});

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite hands back a Uint8Array, node-postgres a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Pictures uploaded from the admin's blog editor, kept in the database so every API instance serves them. The type
 * was checked against the file's first bytes; the name is derived from the content's SHA-256 (same file, same name).
 */
export const blogImages = pgTable('blog_images', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** '<first 32 hex of the SHA-256>.<png|jpg|webp|gif>', served at /api/media/uploads/<name>. */
  name: varchar('name', { length: 40 }).notNull().unique(),
  contentType: varchar('content_type', { length: 20 }).notNull(),
  bytes: bytea('bytes').notNull(),
  byteSize: integer('byte_size').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * View counting without personal data: one random salt per Istanbul day, deleted when the day is over. A visitor is
 * HMAC-SHA256(salt, IP + user agent + post), so a mark cannot be traced back to anyone once its day's salt is gone.
 */
export const blogViewSalts = pgTable('blog_view_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: varchar('salt', { length: 64 }).notNull(),
});

/** "This visitor has been counted for this post today"; only today's rows are kept. */
export const blogViewMarks = pgTable(
  'blog_view_marks',
  {
    day: date('day', { mode: 'string' }).notNull(),
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    visitor: varchar('visitor', { length: 64 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.postId, table.visitor] })],
);

export type BlogCategoryRow = typeof blogCategories.$inferSelect;
export type BlogPostRow = typeof blogPosts.$inferSelect;
export type BlogImageRow = typeof blogImages.$inferSelect;
