import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { isNotNull } from 'drizzle-orm';
import type { CustomerDetail, CustomerListResponse } from '@kredi/contracts/crm';
import { staff } from '../../src/db/schema/index.js';
import { withApps } from '../helpers/withApps.js';
import { addLead, addStaff, assertTurkish, get, signIn } from './helpers.js';

withApps('CRM customer list, search and file', {}, (ctx) => {
  let token = '';
  const ids: Record<string, number> = {};

  before(async () => {
    await addStaff(ctx.db);
    token = await signIn(ctx.app);
    ids.istanbul = (await addLead(ctx.db, { fullName: 'Mehmet Kaya', city: 'İSTANBUL', crmStage: 'aranacak' })).id;
    ids.isik = (await addLead(ctx.db, { fullName: 'Zeynep IŞIK', city: 'Ankara', crmStage: 'subeye_gelecek' })).id;
    ids.sahin = (await addLead(ctx.db, { fullName: 'Ali Şahin', city: 'İzmir', phone: '5329876543', crmStage: 'subeye_gelecek' })).id;
    ids.percent = (await addLead(ctx.db, { fullName: 'Yüzde %50 Test_Kişi', city: 'Bursa', crmStage: 'istemiyor' })).id;
    for (let i = 0; i < 21; i += 1) await addLead(ctx.db, { fullName: `Sayfa Müşteri ${i}`, city: 'Konya', crmStage: 'dusuk_skor' });
  });

  const list = async (query: string) => {
    const response = await get(ctx.app, token, `/api/crm/musteriler/${query}`);
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as CustomerListResponse;
  };
  const namesOf = (page: CustomerListResponse) => page.results.map((r) => r.full_name);

  it("finds 'İSTANBUL' by 'istanbul', 'IŞIK' by 'ışık' and 'Şahin' by 'sahin'", async () => {
    assert.deepEqual(namesOf(await list('?search=istanbul')), ['Mehmet Kaya']);
    assert.deepEqual(namesOf(await list(`?search=${encodeURIComponent('ışık')}`)), ['Zeynep IŞIK']);
    assert.deepEqual(namesOf(await list('?search=isik')), ['Zeynep IŞIK']);
    assert.deepEqual(namesOf(await list('?search=sahin')), ['Ali Şahin']);
    assert.deepEqual(namesOf(await list(`?search=${encodeURIComponent('ŞAHİN izmir')}`)), ['Ali Şahin']);
  });

  it('searches the phone as typed, with or without 0 and spaces', async () => {
    assert.deepEqual(namesOf(await list(`?search=${encodeURIComponent('0532 987 65 43')}`)), ['Ali Şahin']);
    assert.deepEqual(namesOf(await list('?search=9876543')), ['Ali Şahin']);
  });

  it('finds a number by any run of 3+ digits: its start, middle or end', async () => {
    assert.deepEqual(namesOf(await list(`?search=${encodeURIComponent('0532 98')}`)), ['Ali Şahin']);
    assert.deepEqual(namesOf(await list(`?search=${encodeURIComponent('+90 532 987 65 43')}`)), ['Ali Şahin']);
    assert.deepEqual(namesOf(await list('?search=5329876543')), ['Ali Şahin']);
    assert.deepEqual(namesOf(await list('?search=6543')), ['Ali Şahin']);
    assert.deepEqual(namesOf(await list('?search=543')), ['Ali Şahin']);
    assert.deepEqual(namesOf(await list('?search=0987')), []);
    const prefixed = namesOf(await list('?search=0545&limit=100'));
    assert.ok(prefixed.includes('Mehmet Kaya') && !prefixed.includes('Ali Şahin'), prefixed.join(', '));
  });

  it('takes % and _ in a search literally', async () => {
    assert.deepEqual(namesOf(await list(`?search=${encodeURIComponent('%50')}`)), ['Yüzde %50 Test_Kişi']);
    assert.deepEqual(namesOf(await list(`?search=${encodeURIComponent('t_k')}`)), ['Yüzde %50 Test_Kişi']);
    assert.deepEqual(namesOf(await list(`?search=${encodeURIComponent('%')}`)), ['Yüzde %50 Test_Kişi']);
  });

  it('filters by status, alone and with a search', async () => {
    assert.deepEqual(namesOf(await list('?durum=subeye_gelecek')).sort(), ['Ali Şahin', 'Zeynep IŞIK']);
    assert.deepEqual(namesOf(await list('?durum=subeye_gelecek&search=ali')), ['Ali Şahin']);
    assert.deepEqual(namesOf(await list('?durum=aranacak&search=ali')), []);
    assertTurkish(await get(ctx.app, token, '/api/crm/musteriler/?durum=uydurma'), 400);
  });

  it('pages newest first with a keyset cursor, without gaps or repeats', async () => {
    const seen: number[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const page = await list(`?limit=10${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.results.map((r) => r.id));
      cursor = page.next_cursor;
      pages += 1;
    }
    assert.equal(pages, 3);
    assert.equal(seen.length, 25);
    assert.deepEqual(
      seen,
      [...seen].sort((a, b) => b - a),
    );
    assert.equal(new Set(seen).size, 25);
    const firstPage = await list('?durum=dusuk_skor');
    assert.equal(firstPage.results.length, 20);
    assert.ok(firstPage.next_cursor);
    const second = await list(`?durum=dusuk_skor&cursor=${firstPage.next_cursor}`);
    assert.equal(second.results.length, 1);
    assert.equal(second.next_cursor, null);
    assertTurkish(await get(ctx.app, token, '/api/crm/musteriler/?cursor=abc'), 400);
  });

  it('lists the customer list fields with the Turkish status label', async () => {
    const [row] = (await list('?search=mehmet')).results;
    assert.deepEqual(
      Object.keys(row!).sort(),
      [
        'age',
        'atanan_personel_id',
        'birth_date',
        'city',
        'crm_stage',
        'durum_display',
        'findeks_flag',
        'findeks_score',
        'full_name',
        'id',
        // The first-response clock: null for a customer without one (this one was stored directly, not by a form).
        'ilk_yanit',
        'phone',
        'recommended_limit',
        'sonraki_iletisim',
      ].sort(),
    );
    assert.equal(row!.ilk_yanit, null);
    assert.equal(row!.durum_display, 'Aranacak');
  });

  it('counts the matches of the search and filter, whatever the page', async () => {
    const count = async (query: string) => {
      const response = await get(ctx.app, token, `/api/crm/musteriler/sayi/${query}`);
      assert.equal(response.statusCode, 200, response.body);
      return response.json() as { toplam: number; toplam_kesin: boolean };
    };
    assert.deepEqual(await count(''), { toplam: 25, toplam_kesin: true });
    assert.deepEqual(await count('?durum=dusuk_skor'), { toplam: 21, toplam_kesin: true });
    assert.deepEqual(await count('?search=sahin'), { toplam: 1, toplam_kesin: true });
    assertTurkish(await get(ctx.app, token, '/api/crm/musteriler/sayi/?durum=uydurma'), 400);
    const { createCrmCustomersRepository } = await import('../../src/features/crm/customers/repository.js');
    assert.deepEqual(await createCrmCustomersRepository(ctx.db).count({ terms: [], stage: undefined }, 10), { total: 10, exact: false });
  });

  it('opens a customer file with every field, and answers 404 in Turkish for an unknown one', async () => {
    const [member] = await ctx.db.select().from(staff).where(isNotNull(staff.phone));
    await ctx.db.update((await import('../../src/db/schema/index.js')).customers).set({ assignedStaffId: member!.id });
    const response = await get(ctx.app, token, `/api/crm/musteriler/${ids.sahin}/`);
    assert.equal(response.statusCode, 200);
    const detail = response.json() as CustomerDetail;
    assert.equal(detail.full_name, 'Ali Şahin');
    assert.equal(detail.atanan_personel_ad, 'Test Personel');
    assert.equal(detail.sgk_status, 1);
    assert.equal(detail.kvkk_is_verified, true);
    assert.equal(detail.durum_display, 'Şubeye Gelecek');
    const missing = await get(ctx.app, token, '/api/crm/musteriler/999999/');
    assertTurkish(missing, 404);
    assert.equal(missing.json().message, 'Müşteri bulunamadı');
    assertTurkish(await get(ctx.app, token, '/api/crm/musteriler/abc/'), 400);
  });
});

withApps('CRM search in two steps (newest window, then the trigram index)', {}, (ctx) => {
  it('gives the same pages as one plain query, whatever the window', async () => {
    const names = ['Ayşe Kaya', 'Ali Şahin', 'Zeynep Işık', 'Mehmet Kaya', 'Ayşe Demir'];
    for (let i = 0; i < 60; i += 1) {
      await addLead(ctx.db, {
        fullName: names[i % names.length]!,
        city: i % 7 === 0 ? 'İSTANBUL' : 'Ankara',
        crmStage: i % 3 === 0 ? 'aranacak' : 'istemiyor',
      });
    }
    const { createCrmCustomersRepository } = await import('../../src/features/crm/customers/repository.js');
    const { parseCustomerSearch } = await import('@kredi/contracts/crm');
    const reference = createCrmCustomersRepository(ctx.db, { searchWindow: 1_000_000 });
    // Both paths of a phone prefix too: through the phone index (limit above the matches) and the primary key (limit 1).
    for (const [searchWindow, phonePrefixIndexLimit] of [
      [1, 1],
      [5, 1_000_000],
      [17, 1],
    ]) {
      const repository = createCrmCustomersRepository(ctx.db, { searchWindow, phonePrefixIndexLimit });
      for (const [query, stage] of [
        ['ayse', undefined],
        ['istanbul', undefined],
        ['sahin', 'aranacak'],
        ['kaya ayse', undefined],
        ['yok-boyle', undefined],
        ['0545', undefined],
        ['0545', 'aranacak'],
        ['05450000003', undefined],
        ['054', undefined],
      ] as const) {
        const filter = { ...parseCustomerSearch(query), stage };
        let beforeId: number | undefined;
        for (let pageNo = 0; pageNo < 10; pageNo += 1) {
          const expected = await reference.page({ ...filter, beforeId, limit: 4 });
          const actual = await repository.page({ ...filter, beforeId, limit: 4 });
          assert.deepEqual(
            actual.rows.map((r) => r.id),
            expected.rows.map((r) => r.id),
            `${query} window ${searchWindow} page ${pageNo}`,
          );
          assert.equal(actual.hasMore, expected.hasMore);
          if (!expected.hasMore) break;
          beforeId = expected.rows[expected.rows.length - 1]!.id;
        }
      }
    }
  });
});
