import { Type, type Static } from '@sinclair/typebox';
import { turkishErrors } from '../../common/wire';
import { FORMULA_LIMITS } from './grammar';
import { formulaMessages } from './messages';

/* Wire shapes of the credit formulas (docs/admin.md, 'Credit formulas'): the list, and the body of add and edit. */

export const creditFormulaLimits = { name: 100, description: 500 } as const;

export const creditFormulaMessages = {
  nameRequired: 'Lütfen formül adını girin.',
  nameTooLong: `Formül adı en fazla ${creditFormulaLimits.name} karakter olabilir.`,
  descriptionTooLong: `Açıklama en fazla ${creditFormulaLimits.description} karakter olabilir.`,
  activeRequired: 'Formülün durumu (aktif/pasif) belirtilmelidir.',
  loanTypeRequired: 'Lütfen formülün kredi türünü seçin.',
  unknownLoanType: 'Geçersiz kredi türü.',
  notFound: 'Formül bulunamadı.',
  deleted: 'Formül silindi.',
} as const;

export const CreditFormulaSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  loan_type: Type.String({ description: 'Formülün kredi türü (ihtiyac, tasit, konut, ticari); türün aktif formülü hesaplamayı yapar' }),
  formula: Type.String({
    description: 'Aylık taksit ifadesi; değişkenler P (tutar), r (KKDF ve BSMV dahil aylık maliyet oranı), n (vade, ay)',
  }),
  active: Type.Boolean({ description: 'Bir kredi türünün en fazla bir aktif formülü olur: biri aktif olunca diğeri pasif olur' }),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});
export type CreditFormula = Static<typeof CreditFormulaSchema>;

/** Add and edit: the formula is then read by the safe parser (checkFormula) and refused with a Turkish text. */
export const CreditFormulaBody = Type.Object(
  {
    name: Type.String({
      minLength: 1,
      maxLength: creditFormulaLimits.name,
      ...turkishErrors({ maxLength: creditFormulaMessages.nameTooLong, default: creditFormulaMessages.nameRequired }),
    }),
    description: Type.String({ maxLength: creditFormulaLimits.description, ...turkishErrors(creditFormulaMessages.descriptionTooLong) }),
    loan_type: Type.String({ minLength: 1, maxLength: 40, ...turkishErrors(creditFormulaMessages.loanTypeRequired) }),
    formula: Type.String({
      minLength: 1,
      maxLength: FORMULA_LIMITS.maxLength,
      examples: ['P * r * (1 + r)^n / ((1 + r)^n - 1)'],
      ...turkishErrors({ maxLength: formulaMessages.tooLong, default: formulaMessages.empty }),
    }),
    active: Type.Boolean(turkishErrors(creditFormulaMessages.activeRequired)),
  },
  turkishErrors(creditFormulaMessages.nameRequired),
);
export type CreditFormulaBody = Static<typeof CreditFormulaBody>;

/** 'Aktif Yap' / 'Pasif Yap'. */
export const CreditFormulaActiveBody = Type.Object({ active: Type.Boolean(turkishErrors(creditFormulaMessages.activeRequired)) });
export type CreditFormulaActiveBody = Static<typeof CreditFormulaActiveBody>;
