import assert from 'node:assert/strict';
import { beforeEach, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { calculateLoan, type CalculationResult, BUILT_IN_LOAN_TYPES } from '@kredi/contracts/calculator';
import { loanCalculationCounts, loanTypes } from '../../src/db/schema/index.js';
import { istanbulDay } from '../../src/features/calculator/rulesInForce.js';
import { withApps } from '../helpers/withApps.js';

const URL = '/api/kredi/hesapla/';

withApps('POST /api/kredi/hesapla/', {}, (ctx) => {
  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: URL,
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      headers: { 'content-type': 'application/json', ...headers },
    });

  beforeEach(async () => {
    await ctx.db.delete(loanCalculationCounts);
  });

  it('the worked example: 100,000 TL at 3.99 % over 36 months, ihtiyaç: 6,189.33 a month with KKDF and BSMV lines', async () => {
    const response = await post({ kredi_miktari: 100_000, vade_ay: 36, faiz_orani: 3.99, kredi_turu: 'ihtiyac' });
    assert.equal(response.statusCode, 200);
    const result = response.json<CalculationResult>();
    assert.equal(result.aylik_taksit, 6189.33);
    assert.equal(result.toplam_faiz, 94_473.63);
    assert.equal(result.toplam_kkdf, 14_171.05);
    assert.equal(result.toplam_bsmv, 14_171.05);
    assert.equal(result.toplam_geri_odeme, 222_815.73);
    assert.equal(result.efektif_faiz_orani, 5.19);
    assert.equal(result.yillik_maliyet_orani, 83.46);
    assert.equal(result.odeme_plani.length, 36);
    assert.equal(result.odeme_plani.at(-1)!.kalan_borc, 0);
    const principals = result.odeme_plani.reduce((sum, row) => sum + Math.round(row.anapara * 100), 0);
    assert.equal(principals, 10_000_000);
  });

  it('konut pays neither tax: 5,281.37 a month', async () => {
    const result = (await post({ kredi_miktari: 100_000, vade_ay: 36, faiz_orani: 3.99, kredi_turu: 'konut' })).json<CalculationResult>();
    assert.equal(result.aylik_taksit, 5281.37);
    assert.equal(result.toplam_kkdf + result.toplam_bsmv, 0);
  });

  it('without kredi_turu it keeps the general, taxed reading', async () => {
    const result = (await post({ kredi_miktari: 100_000, vade_ay: 36, faiz_orani: 3.99 })).json<CalculationResult>();
    assert.equal(result.aylik_taksit, 6189.33);
    assert.equal(result.kredi_turu, null);
  });

  it('answers exactly what the browser computes with the built-in rules (one function for both)', async () => {
    for (const request of [
      { kredi_miktari: 75_500, vade_ay: 24, faiz_orani: 3.99, kredi_turu: 'ihtiyac' },
      { kredi_miktari: 200_000, vade_ay: 36, faiz_orani: 2.79, kredi_turu: 'tasit', arac_degeri: 450_000 },
      { kredi_miktari: 3_000_000, vade_ay: 120, faiz_orani: 2.59, kredi_turu: 'konut' },
    ]) {
      const type = BUILT_IN_LOAN_TYPES.find((t) => t.id === request.kredi_turu)!;
      const local = calculateLoan(request, type);
      assert.ok(local.ok);
      assert.deepEqual((await post(request)).json(), local.result);
    }
  });

  it('counts every calculation by Istanbul day, type and amount band, and nothing else', async () => {
    await post({ kredi_miktari: 60_000, vade_ay: 12, faiz_orani: 3.99, kredi_turu: 'ihtiyac' });
    await post({ kredi_miktari: 99_999, vade_ay: 24, faiz_orani: 3.99, kredi_turu: 'ihtiyac' });
    await post({ kredi_miktari: 150_000, vade_ay: 12, faiz_orani: 3.99 });
    await post({ kredi_miktari: 150_000, vade_ay: 48, faiz_orani: 3.99, kredi_turu: 'ihtiyac' }); // rejected: not counted
    const rows = await ctx.db.select().from(loanCalculationCounts).orderBy(loanCalculationCounts.loanType);
    const today = istanbulDay();
    assert.deepEqual(rows, [
      { day: today, loanType: 'genel', amountBand: '100000-249999', count: 1 },
      { day: today, loanType: 'ihtiyac', amountBand: '50000-99999', count: 2 },
    ]);
  });

  it('counts concurrent calculations without losing any', async () => {
    await Promise.all(Array.from({ length: 8 }, () => post({ kredi_miktari: 20_000, vade_ay: 12, faiz_orani: 3.99, kredi_turu: 'konut' })));
    const [row] = await ctx.db.select().from(loanCalculationCounts);
    assert.equal(row!.count, 8);
  });

  it('applies the type rules: term caps, konut minimum, taşıt value and bands, in Turkish', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ kredi_miktari: 125_001, vade_ay: 36, kredi_turu: 'ihtiyac' }, 'Bu tutar için en uzun vade 24 aydır.'],
      [{ kredi_miktari: 100_000, vade_ay: 6, kredi_turu: 'konut' }, 'Bu kredi türünde en kısa vade 12 aydır.'],
      [{ kredi_miktari: 100_000, vade_ay: 36, kredi_turu: 'tasit' }, 'Önce aracın kasko değerini giriniz'],
      [
        { kredi_miktari: 300_000, vade_ay: 36, kredi_turu: 'tasit', arac_degeri: 400_000 },
        'Bu araç için en fazla 280.000 TL kredi kullanılabilir.',
      ],
      [{ kredi_miktari: 100_000, vade_ay: 48, kredi_turu: 'tasit', arac_degeri: 500_000 }, 'Bu tutar için en uzun vade 36 aydır.'],
      [
        { kredi_miktari: 100_000, vade_ay: 12, kredi_turu: 'tasit', arac_degeri: 2_500_000 },
        '2.500.000 TL kasko değerindeki araçlar için taşıt kredisi kullanılamaz.',
      ],
      [{ kredi_miktari: 100_000, vade_ay: 36, kredi_turu: 'uzay' }, 'Geçersiz kredi türü.'],
      [{ kredi_miktari: 100_000, vade_ay: 36, kredi_turu: 'ticari' }, 'Ticari kredi hesaplama aracımız çok yakında hizmetinizde olacak.'],
    ];
    for (const [body, message] of cases) {
      const response = await post({ faiz_orani: 3.99, ...body });
      assert.equal(response.statusCode, 400, JSON.stringify(body));
      assert.equal(response.json().message, message);
    }
  });

  it('refuses a type that is switched off, and a type in maintenance with its own message', async () => {
    await ctx.db.update(loanTypes).set({ active: false }).where(eq(loanTypes.id, 'konut'));
    await ctx.db.update(loanTypes).set({ maintenance: true, maintenanceMessage: null }).where(eq(loanTypes.id, 'ihtiyac'));
    try {
      assert.equal(
        (await post({ kredi_miktari: 100_000, vade_ay: 36, faiz_orani: 3.99, kredi_turu: 'konut' })).json().message,
        'Geçersiz kredi türü.',
      );
      assert.equal(
        (await post({ kredi_miktari: 100_000, vade_ay: 36, faiz_orani: 3.99, kredi_turu: 'ihtiyac' })).json().message,
        'Bu kredi türü şu anda bakım modundadır. Lütfen daha sonra tekrar deneyiniz.',
      );
    } finally {
      await ctx.db.update(loanTypes).set({ active: true }).where(eq(loanTypes.id, 'konut'));
      await ctx.db.update(loanTypes).set({ maintenance: false }).where(eq(loanTypes.id, 'ihtiyac'));
    }
  });

  const valid = { kredi_miktari: 100_000, vade_ay: 36, faiz_orani: 3.99 };
  const rejected: Array<[string, unknown, string]> = [
    ['amount below 10,000', { ...valid, kredi_miktari: 9_999 }, 'Kredi tutarı en az 10.000 TL olmalıdır.'],
    ['amount above the cap', { ...valid, kredi_miktari: 100_000_001 }, 'Kredi tutarı en fazla 100.000.000 TL olabilir.'],
    ['amount as a string', { ...valid, kredi_miktari: '100000' }, 'Lütfen geçerli bir kredi tutarı giriniz.'],
    ['amount missing', { vade_ay: 36, faiz_orani: 3.99 }, 'Lütfen geçerli bir kredi tutarı giriniz.'],
    ['amount null', { ...valid, kredi_miktari: null }, 'Lütfen geçerli bir kredi tutarı giriniz.'],
    ['term 2', { ...valid, vade_ay: 2 }, 'Vade 3 ile 120 ay arasında olmalıdır.'],
    ['term 121', { ...valid, vade_ay: 121 }, 'Vade 3 ile 120 ay arasında olmalıdır.'],
    ['term 12.5', { ...valid, vade_ay: 12.5 }, 'Vade 3 ile 120 ay arasında olmalıdır.'],
    ['term as an array', { ...valid, vade_ay: [36] }, 'Vade 3 ile 120 ay arasında olmalıdır.'],
    ['negative rate', { ...valid, faiz_orani: -1 }, 'Aylık faiz oranı %0 ile %10 arasında olmalıdır.'],
    ['rate 10.5', { ...valid, faiz_orani: 10.5 }, 'Aylık faiz oranı %0 ile %10 arasında olmalıdır.'],
    ['rate as an object', { ...valid, faiz_orani: { $gt: 0 } }, 'Aylık faiz oranı %0 ile %10 arasında olmalıdır.'],
    ['type as a number', { ...valid, kredi_turu: 1 }, 'Geçersiz kredi türü.'],
    ['very long type', { ...valid, kredi_turu: 'x'.repeat(41) }, 'Geçersiz kredi türü.'],
    ['negative vehicle value', { ...valid, kredi_turu: 'tasit', arac_degeri: -5 }, 'Lütfen geçerli bir kasko değeri giriniz.'],
    ['array body', [valid], 'Gönderilen bilgiler geçersiz.'],
    ['null body', 'null', 'Gönderilen bilgiler geçersiz.'],
  ];
  for (const [name, payload, message] of rejected) {
    it(`400 in Turkish for ${name}`, async () => {
      const response = await post(payload);
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().message, message);
    });
  }

  it('400 for malformed JSON and 415 for text, never a 5xx', async () => {
    const malformed = await post('{"kredi_miktari": 1000');
    assert.equal(malformed.statusCode, 400);
    assert.match(malformed.json().message, /JSON/);
    const text = await ctx.app.inject({ method: 'POST', url: URL, payload: 'kredi', headers: { 'content-type': 'text/plain' } });
    assert.equal(text.statusCode, 415);
    assert.equal(await ctx.db.$count(loanCalculationCounts), 0);
  });
});
