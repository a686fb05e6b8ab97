import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { LoanType } from '@kredi/contracts/calculator';
import { loanTaxRates, loanTermCaps, vehicleLoanBands } from '../../src/db/schema/index.js';
import { createCalculatorRepository } from '../../src/features/calculator/repository.js';
import { istanbulDay, rulesInForce } from '../../src/features/calculator/rulesInForce.js';
import { withApps } from '../helpers/withApps.js';

describe('rulesInForce', () => {
  const rows = [
    { loanTypeId: 'tasit', effectiveFrom: '2023-01-01', band: 'a' },
    { loanTypeId: 'tasit', effectiveFrom: '2023-01-01', band: 'b' },
    { loanTypeId: 'tasit', effectiveFrom: '2025-06-01', band: 'c' },
    { loanTypeId: 'konut', effectiveFrom: '2030-01-01', band: 'd' },
  ];

  it('takes the whole newest set not after the day, per type', () => {
    assert.deepEqual(
      rulesInForce(rows, '2024-12-31')
        .get('tasit')
        ?.map((r) => r.band),
      ['a', 'b'],
    );
    assert.deepEqual(
      rulesInForce(rows, '2025-06-01')
        .get('tasit')
        ?.map((r) => r.band),
      ['c'],
    );
  });

  it('leaves out types whose rules start later, and answers nothing before the first', () => {
    assert.equal(rulesInForce(rows, '2025-06-01').has('konut'), false);
    assert.equal(rulesInForce(rows, '2022-12-31').size, 0);
  });
});

describe('istanbulDay', () => {
  it('is the calendar day in Istanbul (UTC+3), not in UTC', () => {
    assert.equal(istanbulDay(new Date('2025-03-31T20:59:59Z')), '2025-03-31');
    assert.equal(istanbulDay(new Date('2025-03-31T21:00:00Z')), '2025-04-01');
  });
});

withApps('calculator repository: the rule in force on a date', {}, (ctx) => {
  const repository = () => createCalculatorRepository(ctx.db);
  const typeOn = async (id: string, day: string) => (await repository().findLoanType(id, day)) as LoanType;

  it('reads the seeded 2023 vehicle bands and the 2025 personal-loan caps', async () => {
    const tasit = await typeOn('tasit', '2024-01-01');
    assert.deepEqual(tasit.arac_bantlari[0], { ust_deger: 400_000, azami_oran: 70, azami_vade: 48 });
    assert.deepEqual(tasit.arac_bantlari.at(-1), { ust_deger: null, azami_oran: 0, azami_vade: 12 });
    const ihtiyacBeforeCaps = await typeOn('ihtiyac', '2024-12-31');
    assert.deepEqual(ihtiyacBeforeCaps.vade_sinirlari, []);
    const ihtiyac = await typeOn('ihtiyac', '2025-02-01');
    assert.deepEqual(
      ihtiyac.vade_sinirlari.map((cap) => cap.azami_vade),
      [36, 24, 12],
    );
  });

  it('a new dated set of bands replaces the old one from its day on, and the old one stays history', async () => {
    await ctx.db.insert(vehicleLoanBands).values([
      { loanTypeId: 'tasit', effectiveFrom: '2099-01-01', maxVehicleValue: 3_000_000, maxLoanRatio: 50, maxTerm: 36 },
      { loanTypeId: 'tasit', effectiveFrom: '2099-01-01', maxVehicleValue: null, maxLoanRatio: 0, maxTerm: 12 },
    ]);
    try {
      assert.equal((await typeOn('tasit', '2098-12-31')).arac_bantlari.length, 5);
      assert.deepEqual((await typeOn('tasit', '2099-01-01')).arac_bantlari, [
        { ust_deger: 3_000_000, azami_oran: 50, azami_vade: 36 },
        { ust_deger: null, azami_oran: 0, azami_vade: 12 },
      ]);
      const bands = await repository().vehicleBandsInForce('2099-06-01');
      assert.equal(bands.get('tasit')?.length, 2);
    } finally {
      await ctx.db.delete(vehicleLoanBands).where(eq(vehicleLoanBands.effectiveFrom, '2099-01-01'));
    }
  });

  it('tax rates change on their effective day', async () => {
    await ctx.db.insert(loanTaxRates).values({ loanTypeId: 'ihtiyac', effectiveFrom: '2099-01-01', kkdfRate: 10, bsmvRate: 20 });
    try {
      assert.deepEqual((await repository().taxRatesInForce('2098-12-31')).get('ihtiyac'), { kkdf_orani: 15, bsmv_orani: 15 });
      assert.deepEqual((await repository().taxRatesInForce('2099-01-01', 'ihtiyac')).get('ihtiyac'), { kkdf_orani: 10, bsmv_orani: 20 });
    } finally {
      await ctx.db.delete(loanTaxRates).where(and(eq(loanTaxRates.loanTypeId, 'ihtiyac'), eq(loanTaxRates.effectiveFrom, '2099-01-01')));
    }
  });

  it('term caps come back in ascending order with the open-ended one last, whatever the insert order', async () => {
    await ctx.db.insert(loanTermCaps).values([
      { loanTypeId: 'ihtiyac', effectiveFrom: '2099-01-01', maxAmount: null, maxTerm: 12 },
      { loanTypeId: 'ihtiyac', effectiveFrom: '2099-01-01', maxAmount: 300_000, maxTerm: 24 },
      { loanTypeId: 'ihtiyac', effectiveFrom: '2099-01-01', maxAmount: 150_000, maxTerm: 36 },
    ]);
    try {
      const caps = (await repository().termCapsInForce('2099-01-01')).get('ihtiyac');
      assert.deepEqual(
        caps?.map((cap) => cap.ust_tutar),
        [150_000, 300_000, null],
      );
    } finally {
      await ctx.db.delete(loanTermCaps).where(eq(loanTermCaps.effectiveFrom, '2099-01-01'));
    }
  });

  it('a type whose rules all start later is not computable yet and is left out', async () => {
    assert.equal(await repository().findLoanType('ihtiyac', '2020-01-01'), undefined);
    assert.deepEqual(await repository().listLoanTypes('2020-01-01'), []);
  });
});
