import assert from 'node:assert/strict';
import { it } from 'node:test';
import { calculatorDataMessages as m, type AdminCalculatorData } from '@kredi/contracts/admin';
import type { BankOffer, LoanType } from '@kredi/contracts/calculator';
import { istanbulDate } from '@kredi/contracts/crm';
import { createCalculatorRepository } from '../../src/features/calculator/repository.js';
import { withApps } from '../helpers/withApps.js';
import { adminCall, signIn } from './helpers.js';

const DAY = 86_400_000;
const day = (offset: number) => istanbulDate(new Date(Date.now() + offset * DAY));

withApps('admin: calculator data', {}, (ctx) => {
  let token = '';
  const call = (method: Parameters<typeof adminCall>[2], url: string, payload?: unknown) => adminCall(ctx.app, token, method, url, payload);
  const data = async () => (await call('GET', '/api/admin/calculator/')).json() as AdminCalculatorData;
  const publicTypes = async () => (await ctx.app.inject({ method: 'GET', url: '/api/kredi/kredi-turleri/' })).json() as LoanType[];

  it('shows the loan types, the offers and the dated rules with the one in force today', async () => {
    token = await signIn(ctx.app);
    const { bugun, turler, teklifler, kurallar } = await data();
    assert.equal(bugun, day(0));
    assert.deepEqual(turler.map((t) => t.id).sort(), ['ihtiyac', 'konut', 'tasit', 'ticari']);
    assert.ok(teklifler.length > 0);
    const ihtiyac = kurallar.find((r) => r.kredi_turu === 'ihtiyac')!;
    assert.equal(ihtiyac.vergiler.filter((v) => v.yururlukte).length, 1);
    assert.deepEqual(ihtiyac.vade_sinirlari.find((s) => s.yururlukte)!.bantlar.at(-1), { ust_tutar: null, azami_vade: 12 });
  });

  it('switches a loan type into maintenance with its message, and the public calculator follows at once', async () => {
    const response = await call('PUT', '/api/admin/calculator/loan-types/konut/', {
      ad: 'Konut Kredisi',
      aktif: true,
      bakim_modu: true,
      bakim_mesaji: '  Bakımdayız.  ',
    });
    assert.equal(response.statusCode, 200, response.body);
    const konut = (await publicTypes()).find((t) => t.id === 'konut')!;
    assert.deepEqual([konut.bakim_modu, konut.bakim_mesaji], [true, 'Bakımdayız.']);
    const back = { ad: 'Konut Kredisi', aktif: true, bakim_modu: false, bakim_mesaji: null };
    await call('PUT', '/api/admin/calculator/loan-types/konut/', back);
    // Saving it again unchanged writes no audit row (it used to add one with nothing changed).
    const audited = async () =>
      ((await call('GET', '/api/admin/audit/?entity=loan_type')).json() as { count: number; results: unknown[] }).results.length;
    const before = await audited();
    const again = await call('PUT', '/api/admin/calculator/loan-types/konut/', { ...back, bakim_mesaji: '   ' });
    assert.equal(again.statusCode, 200, again.body);
    assert.equal(await audited(), before);
    assert.equal(
      (await call('PUT', '/api/admin/calculator/loan-types/yok/', { ad: 'x', aktif: true, bakim_modu: false, bakim_mesaji: null }))
        .statusCode,
      404,
    );
  });

  it('adds, edits and deletes a bank offer', async () => {
    const offer = {
      kredi_turu: 'ihtiyac',
      banka_adi: 'Deneme Bank',
      banka_logo: null,
      min_tutar: 10_000,
      max_tutar: 500_000,
      max_vade: 36,
      faiz_orani: 2.49,
      aktif: true,
    };
    const created = await call('POST', '/api/admin/calculator/offers/', offer);
    assert.equal(created.statusCode, 201, created.body);
    const id = (created.json() as BankOffer).id;
    const publicOffers = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/kredi/teklifler/?kredi_turu=ihtiyac&aktif=true' })).json() as BankOffer[];
    assert.equal((await publicOffers())[0]!.banka_adi, 'Deneme Bank', 'the lowest rate comes first');
    const edited = await call('PUT', `/api/admin/calculator/offers/${id}/`, { ...offer, aktif: false });
    assert.equal((edited.json() as BankOffer).aktif, false);
    assert.ok(!(await publicOffers()).some((o) => o.id === id));
    const swapped = await call('POST', '/api/admin/calculator/offers/', { ...offer, min_tutar: 600_000 });
    assert.deepEqual(swapped.json(), { message: m.offerAmounts, errors: { min_tutar: m.offerAmounts } });
    const unknownType = await call('POST', '/api/admin/calculator/offers/', { ...offer, kredi_turu: 'yok' });
    assert.equal((unknownType.json() as { message: string }).message, m.loanTypeUnknown);
    const foreignLogo = await call('POST', '/api/admin/calculator/offers/', { ...offer, banka_logo: 'https://evil.example/x.png' });
    assert.equal((foreignLogo.json() as { errors: Record<string, string> }).errors.banka_logo, m.logoInvalid);
    assert.equal((await call('DELETE', `/api/admin/calculator/offers/${id}/`)).statusCode, 200);
    assert.equal((await call('DELETE', `/api/admin/calculator/offers/${id}/`)).statusCode, 404);
  });

  it('a new vehicle band set takes effect on its date, not before', async () => {
    const bands = [
      { ust_deger: 500_000, azami_oran: 60, azami_vade: 48 },
      { ust_deger: null, azami_oran: 25, azami_vade: 24 },
    ];
    const added = await call('POST', '/api/admin/calculator/vehicle-bands/', { kredi_turu: 'tasit', yururluk: day(2), bantlar: bands });
    assert.equal(added.statusCode, 201, added.body);
    const calculator = createCalculatorRepository(ctx.db);
    const todayBands = (await calculator.findLoanType('tasit', day(0)))!.arac_bantlari;
    assert.notDeepEqual(todayBands, bands);
    assert.deepEqual((await publicTypes()).find((t) => t.id === 'tasit')!.arac_bantlari, todayBands);
    assert.deepEqual((await calculator.findLoanType('tasit', day(1)))!.arac_bantlari, todayBands, 'the day before');
    assert.deepEqual((await calculator.findLoanType('tasit', day(2)))!.arac_bantlari, bands, 'on its day');
    const listed = (await data()).kurallar.find((r) => r.kredi_turu === 'tasit')!.arac_bantlari.find((s) => s.yururluk === day(2))!;
    assert.deepEqual([listed.gelecek, listed.yururlukte], [true, false]);
  });

  it('adds tax rates and term caps with their dates; refuses the past, a taken day and bad bands', async () => {
    const tax = { kredi_turu: 'ihtiyac', yururluk: day(30), kkdf_orani: 10, bsmv_orani: 10 };
    assert.equal((await call('POST', '/api/admin/calculator/tax-rates/', tax)).statusCode, 201);
    const taken = await call('POST', '/api/admin/calculator/tax-rates/', tax);
    assert.deepEqual([taken.statusCode, (taken.json() as { message: string }).message], [409, m.dateTaken]);
    const past = await call('POST', '/api/admin/calculator/tax-rates/', { ...tax, yururluk: day(-1) });
    assert.deepEqual([past.statusCode, (past.json() as { message: string }).message], [400, m.dateInPast]);
    const notADay = await call('POST', '/api/admin/calculator/tax-rates/', { ...tax, yururluk: '2030-02-30' });
    assert.equal((notADay.json() as { message: string }).message, m.dateInvalid);
    const calculator = createCalculatorRepository(ctx.db);
    assert.deepEqual((await calculator.findLoanType('ihtiyac', day(30)))!.kkdf_orani, 10);

    const caps = {
      kredi_turu: 'ihtiyac',
      yururluk: day(0),
      bantlar: [
        { ust_tutar: 200_000, azami_vade: 36 },
        { ust_tutar: null, azami_vade: 18 },
      ],
    };
    assert.equal((await call('POST', '/api/admin/calculator/term-caps/', caps)).statusCode, 201, 'today is allowed');
    assert.deepEqual((await publicTypes()).find((t) => t.id === 'ihtiyac')!.vade_sinirlari, caps.bantlar);
    const openMiddle = await call('POST', '/api/admin/calculator/term-caps/', {
      ...caps,
      yururluk: day(5),
      bantlar: [
        { ust_tutar: null, azami_vade: 36 },
        { ust_tutar: 5, azami_vade: 12 },
      ],
    });
    assert.deepEqual(openMiddle.json(), { message: m.bandsOnlyLastOpen, errors: { bantlar: m.bandsOnlyLastOpen } });
    const badRatio = await call('POST', '/api/admin/calculator/vehicle-bands/', {
      kredi_turu: 'tasit',
      yururluk: day(5),
      bantlar: [{ ust_deger: null, azami_oran: 150, azami_vade: 12 }],
    });
    assert.equal(badRatio.statusCode, 400);
  });

  it('deletes a rule only while its day has not come', async () => {
    const future = await call('DELETE', `/api/admin/calculator/rules/vergi/?kredi_turu=ihtiyac&yururluk=${day(30)}`);
    assert.equal(future.statusCode, 200, future.body);
    const inForce = await call('DELETE', `/api/admin/calculator/rules/vade-siniri/?kredi_turu=ihtiyac&yururluk=${day(0)}`);
    assert.deepEqual([inForce.statusCode, (inForce.json() as { message: string }).message], [409, m.ruleInForce]);
    assert.equal((await call('DELETE', `/api/admin/calculator/rules/arac-bandi/?kredi_turu=tasit&yururluk=${day(2)}`)).statusCode, 200);
    assert.equal((await call('DELETE', `/api/admin/calculator/rules/arac-bandi/?kredi_turu=tasit&yururluk=${day(2)}`)).statusCode, 404);
    assert.equal((await call('DELETE', `/api/admin/calculator/rules/baska/?kredi_turu=tasit&yururluk=${day(2)}`)).statusCode, 400);
  });
});
