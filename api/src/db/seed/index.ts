import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { blogCategories, blogPosts } from '../schema/index.js';
import { createBlogRepository } from '../../features/blog/repository.js';
import { demoBlogCategories, demoBlogPosts } from './blogContent.js';
import { seedBankOffers } from './bankOffers.js';
import { seedCalculatorRules } from './calculatorRules.js';
import { seedCreditFormulas } from './creditFormulas.js';

// Any constant works; it only has to be the same for every instance of the API.
const SEED_LOCK_ID = 7_342_001;

/**
 * Runs a seed step in a transaction under an advisory lock, so two API instances starting together against one
 * PostgreSQL cannot both insert.
 */
async function underSeedLock(db: Database, step: (tx: Database) => Promise<void>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    await step(tx as unknown as Database);
  });
}

/**
 * Data the product needs to work, whatever SEED_DEMO_DATA says: the calculator's rules (loan types, taxes, terms,
 * vehicle bands), inserted once while there is no loan type.
 */
export async function seedReferenceData(db: Database, log: FastifyBaseLogger): Promise<void> {
  await underSeedLock(db, async (tx) => {
    if (await seedCalculatorRules(tx)) log.info('calculator rules seeded');
  });
}

/** The demo blog content, while there are no posts. Posts go through the blog repository, so they are sanitized. */
async function seedBlog(tx: Database, log: FastifyBaseLogger): Promise<void> {
  if ((await tx.$count(blogPosts)) > 0) return;
  // Categories may exist already (added by hand); reuse those with the same slug.
  await tx.insert(blogCategories).values(demoBlogCategories).onConflictDoNothing({ target: blogCategories.slug });
  const blog = createBlogRepository(tx);
  const categoryIds = new Map((await blog.listCategories()).map((category) => [category.slug, category.id]));

  for (const { categorySlug, ...post } of demoBlogPosts) {
    const categoryId = categoryIds.get(categorySlug);
    if (categoryId === undefined) throw new Error(`Seed post ${post.slug} has unknown category ${categorySlug}`);
    await blog.createPost({ ...post, categoryId });
  }
  log.info({ posts: demoBlogPosts.length }, 'demo blog content seeded');
}

/**
 * Demo content (SEED_DEMO_DATA): blog posts, fictional bank offers and the sample credit formulas, each once while
 * its table is empty (the formulas only while no admin has ever changed them).
 */
export async function seedDemoData(db: Database, log: FastifyBaseLogger): Promise<void> {
  await underSeedLock(db, async (tx) => {
    await seedBlog(tx, log);
    const offers = await seedBankOffers(tx);
    if (offers) log.info({ offers }, 'demo bank offers seeded');
    const formulas = await seedCreditFormulas(tx);
    if (formulas) log.info({ formulas }, 'sample credit formulas seeded');
  });
}
