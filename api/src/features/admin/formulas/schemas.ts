import { CreditFormulaActiveBody, CreditFormulaBody, CreditFormulaSchema } from '@kredi/contracts/admin';
import { idParams } from '../../../http/schemas.js';
import { crudSchemas, guardedSchema } from '../schemas.js';

/** The list, create, update and delete routes of the credit formulas. */
export const formulaSchemas = crudSchemas({
  row: CreditFormulaSchema,
  body: CreditFormulaBody,
  summaries: {
    list: 'Kredi formülleri',
    create: 'Formül ekler (ifade güvenli ayrıştırıcıyla denetlenir)',
    update: 'Formülü düzenler',
    remove: 'Formülü kalıcı olarak siler',
  },
});

export const setFormulaActiveSchema = guardedSchema({
  summary: 'Aktif Yap / Pasif Yap',
  params: idParams,
  body: CreditFormulaActiveBody,
  response: { 200: CreditFormulaSchema },
});
