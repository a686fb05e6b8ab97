import { bigint, boolean, date, integer, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The site's content pages (services, FAQ, policies, call us): which pages exist and where they live is code
 * (CONTENT_PAGES in the content-pages contract); their texts are edited by the admin here.
 */
export const contentPages = pgTable('content_pages', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: varchar('slug', { length: 80 }).notNull().unique(),
  title: varchar('title', { length: 200 }).notNull(),
  /** The page's meta description. */
  description: varchar('description', { length: 300 }).notNull(),
  /** Sanitized HTML, rendered from content_source on every save. */
  content: text('content').notNull(),
  /** What the admin's editor holds (Markdown, raw HTML allowed). */
  contentSource: text('content_source').notNull(),
  /** A policy's version (1.0, 1.1, ...); NULL on the other pages. */
  version: varchar('version', { length: 20 }),
  /** The 'last updated' date the page shows: the admin sets it when the text changes in substance. */
  updatedOn: date('updated_on', { mode: 'string' }).notNull(),
  isPublished: boolean('is_published').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Moves with every change to content_pages (a statement trigger, migration 0019): the public answers' cache key. */
export const contentPageRevision = pgTable('content_page_revision', {
  id: smallint('id').primaryKey(),
  revision: bigint('revision', { mode: 'number' }).notNull().default(0),
});

export type ContentPageRow = typeof contentPages.$inferSelect;
