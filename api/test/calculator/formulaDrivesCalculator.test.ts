import assert from 'node:assert/strict';
import { it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { creditFormulaMessages, formulaMessages, STANDARD_ANNUITY_FORMULA, type CreditFormula } from '@kredi/contracts/admin';
import type { CalculationResult, LoanType } from '@kredi/contracts/calculator';
import { adminAuditEvents } from '../../src/db/schema/index.js';
import { DEMO_CONFIG, adminCall, signIn } from '../admin/helpers.js';
import { withApps } from '../helpers/withApps.js';

const FORMULAS = '/api/admin/formulas/';
const WORKED_EXAMPLE = { kredi_miktari: 100_000, vade_ay: 36, faiz_orani: 3.99, kredi_turu: 'ihtiyac' };

// The active formula of a loan type computes the calculator's instalment, with the type's KKDF and BSMV.
withApps('credit formulas drive the calculator', { config: DEMO_CONFIG }, (ctx) => {
  let token = '';
  const admin = (method: Parameters<typeof adminCall>[2], url: string, payload?: unknown) =>
    adminCall(ctx.app, token, method, url, payload);
  const calculate = async (payload: object = WORKED_EXAMPLE) => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/kredi/hesapla/', payload });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<CalculationResult>();
  };
  const personalType = async () =>
    (await ctx.app.inject({ method: 'GET', url: '/api/kredi/kredi-turleri/' })).json<LoanType[]>().find((t) => t.id === 'ihtiyac')!;

  it("the seeded formulas give today's figures, and the list of types carries each type's active formula", async () => {
    token = await signIn(ctx.app);
    assert.equal((await personalType()).formul, STANDARD_ANNUITY_FORMULA);
    assert.equal((await calculate()).aylik_taksit, 6189.33);
    assert.equal((await calculate({ ...WORKED_EXAMPLE, kredi_turu: 'konut' })).aylik_taksit, 5281.37);
  });

  it("an admin's new active personal-loan formula is used by the next calculation; the old one goes passive, both audited", async () => {
    const seeded = ((await admin('GET', FORMULAS)).json() as CreditFormula[]).find((f) => f.loan_type === 'ihtiyac' && f.active)!;
    const response = await admin('POST', FORMULAS, {
      name: 'Zamlı İhtiyaç',
      description: '',
      loan_type: 'ihtiyac',
      formula: `(${STANDARD_ANNUITY_FORMULA}) * 1.1`,
      active: true,
    });
    assert.equal(response.statusCode, 201, response.body);
    const created = response.json() as CreditFormula;
    const result = await calculate();
    // 1.1 × the exact taxed annuity (6.189,3254…) = 6.808,26; the plan still repays the amount exactly.
    assert.equal(result.aylik_taksit, 6808.26);
    assert.equal(result.odeme_plani.at(-1)!.kalan_borc, 0);
    assert.equal((await personalType()).formul, created.formula);
    const formulas = (await admin('GET', FORMULAS)).json() as CreditFormula[];
    assert.equal(formulas.find((f) => f.id === seeded.id)!.active, false);
    const deactivation = await ctx.db
      .select()
      .from(adminAuditEvents)
      .where(and(eq(adminAuditEvents.entity, 'credit_formula'), eq(adminAuditEvents.entityId, seeded.id)));
    assert.deepEqual(
      deactivation.map((e) => [e.action, e.before!.active, e.after!.active]),
      [['update', true, false]],
    );

    // Turning it off: no active formula for ihtiyaç, the built-in annuity answers.
    assert.equal((await admin('PATCH', `${FORMULAS}${created.id}/active/`, { active: false })).statusCode, 200);
    assert.equal((await personalType()).formul, null);
    assert.equal((await calculate()).aylik_taksit, 6189.33);
  });

  it('a formula that misbehaves on a sample case is refused on save, with the taxes of its type', async () => {
    const body = { name: 'Bozuk', description: '', loan_type: 'ihtiyac', active: true };
    for (const [formula, message] of [
      ['P * r - 50000', formulaMessages.notPositive],
      ['P / n * 0.9', formulaMessages.totalBelowAmount],
      ['P / (r - r)', formulaMessages.notFinite],
    ] as const) {
      const response = await admin('POST', FORMULAS, { ...body, formula });
      assert.equal(response.statusCode, 400, formula);
      assert.deepEqual(response.json(), { message, errors: { formula: message } });
    }
    const unknown = await admin('POST', FORMULAS, { ...body, loan_type: 'yok', formula: 'P / n' });
    assert.equal(unknown.statusCode, 400);
    assert.deepEqual(unknown.json(), {
      message: creditFormulaMessages.unknownLoanType,
      errors: { loan_type: creditFormulaMessages.unknownLoanType },
    });
    assert.equal((await personalType()).formul, null);
  });

  it('a formula that gives nothing usable at some input (0 % with the annuity) never reaches the visitor', async () => {
    const seeded = ((await admin('GET', FORMULAS)).json() as CreditFormula[]).find((f) => f.name === 'İhtiyaç Kredisi')!;
    assert.equal((await admin('PATCH', `${FORMULAS}${seeded.id}/active/`, { active: true })).statusCode, 200);
    // (1 + 0)^n − 1 = 0: the formula divides by zero; the built-in annuity answers 100.000 / 36.
    assert.equal((await calculate({ ...WORKED_EXAMPLE, faiz_orani: 0 })).aylik_taksit, 2777.78);
  });
});
