import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { checkFormula, creditFormulaMessages as m } from '@kredi/contracts/admin';
import { ApiError } from '../../../http/errors.js';
import { trimBodyStrings } from '../../../http/trimBody.js';
import { adminOf } from '../auth/guard.js';
import { createCreditFormulaRepository } from './repository.js';
import { createFormulaSchema, deleteFormulaSchema, listFormulasSchema, setFormulaActiveSchema, updateFormulaSchema } from './schemas.js';
import { ADMIN_ONLY } from '@kredi/contracts/staff';

/** The expression is read by the safe parser and tried on the sample inputs; a refusal is a Turkish 400 on the field. */
function assertFormula(formula: string): void {
  const checked = checkFormula(formula);
  if (!checked.ok) throw new ApiError(400, checked.message, { formula: checked.message });
}

/** /api/admin/formulas/ (spec 2.14): list, add, edit, the active toggle and delete; every change is audited. */
const formulaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repository = createCreditFormulaRepository(app.db);
  const guarded = { config: { roles: ADMIN_ONLY } };

  app.get('/', { ...guarded, schema: listFormulasSchema }, () => repository.list());

  app.post('/', { ...guarded, schema: createFormulaSchema, preValidation: trimBodyStrings }, async (request, reply) => {
    assertFormula(request.body.formula);
    return reply.code(201).send(await repository.create(adminOf(request), request.body));
  });

  app.put('/:id/', { ...guarded, schema: updateFormulaSchema, preValidation: trimBodyStrings }, async (request) => {
    assertFormula(request.body.formula);
    const updated = await repository.update(adminOf(request), request.params.id, request.body);
    if (!updated) throw new ApiError(404, m.notFound);
    return updated;
  });

  app.patch('/:id/active/', { ...guarded, schema: setFormulaActiveSchema }, async (request) => {
    const updated = await repository.setActive(adminOf(request), request.params.id, request.body.active);
    if (!updated) throw new ApiError(404, m.notFound);
    return updated;
  });

  app.delete('/:id/', { ...guarded, schema: deleteFormulaSchema }, async (request) => {
    if (!(await repository.remove(adminOf(request), request.params.id))) throw new ApiError(404, m.notFound);
    return { message: m.deleted };
  });
};

export default formulaRoutes;
