import assert from 'node:assert/strict';
import { it } from 'node:test';
import { BUILT_IN_LOAN_TYPES, type BankOffer, type LoanType } from '@kredi/contracts/calculator';
import { bankOffers, loanTypes } from '../../src/db/schema/index.js';
import { REVISION_CHECK_MS, recheckRevisionsNow } from '../../src/http/answerCache.js';
import { withApps } from '../helpers/withApps.js';

/** Rows changed straight in the database below: the answers re-check their revision, as after a staff member's write. */
const changedHere = () => recheckRevisionsNow();

withApps('GET /api/kredi/kredi-turleri/ and /api/kredi/teklifler/', {}, (ctx) => {
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('answers the four seeded types with the rules in force today, equal to the built-in fallback', async () => {
    const response = await get('/api/kredi/kredi-turleri/');
    assert.equal(response.statusCode, 200);
    const types = response.json<LoanType[]>();
    // The seeded active formulas are the built-in annuity written out (docs/calculator.md): the same figures, so the
    // answer equals the browser's fallback but for the formula text it carries.
    const withoutFormula = ({ formul: _formula, ...type }: LoanType) => type;
    assert.deepEqual(types.map(withoutFormula), BUILT_IN_LOAN_TYPES.map(withoutFormula));
  });

  it('works without the trailing slash', async () => {
    assert.equal((await get('/api/kredi/kredi-turleri')).statusCode, 200);
  });

  it('ticari is in maintenance with a coming-soon text; the spec fields are all there', async () => {
    const types = (await get('/api/kredi/kredi-turleri/')).json<LoanType[]>();
    const ticari = types.find((type) => type.id === 'ticari')!;
    assert.equal(ticari.bakim_modu, true);
    assert.match(ticari.bakim_mesaji ?? '', /yakında/);
    for (const type of types) for (const field of ['id', 'ad', 'aktif', 'bakim_modu', 'bakim_mesaji']) assert.ok(field in type);
  });

  it('lists active offers of a type, lowest rate first, with logos under /api/media/banks/', async () => {
    const response = await get('/api/kredi/teklifler/?kredi_turu=ihtiyac&aktif=true');
    assert.equal(response.statusCode, 200);
    const offers = response.json<BankOffer[]>();
    assert.ok(offers.length >= 3);
    assert.ok(offers.every((offer) => offer.kredi_turu === 'ihtiyac' && offer.aktif));
    const rates = offers.map((offer) => offer.faiz_orani);
    assert.deepEqual(
      rates,
      [...rates].sort((a, b) => a - b),
    );
    for (const offer of offers) {
      if (offer.banka_logo === null) continue;
      assert.match(offer.banka_logo, /^\/api\/media\/banks\/[a-z-]+\.svg$/);
      const logo = await get(offer.banka_logo);
      assert.equal(logo.statusCode, 200);
      assert.match(String(logo.headers['content-type']), /image\/svg\+xml/);
    }
  });

  it('filters on aktif: false shows only inactive offers, no flag shows all', async () => {
    const [offer] = await ctx.db.select().from(bankOffers).limit(1);
    const { eq } = await import('drizzle-orm');
    await ctx.db.update(bankOffers).set({ active: false }).where(eq(bankOffers.id, offer!.id));
    changedHere();
    try {
      const inactive = (await get('/api/kredi/teklifler/?aktif=false')).json<BankOffer[]>();
      assert.deepEqual(
        inactive.map((o) => o.id),
        [offer!.id],
      );
      const active = (await get(`/api/kredi/teklifler/?kredi_turu=${offer!.loanTypeId}&aktif=true`)).json<BankOffer[]>();
      assert.ok(!active.some((o) => o.id === offer!.id));
      const all = (await get('/api/kredi/teklifler/')).json<BankOffer[]>();
      assert.equal(all.length, await ctx.db.$count(bankOffers));
    } finally {
      await ctx.db.update(bankOffers).set({ active: true }).where(eq(bankOffers.id, offer!.id));
      changedHere();
    }
  });

  it('answers an empty list for an unknown type, 400 in Turkish for a malformed flag', async () => {
    const unknown = await get('/api/kredi/teklifler/?kredi_turu=uzay&aktif=true');
    assert.equal(unknown.statusCode, 200);
    assert.deepEqual(unknown.json(), []);
    const bad = await get('/api/kredi/teklifler/?aktif=belki');
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().message, "aktif parametresi 'true' ya da 'false' olmalıdır.");
  });

  it('an inactive type is still listed (the page hides it), with aktif false', async () => {
    const { eq } = await import('drizzle-orm');
    await ctx.db.update(loanTypes).set({ active: false }).where(eq(loanTypes.id, 'konut'));
    changedHere();
    try {
      const types = (await get('/api/kredi/kredi-turleri/')).json<LoanType[]>();
      assert.equal(types.find((type) => type.id === 'konut')?.aktif, false);
    } finally {
      await ctx.db.update(loanTypes).set({ active: true }).where(eq(loanTypes.id, 'konut'));
      changedHere();
    }
  });

  it('answers from memory; a change made elsewhere (another instance, an operator) is served within a second', async () => {
    const { eq } = await import('drizzle-orm');
    const url = '/api/kredi/teklifler/?kredi_turu=ihtiyac&aktif=true';
    const before = (await get(url)).json<BankOffer[]>();
    const offer = before[0]!;
    await ctx.db.update(bankOffers).set({ monthlyRate: 0.01 }).where(eq(bankOffers.id, offer.id));
    try {
      // Written behind the cache's back: the answer kept in memory is still served...
      assert.deepEqual((await get(url)).json<BankOffer[]>(), before);
      // ...until the cache sees the calculator's revision move (a trigger on every table of its data).
      await new Promise((r) => setTimeout(r, REVISION_CHECK_MS + 100));
      const after = (await get(url)).json<BankOffer[]>();
      assert.equal(after.find((o) => o.id === offer.id)?.faiz_orani, 0.01);
    } finally {
      await ctx.db.update(bankOffers).set({ monthlyRate: offer.faiz_orani }).where(eq(bankOffers.id, offer.id));
      changedHere();
    }
  });

  it('each answer has its own ETag; revalidating an unchanged one is a 304 without a body', async () => {
    const types = await get('/api/kredi/kredi-turleri/');
    const offers = await get('/api/kredi/teklifler/?kredi_turu=ihtiyac&aktif=true');
    assert.match(types.headers.etag as string, /^W\/"calculator-/);
    assert.notEqual(types.headers.etag, offers.headers.etag);
    const revalidated = await ctx.app.inject({
      method: 'GET',
      url: '/api/kredi/kredi-turleri/',
      headers: { 'if-none-match': types.headers.etag as string },
    });
    assert.deepEqual([revalidated.statusCode, revalidated.body], [304, '']);
    const crossed = await ctx.app.inject({
      method: 'GET',
      url: '/api/kredi/kredi-turleri/',
      headers: { 'if-none-match': offers.headers.etag as string },
    });
    assert.equal(crossed.statusCode, 200, "another answer's validator is not this one's");
  });
});

withApps('calculator rules without demo data', { config: { seedDemoData: false } }, (ctx) => {
  it('seeds the rules anyway (the calculator needs them) but no bank offers', async () => {
    const types = (await ctx.app.inject({ method: 'GET', url: '/api/kredi/kredi-turleri/' })).json<LoanType[]>();
    assert.deepEqual(
      types.map((type) => type.id),
      ['ihtiyac', 'tasit', 'konut', 'ticari'],
    );
    assert.equal(await ctx.db.$count(bankOffers), 0);
  });
});
