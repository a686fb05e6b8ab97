import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { blogCategories } from '../../src/db/schema/index.js';
import { createBlogRepository } from '../../src/features/blog/repository.js';
import { REVISION_CHECK_MS, createAnswerCache } from '../../src/http/answerCache.js';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/testDatabase.js';
import { startApp, withApps } from '../helpers/withApps.js';
import type { App } from '../../src/app.js';

const API = '/api/blog-api';

interface Post {
  slug: string;
  created_at: string;
  category: { slug: string };
}
interface Page {
  count: number;
  page: number;
  page_size: number;
  total_pages: number;
  results: Post[];
}

const get = (app: App, url: string) => app.inject({ method: 'GET', url });
const slugs = (posts: Post[]) => posts.map((post) => post.slug);

/** A post written straight into the database, as another API instance (or an operator) would. */
async function insertBehindTheCache(app: App, slug: string) {
  const [category] = await app.db.select().from(blogCategories).limit(1);
  await app.db.execute(
    sql`insert into blog_posts (title, summary, content, slug, category_id, created_at)
        values ('Yeni yazı', 'Özet', '<p>Gövde</p>', ${slug}, ${category!.id}, now() + interval '1 day')`,
  );
}

withApps('blog lists: pages on request, cached until the blog changes', {}, (ctx) => {
  it("without page parameters the answer is the spec's plain list, as before", async () => {
    const response = await get(ctx.app, `${API}/posts/`);
    assert.equal(response.statusCode, 200);
    assert.ok(Array.isArray(response.json()));
  });

  it('?page and ?page_size ask for one page: {count, page, page_size, total_pages, results}, newest first', async () => {
    const all = (await get(ctx.app, `${API}/posts/`)).json() as Post[];
    const first = (await get(ctx.app, `${API}/posts/?page=1&page_size=3`)).json() as Page;
    assert.deepEqual(
      { ...first, results: slugs(first.results) },
      {
        count: all.length,
        page: 1,
        page_size: 3,
        total_pages: Math.ceil(all.length / 3),
        results: slugs(all.slice(0, 3)),
      },
    );
    const second = (await get(ctx.app, `${API}/posts/?page=2&page_size=3`)).json() as Page;
    assert.deepEqual(slugs(second.results), slugs(all.slice(3, 6)));
    const defaults = (await get(ctx.app, `${API}/posts/?page=1`)).json() as Page;
    assert.equal(defaults.page_size, 10);
    const beyond = (await get(ctx.app, `${API}/posts/?page=999&page_size=3`)).json() as Page;
    assert.deepEqual([beyond.count, beyond.results.length], [all.length, 0]);
    const category = all[0]!.category.slug;
    const byCategory = (await get(ctx.app, `${API}/posts/by_category/?slug=${category}&page=1&page_size=1`)).json() as Page;
    assert.equal(byCategory.results[0]?.category.slug, category);
    assert.equal(byCategory.count, all.filter((post) => post.category.slug === category).length);
  });

  it('refuses a bad page or page size with a Turkish 400', async () => {
    for (const query of ['page=0', 'page=-1', 'page=abc', 'page_size=0', 'page_size=51', 'page=1&page_size=1.5']) {
      const response = await get(ctx.app, `${API}/posts/?${query}`);
      assert.equal(response.statusCode, 400, `${query}: ${response.body}`);
      assert.match((response.json() as { message: string }).message, /Sayfa/);
    }
  });

  it('a post written elsewhere (another instance, an operator) is served within a second', async () => {
    const before = slugs((await get(ctx.app, `${API}/posts/`)).json() as Post[]);
    await insertBehindTheCache(ctx.app, 'baska-bir-sunucudan');
    // The list is served from memory: the row written behind its back is not there yet...
    assert.deepEqual(slugs((await get(ctx.app, `${API}/posts/`)).json() as Post[]), before);
    // ...until the cache sees the blog's revision move.
    await new Promise((r) => setTimeout(r, REVISION_CHECK_MS + 100));
    const after = slugs((await get(ctx.app, `${API}/posts/`)).json() as Post[]);
    assert.equal(after[0], 'baska-bir-sunucudan');
    const page = (await get(ctx.app, `${API}/posts/?page=1&page_size=1`)).json() as Page;
    assert.equal(page.results[0]?.slug, 'baska-bir-sunucudan');
    assert.equal((await get(ctx.app, `${API}/posts/baska-bir-sunucudan/`)).statusCode, 200);
  });

  it('answers carry an ETag of the blog revision: a client holding it gets a 304 without a body until the blog changes', async () => {
    const url = `${API}/posts/?page=1&page_size=2`;
    const first = await get(ctx.app, url);
    const etag = first.headers.etag as string;
    assert.match(etag, /^W\/"blog-\d+-[\w-]+"$/);
    assert.notEqual((await get(ctx.app, `${API}/categories/`)).headers.etag, etag, 'each answer has its own validator');

    const revalidated = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    assert.equal(revalidated.statusCode, 304);
    assert.equal(revalidated.body, '');
    const other = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': 'W/"blog-0-eski"' } });
    assert.equal(other.statusCode, 200);

    await insertBehindTheCache(ctx.app, 'etag-degisti');
    await new Promise((r) => setTimeout(r, REVISION_CHECK_MS + 100));
    const changed = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    assert.equal(changed.statusCode, 200, 'the blog changed: the new answer is sent');
    assert.notEqual(changed.headers.etag, etag);
    assert.equal((changed.json() as Page).results[0]?.slug, 'etag-degisti');
    const missing = await ctx.app.inject({
      method: 'GET',
      url: `${API}/posts/yok-boyle-yazi/`,
      headers: { 'if-none-match': changed.headers.etag as string },
    });
    assert.equal(missing.statusCode, 404, 'a post that does not exist is never a 304');
  });
});

describe('blog answer cache', () => {
  it('keeps at most maxEntries answers (many category slugs cannot grow it without bound)', async () => {
    let loads = 0;
    const cache = createAnswerCache({ family: 'blog', revision: async () => 1, maxEntries: 3 });
    const load = async () => {
      loads += 1;
      return { n: loads };
    };
    const body = async (key: string) => (await cache.answer(key, load)).body;
    for (const key of ['a', 'b', 'c', 'd']) await body(key);
    assert.equal(cache.size(), 3);
    assert.equal(await body('d'), '{"n":4}', 'the newest stays');
    await body('a');
    assert.equal(loads, 5, 'the oldest was dropped and loaded again');
  });

  it('asks for the revision at most once per check interval, and drops everything when it moved', async () => {
    let now = 0;
    let revision = 1;
    let asked = 0;
    let loads = 0;
    const cache = createAnswerCache({
      family: 'blog',
      revision: async () => {
        asked += 1;
        return revision;
      },
      now: () => now,
    });
    const load = async () => ({ n: (loads += 1) });
    const body = async (key: string) => (await cache.answer(key, load)).body;
    await Promise.all([body('a'), body('a'), body('b')]);
    now = REVISION_CHECK_MS - 1;
    await body('a');
    assert.deepEqual([asked, loads], [1, 2]);
    revision = 2;
    now = REVISION_CHECK_MS;
    assert.equal(await body('a'), '{"n":3}');
    assert.equal(asked, 2);
  });
});

if (databaseKinds().includes('postgres')) {
  describe('blog cache with two API instances on one PostgreSQL', () => {
    let database: TestDatabase;
    let apps: App[] = [];

    before(async () => {
      database = await createTestDatabase('postgres');
      apps = [await startApp(database), await startApp(database)];
    });

    after(async () => {
      for (const app of apps) await app.close();
      await database.drop();
    });

    it('a post added through one instance reaches the other within a second', async () => {
      const [a, b] = apps as [App, App];
      await get(b, `${API}/posts/`);
      const [category] = await a.db.select().from(blogCategories).limit(1);
      await createBlogRepository(a.db).createPost({
        title: 'İki sunucu',
        summary: 'Özet',
        content: '<p>Gövde</p>',
        slug: 'iki-sunucu',
        categoryId: category!.id,
        createdAt: new Date(Date.now() + 86_400_000),
      });
      await new Promise((r) => setTimeout(r, REVISION_CHECK_MS + 100));
      assert.equal(slugs((await get(b, `${API}/posts/`)).json() as Post[])[0], 'iki-sunucu');
    });
  });
}
