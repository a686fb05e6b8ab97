import { Type } from '@sinclair/typebox';
import {
  BankOfferSchema,
  CalculationRequestSchema,
  CalculationResultSchema,
  LoanTypeSchema,
  OffersQuery,
} from '@kredi/contracts/calculator';
import { ErrorSchema } from '../../http/schemas.js';

const tags = ['kredi hesaplama'];

export const listLoanTypesSchema = {
  tags,
  summary: 'Kredi türleri ve bugün yürürlükteki hesaplama kuralları (vergiler, vadeler, taşıt bantları)',
  response: { 200: Type.Array(LoanTypeSchema) },
};

export const listOffersSchema = {
  tags,
  summary: 'Banka teklifleri, en düşük faiz önce; kredi_turu ve aktif ile süzülür (bilinmeyen tür boş liste döner)',
  querystring: OffersQuery,
  response: { 200: Type.Array(BankOfferSchema), 400: ErrorSchema },
};

export const calculateSchema = {
  tags,
  summary: 'Aylık taksit, toplamlar, KKDF/BSMV, yıllık maliyet oranı ve ödeme planı',
  description:
    'kredi_turu verilirse o türün bugün yürürlükteki vergileri ve vade kuralları uygulanır (taşıtta arac_degeri gerekir); ' +
    'verilmezse spec 9.3 okuması: ihtiyaç kredisinin vergileri, genel vade sınırları (3-120 ay).',
  body: CalculationRequestSchema,
  response: { 200: CalculationResultSchema, 400: ErrorSchema, 413: ErrorSchema, 415: ErrorSchema },
};
