import { Type } from '@sinclair/typebox';
import { CreditFormulaActiveBody, CreditFormulaBody, CreditFormulaSchema } from '@kredi/contracts/admin';
import { MessageSchema } from '../../../http/schemas.js';
import { guardedSchema } from '../schemas.js';

export const idParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

export const listFormulasSchema = guardedSchema({ summary: 'Kredi formülleri', response: { 200: Type.Array(CreditFormulaSchema) } });

export const createFormulaSchema = guardedSchema({
  summary: 'Formül ekler (ifade güvenli ayrıştırıcıyla denetlenir)',
  body: CreditFormulaBody,
  response: { 201: CreditFormulaSchema },
});

export const updateFormulaSchema = guardedSchema({
  summary: 'Formülü düzenler',
  params: idParams,
  body: CreditFormulaBody,
  response: { 200: CreditFormulaSchema },
});

export const setFormulaActiveSchema = guardedSchema({
  summary: 'Aktif Yap / Pasif Yap',
  params: idParams,
  body: CreditFormulaActiveBody,
  response: { 200: CreditFormulaSchema },
});

export const deleteFormulaSchema = guardedSchema({
  summary: 'Formülü kalıcı olarak siler',
  params: idParams,
  response: { 200: MessageSchema },
});
