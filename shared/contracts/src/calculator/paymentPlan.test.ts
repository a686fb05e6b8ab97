import { annualCostRatePercent, buildPaymentPlan, monthlyCostRate, monthlyInstalment } from './paymentPlan';

const CONSUMER = { kkdf_orani: 15, bsmv_orani: 15 };
const HOUSING = { kkdf_orani: 0, bsmv_orani: 0 };
const kurus = (lira: number) => Math.round(lira * 100);
const sumKurus = (values: number[]) => values.reduce((sum, value) => sum + kurus(value), 0);

describe('the worked example of the facts note: 100,000 TL, 3.99 % a month, 36 months', () => {
  const plan = buildPaymentPlan(100_000, 36, 3.99, CONSUMER);

  it('consumer loan (KKDF 15 % + BSMV 15 %): instalment 6,189.33', () => {
    expect(plan.instalment).toBe(6189.33);
    expect(monthlyInstalment(100_000, 36, 3.99, CONSUMER)).toBe(6189.33);
  });

  it('interest 94,473.63; each tax 15 % of it rounded on its own (14,171.05); total 222,815.73', () => {
    expect(plan.totals.interest).toBe(94_473.63);
    expect(plan.totals.kkdf).toBe(14_171.05);
    expect(plan.totals.bsmv).toBe(14_171.05);
    // The note's 222,815.72 rounds the two taxes together (28,342.09); shown separately they are one kuruş more.
    expect(plan.totals.repayment).toBe(222_815.73);
  });

  it('first row: interest 3,990.00, KKDF and BSMV 598.50 each, principal 1,002.33', () => {
    expect(plan.rows[0]).toEqual({ ay: 1, taksit: 6189.33, anapara: 1002.33, faiz: 3990, kkdf: 598.5, bsmv: 598.5, kalan_borc: 98_997.67 });
  });

  it('every month pays 6,189.33 but the last, which pays what is left', () => {
    expect(plan.rows.slice(0, 35).every((row) => row.taksit === 6189.33)).toBe(true);
    expect(plan.rows[35]).toMatchObject({ ay: 36, taksit: 6189.18, kalan_borc: 0 });
  });

  it('housing loan (no KKDF, no BSMV): instalment 5,281.37', () => {
    const housing = buildPaymentPlan(100_000, 36, 3.99, HOUSING);
    expect(housing.instalment).toBe(5281.37);
    expect(housing.totals).toEqual({ repayment: 190_129.19, interest: 90_129.19, kkdf: 0, bsmv: 0 });
    expect(housing.rows.every((row) => row.kkdf === 0 && row.bsmv === 0)).toBe(true);
  });
});

describe('reconciliation to the kuruş', () => {
  it.each([
    [10_000, 3, 3.99, CONSUMER],
    [10_000, 120, 3.99, CONSUMER],
    [123_456.78, 48, 2.49, CONSUMER],
    [2_000_000, 120, 1.89, HOUSING],
    [99_999, 7, 4.5, { kkdf_orani: 0, bsmv_orani: 5 }],
    [50_000, 12, 0, CONSUMER],
  ])('%p TL, %p months, %p %%', (amount, months, rate, taxes) => {
    const plan = buildPaymentPlan(amount, months, rate, taxes);
    const { rows } = plan;
    expect(rows).toHaveLength(months);
    expect(rows.map((row) => row.ay)).toEqual(Array.from({ length: months }, (_, i) => i + 1));
    expect(sumKurus(rows.map((row) => row.anapara))).toBe(kurus(amount));
    expect(rows.at(-1)!.kalan_borc).toBe(0);
    expect(sumKurus(rows.map((row) => row.taksit))).toBe(kurus(plan.totals.repayment));
    expect(kurus(plan.totals.repayment)).toBe(
      kurus(amount) + kurus(plan.totals.interest) + kurus(plan.totals.kkdf) + kurus(plan.totals.bsmv),
    );
    let remaining = kurus(amount);
    for (const row of rows) {
      expect(kurus(row.taksit)).toBe(kurus(row.anapara) + kurus(row.faiz) + kurus(row.kkdf) + kurus(row.bsmv));
      remaining -= kurus(row.anapara);
      expect(kurus(row.kalan_borc)).toBe(remaining);
    }
  });

  it('at 0 % the amount is split evenly and nothing else is paid', () => {
    const plan = buildPaymentPlan(10_000, 3, 0, CONSUMER);
    expect(plan.rows.map((row) => row.taksit)).toEqual([3333.33, 3333.33, 3333.34]);
    expect(plan.totals).toEqual({ repayment: 10_000, interest: 0, kkdf: 0, bsmv: 0 });
  });
});

describe('cost rates', () => {
  it('monthly cost = rate x (1 + KKDF + BSMV)', () => {
    expect(monthlyCostRate(3.99, CONSUMER)).toBeCloseTo(0.05187, 10);
    expect(monthlyCostRate(3.99, HOUSING)).toBeCloseTo(0.0399, 10);
  });

  it('the annual cost rate is compounded, not the monthly rate times 12', () => {
    expect(annualCostRatePercent(0.05187)).toBeCloseTo(83.4615, 3);
    expect(annualCostRatePercent(0.01)).toBeCloseTo(12.6825, 3);
    expect(annualCostRatePercent(0.05187)).not.toBeCloseTo(0.05187 * 12 * 100, 0);
    expect(annualCostRatePercent(0)).toBe(0);
  });
});
