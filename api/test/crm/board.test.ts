import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { CRM_STAGES, type BoardResponse, type CustomerListResponse } from '@kredi/contracts/crm';
import { withApps } from '../helpers/withApps.js';
import { manualClock } from '../users/helpers.js';
import { addLead, assertTurkish, get, signInPersonelAndManager } from './helpers.js';
import { crmFirstResponses, staff } from '../../src/db/schema/index.js';
import { eq } from 'drizzle-orm';

withApps('CRM pipeline board: a column per stage, flagged cards, keyset pages, the list’s filters', {}, (ctx) => {
  let tokens = { personel: '', yönetici: '' };
  // Wednesday 2025-06-18, 12:00 in Istanbul.
  const clock = manualClock(new Date('2025-06-18T09:00:00Z'));
  const ids: Record<string, number> = {};

  before(async () => {
    ctx.app.crmRuntime.now = clock.now;
    tokens = await signInPersonelAndManager(ctx.app, ctx.db);
    const [personel] = await ctx.db.select({ id: staff.id }).from(staff).where(eq(staff.fullName, 'Personel Bir'));
    const [manager] = await ctx.db.select({ id: staff.id }).from(staff).where(eq(staff.fullName, 'Yönetici Bir'));
    ids.overdue = (await addLead(ctx.db, { fullName: 'Geciken Kaya', nextContactAt: new Date('2025-06-18T08:59:00Z') })).id;
    ids.today = (await addLead(ctx.db, { fullName: 'Bugün Demir', nextContactAt: new Date('2025-06-18T20:59:00Z') })).id;
    ids.planned = (await addLead(ctx.db, { fullName: 'Planlı Şahin', nextContactAt: new Date('2025-06-18T21:00:00Z') })).id;
    ids.none = (await addLead(ctx.db, { fullName: 'Plansız Yıldız', assignedStaffId: personel!.id })).id;
    ids.managers = (await addLead(ctx.db, { fullName: 'Yöneticinin Müşterisi', crmStage: 'istemiyor', assignedStaffId: manager!.id })).id;
    for (let i = 0; i < 25; i += 1) await addLead(ctx.db, { fullName: `Şube Müşteri ${i}`, city: 'Konya', crmStage: 'subeye_gelecek' });
  });

  const board = async (query: string, token = tokens.personel) => {
    const response = await get(ctx.app, token, `/api/crm/pano/${query}`);
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as BoardResponse;
  };
  const columnOf = (answer: BoardResponse, stage: string) => answer.sutunlar.find((c) => c.durum === stage)!;

  it('answers one column per stage, in the stages’ order, with its count and first page', async () => {
    const answer = await board('');
    assert.deepEqual(
      answer.sutunlar.map((c) => c.durum),
      [...CRM_STAGES],
    );
    const aranacak = columnOf(answer, 'aranacak');
    assert.equal(aranacak.toplam, 4);
    assert.equal(aranacak.toplam_kesin, true);
    assert.deepEqual(
      aranacak.results.map((c) => c.full_name),
      ['Plansız Yıldız', 'Planlı Şahin', 'Bugün Demir', 'Geciken Kaya'],
    );
    assert.equal(aranacak.next_cursor, null);
    const sube = columnOf(answer, 'subeye_gelecek');
    assert.equal(sube.toplam, 25);
    assert.equal(sube.results.length, 20);
    assert.ok(sube.next_cursor);
    assert.equal(columnOf(answer, 'dusuk_skor').toplam, 0);
    assert.deepEqual(columnOf(answer, 'dusuk_skor').results, []);
  });

  // The rule's own edges (midnight in Istanbul, a passed time earlier today) are the contract's unit tests.
  it('flags each card by its next contact on the Istanbul day: overdue, due today, planned, none', async () => {
    const cards = columnOf(await board(''), 'aranacak').results;
    const flagOf = (id: number) => cards.find((c) => c.id === id)?.bayrak;
    assert.equal(flagOf(ids.overdue!), 'gecikmis');
    assert.equal(flagOf(ids.today!), 'bugun');
    assert.equal(flagOf(ids.planned!), 'planli');
    assert.equal(flagOf(ids.none!), 'yok');
  });

  it('pages one column by its keyset cursor without gaps or repeats, as the list pages that stage', async () => {
    const first = columnOf(await board('?limit=10'), 'subeye_gelecek');
    const seen = first.results.map((c) => c.id);
    let cursor = first.next_cursor;
    while (cursor !== null) {
      const answer = await board(`?durum=subeye_gelecek&limit=10&cursor=${cursor}`);
      assert.deepEqual(
        answer.sutunlar.map((c) => c.durum),
        ['subeye_gelecek'],
      );
      const [column] = answer.sutunlar;
      // A next page is not counted again.
      assert.equal(column!.toplam, undefined);
      seen.push(...column!.results.map((c) => c.id));
      cursor = column!.next_cursor;
    }
    assert.equal(new Set(seen).size, 25);
    const list = (
      await get(ctx.app, tokens.personel, '/api/crm/musteriler/?durum=subeye_gelecek&limit=100')
    ).json() as CustomerListResponse;
    assert.deepEqual(
      seen,
      list.results.map((r) => r.id),
    );
  });

  it('takes the list’s filters: owner, search and next contact', async () => {
    const mine = await board('?atanan=bana');
    assert.deepEqual(
      mine.sutunlar.flatMap((c) => c.results.map((r) => r.full_name)),
      ['Plansız Yıldız'],
    );
    assert.equal(columnOf(mine, 'aranacak').toplam, 1);
    assert.equal(columnOf(mine, 'subeye_gelecek').toplam, 0);
    const unassigned = await board('?atanan=atanmamis');
    assert.equal(columnOf(unassigned, 'aranacak').toplam, 3);
    assert.equal(columnOf(unassigned, 'istemiyor').toplam, 0);
    const found = await board(`?search=${encodeURIComponent('şahin')}`);
    assert.deepEqual(
      found.sutunlar.flatMap((c) => c.results.map((r) => r.id)),
      [ids.planned],
    );
    const overdue = await board('?hatirlatma=bugun');
    assert.deepEqual(
      columnOf(overdue, 'aranacak')
        .results.map((r) => r.id)
        .sort(),
      [ids.overdue, ids.today].sort(),
    );
  });

  it('answers a stage alone (a saved view’s stage filter) with that column’s first page and its count, with the other filters', async () => {
    const sube = await board('?durum=subeye_gelecek&limit=10');
    assert.deepEqual(
      sube.sutunlar.map((c) => [c.durum, c.results.length, c.toplam, c.toplam_kesin]),
      [['subeye_gelecek', 10, 25, true]],
    );
    assert.ok(sube.sutunlar[0]!.next_cursor);
    // Filtered, the count is the filter's through the indexes, not the stage's kept count.
    const mine = await board('?durum=aranacak&atanan=bana');
    assert.deepEqual(
      mine.sutunlar.map((c) => [c.durum, c.results.map((r) => r.id), c.toplam]),
      [['aranacak', [ids.none], 1]],
    );
  });

  it('orders every column by a saved view’s sort, with the list’s cursors, and counts whom that order holds', async () => {
    // By next contact: earliest first, only planned customers, paged with the list's '<epoch ms>.<id>' cursor.
    const planned = await board('?sira=sonraki_iletisim&limit=2');
    const aranacak = columnOf(planned, 'aranacak');
    assert.deepEqual(
      aranacak.results.map((r) => r.id),
      [ids.overdue, ids.today],
    );
    assert.equal(aranacak.toplam, 3);
    assert.match(aranacak.next_cursor!, /^\d+\.\d+$/);
    assert.equal(columnOf(planned, 'subeye_gelecek').toplam, 0);
    const next = await board(`?durum=aranacak&sira=sonraki_iletisim&limit=2&cursor=${aranacak.next_cursor}`);
    assert.deepEqual(
      next.sutunlar.map((c) => [c.results.map((r) => r.id), c.next_cursor]),
      [[[ids.planned], null]],
    );
    const list = (
      await get(ctx.app, tokens.personel, '/api/crm/musteriler/?durum=aranacak&sira=sonraki_iletisim')
    ).json() as CustomerListResponse;
    assert.deepEqual(
      list.results.map((r) => r.id),
      [ids.overdue, ids.today, ids.planned],
    );

    // By the first-response clock: only leads still waiting, the least time left first.
    const arrived = new Date('2025-06-18T08:00:00Z');
    const clock = (customerId: number, dueAt: string, respondedAt: Date | null = null) => ({
      kind: 'basvuru' as const,
      customerId,
      arrivedAt: arrived,
      dueAt: new Date(dueAt),
      targetMinutes: 5,
      respondedAt,
    });
    await ctx.db
      .insert(crmFirstResponses)
      .values([
        clock(ids.none!, '2025-06-18T08:10:00Z'),
        clock(ids.planned!, '2025-06-18T08:05:00Z'),
        clock(ids.today!, '2025-06-18T08:01:00Z', arrived),
      ]);
    const waiting = await board('?sira=ilk_yanit');
    assert.deepEqual(
      columnOf(waiting, 'aranacak').results.map((r) => r.id),
      [ids.planned, ids.none],
    );
    assert.equal(columnOf(waiting, 'aranacak').toplam, 2);
    assert.equal(columnOf(waiting, 'istemiyor').toplam, 0);
    assertTurkish(await get(ctx.app, tokens.personel, '/api/crm/pano/?sira=uydurma'), 400);
  });

  it('shows a personel what the list shows them: every customer, a colleague’s too', async () => {
    const asPersonel = await board('');
    const asManager = await board('', tokens.yönetici);
    assert.deepEqual(asPersonel, asManager);
    assert.deepEqual(
      columnOf(asPersonel, 'istemiyor').results.map((r) => r.id),
      [ids.managers],
    );
  });

  it('refuses in Turkish a cursor without a stage, a bad cursor, an unknown stage or filter, and a stranger', async () => {
    assertTurkish(await get(ctx.app, tokens.personel, '/api/crm/pano/?cursor=12'), 400);
    assertTurkish(await get(ctx.app, tokens.personel, '/api/crm/pano/?durum=aranacak&cursor=abc'), 400);
    assertTurkish(await get(ctx.app, tokens.personel, '/api/crm/pano/?durum=uydurma'), 400);
    assertTurkish(await get(ctx.app, tokens.personel, '/api/crm/pano/?atanan=herkes'), 400);
    assertTurkish(await get(ctx.app, tokens.personel, '/api/crm/pano/?limit=1000'), 400);
    const stranger = await ctx.app.inject({ method: 'GET', url: '/api/crm/pano/' });
    assert.equal(stranger.statusCode, 401, stranger.body);
  });
});
