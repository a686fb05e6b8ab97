import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import type { CustomerListResponse, DashboardStats } from '@kredi/contracts/crm';
import { withApps } from '../helpers/withApps.js';
import { manualClock } from '../users/helpers.js';
import { addLead, addStaff, assertTurkish, get, signIn } from './helpers.js';

withApps('CRM reminders: next-contact filters, order and the counters that link to them', {}, (ctx) => {
  let token = '';
  // Wednesday 2025-06-18, 12:00 in Istanbul.
  const clock = manualClock(new Date('2025-06-18T09:00:00Z'));
  const at = (iso: string) => new Date(iso);

  before(async () => {
    ctx.app.crmRuntime.now = clock.now;
    await addStaff(ctx.db);
    token = await signIn(ctx.app);
    await addLead(ctx.db, { fullName: 'Gecikmiş Dün', nextContactAt: at('2025-06-17T20:59:00Z') }); // 23:59 yesterday
    await addLead(ctx.db, { fullName: 'Bugün Sabah', nextContactAt: at('2025-06-17T21:00:00Z') }); // 00:00 today
    await addLead(ctx.db, { fullName: 'Bugün Akşam', nextContactAt: at('2025-06-18T20:59:00Z') });
    await addLead(ctx.db, { fullName: 'Pazar', nextContactAt: at('2025-06-22T20:00:00Z') }); // Sunday 23:00
    await addLead(ctx.db, { fullName: 'Gelecek Pazartesi', nextContactAt: at('2025-06-22T21:00:00Z') });
    await addLead(ctx.db, { fullName: 'Planı Yok' });
    await addLead(ctx.db, { fullName: 'Aynı An', nextContactAt: at('2025-06-18T20:59:00Z') });
  });

  const list = async (query: string) => {
    const response = await get(ctx.app, token, `/api/crm/musteriler/${query}`);
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as CustomerListResponse;
  };
  const names = async (query: string) => (await list(query)).results.map((r) => r.full_name).sort();
  const total = async (query: string) => (await get(ctx.app, token, `/api/crm/musteriler/sayi/${query}`)).json().toplam as number;

  it("filters 'Bugün', 'Gecikmiş' and 'Bu hafta' on Istanbul days, as the counters count", async () => {
    assert.deepEqual(await names('?hatirlatma=bugun'), ['Aynı An', 'Bugün Akşam', 'Bugün Sabah']);
    assert.deepEqual(await names('?hatirlatma=gecikmis'), ['Gecikmiş Dün']);
    assert.deepEqual(await names('?hatirlatma=bu_hafta'), ['Aynı An', 'Bugün Akşam', 'Bugün Sabah', 'Pazar']);
    const stats = (await get(ctx.app, token, '/api/crm/dashboard/stats/')).json() as DashboardStats;
    assert.equal(await total('?hatirlatma=bugun'), stats.bugunku_hatirlatma);
    assert.equal(await total('?hatirlatma=gecikmis'), stats.bekleyen_takip);
    assert.deepEqual(await names('?hatirlatma=bugun&search=aksam'), ['Bugün Akşam']);
    assertTurkish(await get(ctx.app, token, '/api/crm/musteriler/?hatirlatma=yarin'), 400);
  });

  it('sorts by the next contact, earliest first, and pages with a keyset that keeps ties in id order', async () => {
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page = await list(`?sira=sonraki_iletisim&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.results.map((r) => r.full_name));
      cursor = page.next_cursor;
    }
    assert.deepEqual(seen, ['Gecikmiş Dün', 'Bugün Sabah', 'Bugün Akşam', 'Aynı An', 'Pazar', 'Gelecek Pazartesi']);
    assertTurkish(await get(ctx.app, token, '/api/crm/musteriler/?sira=sonraki_iletisim&cursor=12'), 400);
    assertTurkish(await get(ctx.app, token, '/api/crm/musteriler/?sira=rastgele'), 400);
  });
});
