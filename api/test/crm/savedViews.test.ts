import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import type { SavedView, SavedViewList, SavedViewResponse } from '@kredi/contracts/crm';
import { withApps } from '../helpers/withApps.js';
import { addStaff, assertTurkish, auth, get, OTHER_STAFF_PHONE, post, signIn, STAFF_PHONE } from './helpers.js';

const MANAGER_PHONE = '05331113399';

withApps('CRM saved views of the customer list', {}, (ctx) => {
  let personel = '';
  let other = '';
  let manager = '';
  before(async () => {
    await addStaff(ctx.db, STAFF_PHONE, 'Pelin Personel', 'personel');
    await addStaff(ctx.db, OTHER_STAFF_PHONE, 'Orhan Diğer', 'personel');
    await addStaff(ctx.db, MANAGER_PHONE, 'Yasemin Yönetici', 'yönetici');
    personel = await signIn(ctx.app, STAFF_PHONE);
    other = await signIn(ctx.app, OTHER_STAFF_PHONE);
    manager = await signIn(ctx.app, MANAGER_PHONE);
  });

  const views = async (token: string): Promise<SavedView[]> => {
    const response = await get(ctx.app, token, '/api/crm/gorunumler/');
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as SavedViewList).results;
  };
  const save = (token: string, body: Record<string, unknown>) => post(ctx.app, token, '/api/crm/gorunumler/', body);
  const remove = (token: string, id: number) =>
    ctx.app.inject({ method: 'DELETE', url: `/api/crm/gorunumler/${id}/`, headers: auth(token) });

  it('saves the filters in the list’s own names and order, lists them for their owner only, and deletes them', async () => {
    const saved = await save(personel, { ad: '  Bugün aranacaklar ', sorgu: '?sira=sonraki_iletisim&atanan=bana&hatirlatma=bugun&durum=' });
    assert.equal(saved.statusCode, 201, saved.body);
    const { message, gorunum } = saved.json() as SavedViewResponse;
    assert.equal(message, 'Görünüm kaydedildi.');
    assert.equal(gorunum.ad, 'Bugün aranacaklar');
    assert.equal(gorunum.sorgu, 'hatirlatma=bugun&atanan=bana&sira=sonraki_iletisim');
    assert.deepEqual([gorunum.paylasilan, gorunum.benim, gorunum.olusturan], [false, true, 'Pelin Personel']);
    // The stored query is one the customer list itself accepts.
    assert.equal((await get(ctx.app, personel, `/api/crm/musteriler/?${gorunum.sorgu}`)).statusCode, 200);

    assert.deepEqual(
      (await views(personel)).map((v) => v.ad),
      ['Bugün aranacaklar'],
    );
    assert.deepEqual(await views(other), [], "a colleague's private view stays theirs");
    assertTurkish(await remove(other, gorunum.id), 404);
    assertTurkish(await save(personel, { ad: 'Bugün aranacaklar', sorgu: '' }), 400);

    const deleted = await remove(personel, gorunum.id);
    assert.equal(deleted.statusCode, 200, deleted.body);
    assert.equal(deleted.json().message, 'Görünüm silindi.');
    assert.deepEqual(await views(personel), []);
    assertTurkish(await remove(personel, gorunum.id), 404);
  });

  it('refuses names outside 1-60 characters and filters the list would refuse, in Turkish', async () => {
    for (const ad of ['', '   ', 'x'.repeat(61)]) {
      const refused = await save(personel, { ad, sorgu: '' });
      assertTurkish(refused, 400);
      assert.match(refused.json().message, /1-60 karakter/);
    }
    assert.equal((await save(personel, { ad: 'ş'.repeat(60), sorgu: '' })).statusCode, 201);
    for (const sorgu of [
      'durum=yok_boyle',
      'sira=en_eski',
      'limit=5',
      'cursor=12',
      'durum=aranacak&durum=aranacak',
      `search=${'a'.repeat(101)}`,
    ]) {
      const refused = await save(personel, { ad: `Geçersiz ${sorgu}`.slice(0, 60), sorgu });
      assertTurkish(refused, 400);
      assert.equal(
        refused.json().errors?.sorgu,
        'Görünümün filtreleri geçersiz. Lütfen listenin filtrelerini yeniden seçip kaydedin.',
        sorgu,
      );
    }
    assertTurkish(await save(personel, { sorgu: '' }), 400);
    assertTurkish(await save(personel, { ad: 'Paylaşım', sorgu: '', paylasilan: 'evet' }), 400);
    assertTurkish(await remove(personel, 0), 400);
  });

  it("lets a 'yönetici' share a view with everyone and take it back; a 'personel' gets a Turkish 403", async () => {
    const forbidden = await save(personel, { ad: 'Herkese', sorgu: 'atanan=atanmamis', paylasilan: true });
    assertTurkish(forbidden, 403);
    assert.match(forbidden.json().message, /yalnızca yönetici ya da admin paylaşabilir/);
    const own = (await save(personel, { ad: 'Atanmamışlar', sorgu: 'atanan=atanmamis' })).json() as SavedViewResponse;
    assertTurkish(await post(ctx.app, personel, `/api/crm/gorunumler/${own.gorunum.id}/paylas/`, { paylasilan: true }), 403);

    const team = (
      await save(manager, { ad: 'Ekip: gecikenler', sorgu: 'hatirlatma=gecikmis', paylasilan: true })
    ).json() as SavedViewResponse;
    assert.equal(team.gorunum.paylasilan, true);
    const quiet = (await save(manager, { ad: 'Yönetici özel', sorgu: 'durum=aranacak' })).json() as SavedViewResponse;
    // A colleague sees the shared view after their own, cannot delete or unshare it.
    const seen = await views(personel);
    assert.deepEqual(seen.map((v) => [v.ad, v.benim]).slice(-1), [['Ekip: gecikenler', false]]);
    assert.ok(!seen.some((v) => v.id === quiet.gorunum.id));
    assert.equal(seen.at(-1)!.olusturan, 'Yasemin Yönetici');
    assertTurkish(await remove(personel, team.gorunum.id), 403);

    const shared = await post(ctx.app, manager, `/api/crm/gorunumler/${quiet.gorunum.id}/paylas/`, { paylasilan: true });
    assert.equal(shared.statusCode, 200, shared.body);
    assert.equal((shared.json() as SavedViewResponse).message, 'Görünüm herkesle paylaşıldı.');
    assert.ok((await views(other)).some((v) => v.id === quiet.gorunum.id));
    const unshared = await post(ctx.app, manager, `/api/crm/gorunumler/${team.gorunum.id}/paylas/`, { paylasilan: false });
    assert.equal((unshared.json() as SavedViewResponse).gorunum.paylasilan, false);
    assert.ok(!(await views(other)).some((v) => v.id === team.gorunum.id));
    // A leader shares only their own views.
    assertTurkish(await post(ctx.app, manager, `/api/crm/gorunumler/${own.gorunum.id}/paylas/`, { paylasilan: true }), 404);
    assertTurkish(await post(ctx.app, manager, `/api/crm/gorunumler/${quiet.gorunum.id}/paylas/`, {}), 400);
  });

  it('keeps at most 20 views per person, even when saved at the same time', async () => {
    const before = (await views(other)).filter((v) => v.benim).length;
    const answers = await Promise.all(
      Array.from({ length: 22 - before }, (_, i) => save(other, { ad: `Görünüm ${i + 1}`, sorgu: `sira=ilk_yanit` })),
    );
    assert.equal(answers.filter((a) => a.statusCode === 201).length, 20 - before);
    const refused = answers.find((a) => a.statusCode === 400)!;
    assertTurkish(refused, 400);
    assert.match(refused.json().message, /En fazla 20 görünüm/);
    assert.equal((await views(other)).filter((v) => v.benim).length, 20);
    // Another person's limit is their own.
    assert.equal((await save(manager, { ad: 'Bir tane daha', sorgu: '' })).statusCode, 201);
  });
});
