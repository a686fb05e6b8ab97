import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { checkCreditFormula, creditFormulaMessages as m } from '@kredi/contracts/admin';
import { ApiError } from '../../../http/errors.js';
import { trimBodyStrings } from '../../../http/trimBody.js';
import { istanbulDay, taxRatesInForce } from '../../calculator/public.js';
import { adminOf } from '../auth/guard.js';
import { createCreditFormulaRepository } from './repository.js';
import { formulaSchemas, setFormulaActiveSchema } from './schemas.js';
import { ADMIN_ONLY } from '@kredi/contracts/staff';

/** /api/admin/formulas/ (docs/admin.md, 'Credit formulas'): list, add, edit, the active toggle and delete; every change is audited. */
const formulaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repository = createCreditFormulaRepository(app.db);
  const guarded = { config: { roles: ADMIN_ONLY } };

  /**
   * The expression is read by the safe parser and tried on the sample cases with the loan type's taxes in force
   * today, as the calculator will use it (finite, positive, total ≥ amount); a refusal is a Turkish 400 on the field.
   */
  async function assertFormula(formula: string, loanTypeId: string): Promise<void> {
    const taxes = (await taxRatesInForce(app.db, istanbulDay(), loanTypeId)).get(loanTypeId);
    if (!taxes) throw new ApiError(400, m.unknownLoanType, { loan_type: m.unknownLoanType });
    const checked = checkCreditFormula(formula, taxes);
    if (!checked.ok) throw new ApiError(400, checked.message, { formula: checked.message });
  }

  app.get('/', { ...guarded, schema: formulaSchemas.list }, () => repository.list());

  app.post('/', { ...guarded, schema: formulaSchemas.create, preValidation: trimBodyStrings }, async (request, reply) => {
    await assertFormula(request.body.formula, request.body.loan_type);
    return reply.code(201).send(await repository.create(adminOf(request), request.body));
  });

  app.put('/:id/', { ...guarded, schema: formulaSchemas.update, preValidation: trimBodyStrings }, async (request) => {
    await assertFormula(request.body.formula, request.body.loan_type);
    const updated = await repository.update(adminOf(request), request.params.id, request.body);
    if (!updated) throw new ApiError(404, m.notFound);
    return updated;
  });

  app.patch('/:id/active/', { ...guarded, schema: setFormulaActiveSchema }, async (request) => {
    if (request.body.active) {
      // Checked again on activation: the type's taxes may have changed since the formula was saved.
      const formula = await repository.find(request.params.id);
      if (!formula) throw new ApiError(404, m.notFound);
      await assertFormula(formula.formula, formula.loan_type);
    }
    const updated = await repository.setActive(adminOf(request), request.params.id, request.body.active);
    if (!updated) throw new ApiError(404, m.notFound);
    return updated;
  });

  app.delete('/:id/', { ...guarded, schema: formulaSchemas.remove }, async (request) => {
    if (!(await repository.remove(adminOf(request), request.params.id))) throw new ApiError(404, m.notFound);
    return { message: m.deleted };
  });
};

export default formulaRoutes;
