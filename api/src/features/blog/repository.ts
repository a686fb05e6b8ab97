import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { wireMapper } from '../../http/wireMapper.js';
import { blogCategories, blogPosts, blogRevision, type BlogCategoryRow } from '../../db/schema/index.js';
import { postText } from './postText.js';
import { sanitizeInlineHtml, sanitizePostContent } from './sanitize.js';
import type { BlogPost, BlogPostPage } from '@kredi/contracts/blog';

/** A post as the API answers it: the blog contract's wire type (spec section 3, plus the derived plain-text fields). */
export type BlogPostView = BlogPost;

export interface NewBlogPost {
  title: string;
  summary: string;
  content: string;
  slug: string;
  categoryId: number;
  image?: string | null;
  readingTime?: number | null;
  isFeatured?: boolean;
  createdAt?: Date;
}

const postColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  summary: blogPosts.summary,
  content: blogPosts.content,
  image: blogPosts.image,
  slug: blogPosts.slug,
  createdAt: blogPosts.createdAt,
  readingTime: blogPosts.readingTime,
  isFeatured: blogPosts.isFeatured,
  categoryName: blogCategories.name,
  categorySlug: blogCategories.slug,
};

interface PostRecord {
  id: number;
  title: string;
  summary: string;
  content: string;
  image: string | null;
  slug: string;
  createdAt: Date;
  readingTime: number | null;
  isFeatured: boolean;
  categoryName: string;
  categorySlug: string;
}

/** The stored fields of a post as the wire names them; the derived plain-text fields and the category follow. */
const storedFields = wireMapper<PostRecord, Omit<BlogPostView, keyof ReturnType<typeof postText> | 'category'>>({
  id: 'id',
  title: 'title',
  summary: 'summary',
  content: 'content',
  image: 'image',
  slug: 'slug',
  created_at: 'createdAt',
  reading_time: 'readingTime',
  is_featured: 'isFeatured',
});

function toView(row: PostRecord): BlogPostView {
  return { ...storedFields(row), ...postText(row), category: { name: row.categoryName, slug: row.categorySlug } };
}

/** One page of a list: 1-based page number and its size. */
export interface Paging {
  page: number;
  pageSize: number;
}

/** What a stored post's text fields become: inline HTML of title and summary cleaned, the body sanitized. */
export function cleanPostText(input: { title: string; summary: string; content: string }) {
  return {
    title: sanitizeInlineHtml(input.title),
    summary: sanitizeInlineHtml(input.summary),
    content: sanitizePostContent(input.content),
  };
}

/** The public blog: only published posts, newest first. Drafts never leave the admin area. */
export function createBlogRepository(db: Database) {
  async function findPosts(where?: SQL, paging?: Paging): Promise<BlogPostView[]> {
    const query = db
      .select(postColumns)
      .from(blogPosts)
      .innerJoin(blogCategories, eq(blogPosts.categoryId, blogCategories.id))
      .where(and(eq(blogPosts.isPublished, true), where))
      .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id));
    const rows = paging ? await query.limit(paging.pageSize).offset((paging.page - 1) * paging.pageSize) : await query;
    return rows.map(toView);
  }

  async function countPosts(where?: SQL): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(blogPosts)
      .innerJoin(blogCategories, eq(blogPosts.categoryId, blogCategories.id))
      .where(and(eq(blogPosts.isPublished, true), where));
    return row?.n ?? 0;
  }

  const inCategory = (categorySlug: string | undefined) => (categorySlug === undefined ? undefined : eq(blogCategories.slug, categorySlug));

  async function findPostBySlug(slug: string): Promise<BlogPostView | undefined> {
    const [post] = await findPosts(eq(blogPosts.slug, slug));
    return post;
  }

  return {
    listCategories(): Promise<BlogCategoryRow[]> {
      return db.select().from(blogCategories).orderBy(blogCategories.id);
    },

    async createCategory(input: { name: string; slug: string }): Promise<BlogCategoryRow> {
      const [created] = await db.insert(blogCategories).values(input).returning();
      return created!;
    },

    /** All published posts, newest first. */
    listPosts: () => findPosts(),

    /** Published posts for the sitemap, with the time of their last change. */
    listSitemapPosts(): Promise<Array<{ slug: string; updatedAt: Date }>> {
      return db
        .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
        .from(blogPosts)
        .where(eq(blogPosts.isPublished, true))
        .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id));
    },

    listFeaturedPosts: () => findPosts(eq(blogPosts.isFeatured, true)),

    /** Posts of one category, newest first; an unknown slug simply yields none. */
    listPostsByCategory: (categorySlug: string) => findPosts(inCategory(categorySlug)),

    /** One page of all posts, or of one category's, newest first, with how many there are in all. */
    async pageOfPosts(paging: Paging, categorySlug?: string): Promise<BlogPostPage> {
      const where = inCategory(categorySlug);
      const total = await countPosts(where);
      const results = await findPosts(where, paging);
      return { count: total, page: paging.page, page_size: paging.pageSize, total_pages: Math.ceil(total / paging.pageSize), results };
    },

    findPostBySlug,

    /** The blog's revision: moves with every change to posts or categories, whoever makes it. */
    async revision(): Promise<number> {
      const [row] = await db.select({ revision: blogRevision.revision }).from(blogRevision).limit(1);
      return row?.revision ?? 0;
    },

    /** The only way posts are written: every body is sanitized before it is stored. */
    async createPost(input: NewBlogPost): Promise<BlogPostView> {
      const [created] = await db
        .insert(blogPosts)
        .values({
          ...cleanPostText(input),
          slug: input.slug,
          categoryId: input.categoryId,
          image: input.image ?? null,
          readingTime: input.readingTime ?? null,
          isFeatured: input.isFeatured ?? false,
          ...(input.createdAt ? { createdAt: input.createdAt, updatedAt: input.createdAt } : {}),
        })
        .returning({ slug: blogPosts.slug });
      const post = await findPostBySlug(created!.slug);
      return post!;
    },
  };
}

export type BlogRepository = ReturnType<typeof createBlogRepository>;
