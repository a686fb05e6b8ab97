import { bigint, boolean, index, integer, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export const blogCategories = pgTable('blog_categories', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: varchar('name', { length: 100 }).notNull(),
  slug: varchar('slug', { length: 120 }).notNull().unique(),
});

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // Title and summary may hold inline HTML and entities (spec 3); the pages reduce them to text.
    title: varchar('title', { length: 300 }).notNull(),
    summary: text('summary').notNull(),
    // Sanitized HTML: the repository runs DOMPurify before every insert.
    content: text('content').notNull(),
    // Path under /api/media/blog/, or NULL when the post has no picture.
    image: varchar('image', { length: 300 }),
    slug: varchar('slug', { length: 200 }).notNull().unique(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => blogCategories.id, { onDelete: 'restrict' }),
    readingTime: integer('reading_time'),
    isFeatured: boolean('is_featured').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('blog_posts_category_id_idx').on(table.categoryId),
    index('blog_posts_created_at_idx').on(table.createdAt),
  ],
);

/**
 * One row whose counter moves with every change to blog_posts or blog_categories (statement triggers, in the
 * migration 0003_hardening), whoever makes it: each API instance compares it to drop its cached blog answers.
 */
export const blogRevision = pgTable('blog_revision', {
  id: smallint('id').primaryKey(),
  revision: bigint('revision', { mode: 'number' }).notNull().default(0),
});

export type BlogCategoryRow = typeof blogCategories.$inferSelect;
export type BlogPostRow = typeof blogPosts.$inferSelect;
