import assert from 'node:assert/strict';
import { it } from 'node:test';
import { eq } from 'drizzle-orm';
import {
  creditFormulaMessages,
  formulaMessages,
  HOSTILE_FORMULAS,
  SAMPLE_CREDIT_FORMULAS,
  STANDARD_ANNUITY_FORMULA,
  type CreditFormula,
} from '@kredi/contracts/admin';
import { adminAuditEvents, creditFormulas } from '../../src/db/schema/index.js';
import { seedCreditFormulas } from '../../src/db/seed/creditFormulas.js';
import { withApps } from '../helpers/withApps.js';
import { DEMO_CONFIG, adminCall, signIn } from './helpers.js';

const URL = '/api/admin/formulas/';

withApps('admin credit formulas', { config: DEMO_CONFIG }, (ctx) => {
  let token = '';
  const call = (method: Parameters<typeof adminCall>[2], url: string, payload?: unknown) => adminCall(ctx.app, token, method, url, payload);
  const list = async () => (await call('GET', URL)).json() as CreditFormula[];
  const valid = { name: 'Deneme Formülü', description: 'Test için', loan_type: 'ticari', formula: 'P / n', active: true };

  it('needs an admin session on every formula route', async () => {
    for (const [method, url] of [
      ['GET', URL],
      ['POST', URL],
      ['PUT', `${URL}1/`],
      ['PATCH', `${URL}1/active/`],
      ['DELETE', `${URL}1/`],
    ] as const) {
      const response = await ctx.app.inject({ method, url, payload: method === 'GET' || method === 'DELETE' ? undefined : valid });
      assert.equal(response.statusCode, 401, `${method} ${url}`);
    }
    token = await signIn(ctx.app);
  });

  it('lists the four seeded samples: three active, KOBİ passive', async () => {
    const formulas = await list();
    assert.deepEqual(
      formulas.map((f) => [f.name, f.active, f.loan_type, f.formula]),
      SAMPLE_CREDIT_FORMULAS.map((s) => [s.name, s.active, s.loanType, s.formula]),
    );
    assert.equal(formulas[0]!.formula, STANDARD_ANNUITY_FORMULA);
  });

  it('adds a formula and records who added it', async () => {
    const response = await call('POST', URL, { ...valid, name: '  Deneme Formülü  ' });
    assert.equal(response.statusCode, 201);
    const created = response.json() as CreditFormula;
    assert.equal(created.name, 'Deneme Formülü');
    assert.equal(created.formula, 'P / n');
    assert.ok((await list()).some((f) => f.id === created.id));
    const [event] = await ctx.db.select().from(adminAuditEvents).where(eq(adminAuditEvents.entityId, created.id));
    assert.equal(event!.adminUsername, 'admin');
    assert.equal(event!.action, 'create');
    assert.deepEqual(event!.after, {
      name: 'Deneme Formülü',
      description: 'Test için',
      loan_type: 'ticari',
      formula: 'P / n',
      active: true,
    });
  });

  it('refuses an invalid expression with a Turkish text on the formula field', async () => {
    for (const [formula, message] of [
      ['P * x', formulaMessages.unknownVariable('x')],
      ['P / (r - r)', formulaMessages.notFinite],
      ['P * 0,95', formulaMessages.notSingleExpression],
    ] as const) {
      const response = await call('POST', URL, { ...valid, formula });
      assert.equal(response.statusCode, 400, formula);
      assert.deepEqual(response.json(), { message, errors: { formula: message } });
    }
  });

  it('refuses every hostile expression with a 400, on add and on edit, and stores none', async () => {
    const before = await ctx.db.$count(creditFormulas);
    const target = (await list())[0]!;
    for (const formula of HOSTILE_FORMULAS) {
      for (const [method, url] of [
        ['POST', URL],
        ['PUT', `${URL}${target.id}/`],
      ] as const) {
        const response = await call(method, url, { ...valid, formula });
        // 413 for the 200 000-character nesting: the body limit refuses it before the parser sees it.
        assert.ok(
          [400, 413].includes(response.statusCode),
          `${method} ${JSON.stringify(formula.slice(0, 60))}: ${response.body.slice(0, 200)}`,
        );
        const body = response.json() as { message: string };
        assert.equal(typeof body.message, 'string');
      }
    }
    assert.equal(await ctx.db.$count(creditFormulas), before);
    assert.equal((await list()).find((f) => f.id === target.id)!.formula, target.formula);
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
  });

  it('validates the other fields in Turkish', async () => {
    const noName = await call('POST', URL, { ...valid, name: '   ' });
    assert.equal(noName.statusCode, 400);
    assert.equal((noName.json() as { message: string }).message, creditFormulaMessages.nameRequired);
    const longName = await call('POST', URL, { ...valid, name: 'x'.repeat(101) });
    assert.equal((longName.json() as { errors: Record<string, string> }).errors.name, creditFormulaMessages.nameTooLong);
    const noActive = await call('POST', URL, { name: 'a', description: '', loan_type: 'ticari', formula: 'P' });
    assert.equal(noActive.statusCode, 400);
    const wrongType = await call('POST', URL, { ...valid, active: 'evet' });
    assert.equal(wrongType.statusCode, 400);
    const tooLong = await call('POST', URL, { ...valid, formula: 'P'.repeat(301) });
    assert.equal((tooLong.json() as { message: string }).message, formulaMessages.tooLong);
  });

  it('edits a formula; an unknown id is a 404', async () => {
    const target = (await list()).find((f) => f.name === 'Deneme Formülü')!;
    const response = await call('PUT', `${URL}${target.id}/`, { ...valid, name: 'Yeni Ad', formula: 'P * r + P / n' });
    assert.equal(response.statusCode, 200);
    assert.equal((response.json() as CreditFormula).formula, 'P * r + P / n');
    const events = await ctx.db.select().from(adminAuditEvents).where(eq(adminAuditEvents.entityId, target.id));
    const update = events.find((e) => e.action === 'update')!;
    assert.deepEqual([update.before!.name, update.after!.name], ['Deneme Formülü', 'Yeni Ad']);
    const missing = await call('PUT', `${URL}999999/`, valid);
    assert.equal(missing.statusCode, 404);
    assert.deepEqual(missing.json(), { message: creditFormulaMessages.notFound });
    assert.equal((await call('PUT', `${URL}abc/`, valid)).statusCode, 400);
  });

  it('toggles active and passive', async () => {
    const kobi = (await list()).find((f) => f.name === 'KOBİ Kredisi')!;
    const on = await call('PATCH', `${URL}${kobi.id}/active/`, { active: true });
    assert.equal(on.statusCode, 200);
    assert.equal((on.json() as CreditFormula).active, true);
    const off = await call('PATCH', `${URL}${kobi.id}/active/`, { active: false });
    assert.equal((off.json() as CreditFormula).active, false);
    assert.equal((await call('PATCH', `${URL}999999/active/`, { active: true })).statusCode, 404);
    assert.equal((await call('PATCH', `${URL}${kobi.id}/active/`, {})).statusCode, 400);
  });

  it('deletes, and the samples do not come back once the list was managed', async () => {
    for (const formula of await list()) {
      const response = await call('DELETE', `${URL}${formula.id}/`);
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), { message: creditFormulaMessages.deleted });
    }
    assert.deepEqual(await list(), []);
    assert.equal((await call('DELETE', `${URL}1/`)).statusCode, 404);
    assert.equal(await seedCreditFormulas(ctx.db), 0);
    assert.deepEqual(await list(), []);
  });
});
