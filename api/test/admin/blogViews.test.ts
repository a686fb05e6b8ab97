import assert from 'node:assert/strict';
import { it } from 'node:test';
import { eq } from 'drizzle-orm';
import { blogPosts, blogViewMarks, blogViewSalts } from '../../src/db/schema/index.js';
import { istanbulDate as istanbulDay } from '@kredi/contracts/crm';
import { createViewCounter } from '../../src/features/blog/viewCounter.js';
import { withApps } from '../helpers/withApps.js';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

withApps('blog view counting', {}, (ctx) => {
  let slug = '';
  const view = (remoteAddress: string, userAgent = CHROME, target = slug) =>
    ctx.app.inject({ method: 'POST', url: `/api/blog-api/posts/${target}/view/`, remoteAddress, headers: { 'user-agent': userAgent } });
  const count = async () => (await ctx.db.select({ n: blogPosts.viewCount }).from(blogPosts).where(eq(blogPosts.slug, slug)))[0]!.n;

  it('counts a view of a published post once per visitor and day', async () => {
    [{ slug }] = (await ctx.db.select({ slug: blogPosts.slug }).from(blogPosts).limit(1)) as [{ slug: string }];
    const first = await view('203.0.113.7');
    assert.equal(first.statusCode, 204);
    assert.equal(await count(), 1);
    assert.equal((await view('203.0.113.7')).statusCode, 204);
    assert.equal(await count(), 1, 'the same visitor again today');
    await view('203.0.113.7', FIREFOX);
    await view('198.51.100.1');
    assert.equal(await count(), 3);
  });

  it('keeps no address, no user agent, only keyed hashes of today', async () => {
    const marks = await ctx.db.select().from(blogViewMarks);
    assert.ok(marks.length >= 3);
    for (const mark of marks) {
      assert.match(mark.visitor, /^[a-f0-9]{64}$/);
      assert.ok(!JSON.stringify(mark).includes('203.0.113.7'));
      assert.equal(mark.day, istanbulDay(new Date()));
    }
  });

  it('does not count crawlers, previews, or requests without a user agent', async () => {
    const before = await count();
    await view('192.0.2.1', 'Googlebot/2.1 (+http://www.google.com/bot.html)');
    await view('192.0.2.2', 'facebookexternalhit/1.1');
    await view('192.0.2.3', '');
    assert.equal(await count(), before);
  });

  it('answers 404 for an unknown or unpublished post', async () => {
    assert.equal((await view('192.0.2.9', CHROME, 'olmayan-yazi')).statusCode, 404);
    await ctx.db.update(blogPosts).set({ isPublished: false }).where(eq(blogPosts.slug, slug));
    try {
      assert.equal((await view('192.0.2.10')).statusCode, 404);
    } finally {
      await ctx.db.update(blogPosts).set({ isPublished: true }).where(eq(blogPosts.slug, slug));
    }
  });

  it('counts a returning visitor again the next day and forgets the previous day (salt and marks)', async () => {
    const before = await count();
    const tomorrow = new Date(Date.now() + 24 * 3_600_000);
    const counter = createViewCounter(ctx.db, () => tomorrow);
    assert.equal(await counter.recordView(slug, { ip: '203.0.113.7', userAgent: CHROME }), 'counted');
    assert.equal(await counter.recordView(slug, { ip: '203.0.113.7', userAgent: CHROME }), 'already_counted');
    assert.equal(await count(), before + 1);
    const days = new Set((await ctx.db.select().from(blogViewMarks)).map((mark) => mark.day));
    assert.deepEqual([...days], [istanbulDay(tomorrow)]);
    assert.deepEqual(
      (await ctx.db.select().from(blogViewSalts)).map((salt) => salt.day),
      [istanbulDay(tomorrow)],
    );
  });

  it('counts parallel views of one visitor once', async () => {
    const before = await count();
    const answers = await Promise.all(Array.from({ length: 8 }, () => view('198.51.100.77')));
    assert.ok(answers.every((answer) => answer.statusCode === 204));
    assert.equal(await count(), before + 1);
  });
});
