import assert from 'node:assert/strict';
import { it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { AdminDashboardResponse } from '@kredi/contracts/admin';
import { istanbulDate } from '@kredi/contracts/crm';
import { blogPosts, loanCalculationCounts, users } from '../../src/db/schema/index.js';
import { withApps } from '../helpers/withApps.js';
import { addLead } from '../crm/helpers.js';
import { adminCall, signIn } from './helpers.js';

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

withApps('admin dashboard', {}, (ctx) => {
  let token = '';
  const read = async () => {
    const response = await adminCall(ctx.app, token, 'GET', '/api/admin/dashboard/');
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as AdminDashboardResponse;
  };

  it('starts from zero with no change to report', async () => {
    token = await signIn(ctx.app);
    const { cards } = await read();
    for (const card of Object.values(cards))
      assert.deepEqual(card, { total: 0, last_30_days: 0, previous_30_days: 0, change_percent: null });
  });

  it('counts users and applications, the last 30 days against the 30 before', async () => {
    const ages = [1, 5, 29, 35, 50, 90];
    for (const [i, age] of ages.entries()) {
      const lead = await addLead(ctx.db, { createdAt: daysAgo(age), phone: `54600000${String(i).padStart(2, '0')}` });
      await ctx.db
        .update(users)
        .set({ createdAt: daysAgo(age) })
        .where(eq(users.id, lead.userId));
    }
    const { cards } = await read();
    const expected = { total: 6, last_30_days: 3, previous_30_days: 2, change_percent: 50 };
    assert.deepEqual(cards.applications, expected);
    assert.deepEqual(cards.users, expected);
  });

  it('sums the calculator counters by Istanbul day, and a new calculation counts at once', async () => {
    await ctx.db.insert(loanCalculationCounts).values([
      { day: istanbulDate(daysAgo(0)), loanType: 'ihtiyac', amountBand: 'test', count: 5 },
      { day: istanbulDate(daysAgo(40)), loanType: 'ihtiyac', amountBand: 'test', count: 4 },
      { day: istanbulDate(daysAgo(100)), loanType: 'konut', amountBand: 'test', count: 1 },
    ]);
    assert.deepEqual((await read()).cards.calculations, { total: 10, last_30_days: 5, previous_30_days: 4, change_percent: 25 });
    const calculated = await ctx.app.inject({
      method: 'POST',
      url: '/api/kredi/hesapla/',
      payload: { kredi_miktari: 100_000, vade_ay: 36, faiz_orani: 3.99, kredi_turu: 'ihtiyac' },
    });
    assert.equal(calculated.statusCode, 200, calculated.body);
    assert.deepEqual((await read()).cards.calculations, { total: 11, last_30_days: 6, previous_30_days: 4, change_percent: 50 });
  });

  it('lists the three newest posts with their real view counts', async () => {
    const newest = await ctx.db.select().from(blogPosts).orderBy(blogPosts.createdAt);
    const latest = newest.at(-1)!;
    const view = await ctx.app.inject({
      method: 'POST',
      url: `/api/blog-api/posts/${latest.slug}/view/`,
      headers: { 'user-agent': 'Mozilla/5.0 Firefox/133.0' },
    });
    assert.equal(view.statusCode, 204);
    const { recent_posts: recent } = await read();
    assert.equal(recent.length, 3);
    assert.equal(recent[0]!.slug, latest.slug);
    assert.equal(recent[0]!.view_count, 1);
    for (let i = 1; i < recent.length; i++) assert.ok(recent[i - 1]!.created_at >= recent[i]!.created_at);
  });
});
