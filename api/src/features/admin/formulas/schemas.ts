import { CreditFormulaActiveBody, CreditFormulaBody, CreditFormulaSchema } from '@kredi/contracts/admin';
import { idParams } from '../../../http/schemas.js';
import { crudSchemas, guardedSchema } from '../schemas.js';

const formulas = crudSchemas({
  row: CreditFormulaSchema,
  body: CreditFormulaBody,
  summaries: {
    list: 'Kredi formülleri',
    create: 'Formül ekler (ifade güvenli ayrıştırıcıyla denetlenir)',
    update: 'Formülü düzenler',
    remove: 'Formülü kalıcı olarak siler',
  },
});
export const listFormulasSchema = formulas.list;
export const createFormulaSchema = formulas.create;
export const updateFormulaSchema = formulas.update;
export const deleteFormulaSchema = formulas.remove;

export const setFormulaActiveSchema = guardedSchema({
  summary: 'Aktif Yap / Pasif Yap',
  params: idParams,
  body: CreditFormulaActiveBody,
  response: { 200: CreditFormulaSchema },
});
