import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DEFAULT_LOAN_TYPE_ID,
  UNTYPED_CALCULATION,
  calculateLoan,
  calculationAmountBand,
  calculatorMessages as m,
  maintenanceMessage,
  type CalculationRules,
} from '@kredi/contracts/calculator';
import { createAnswerCache, sendCachedAnswer } from '../../http/answerCache.js';
import { ApiError } from '../../http/errors.js';
import { createCalculatorRepository, type CalculatorRepository } from './repository.js';
import { istanbulDay } from './rulesInForce.js';
import { calculateSchema, listLoanTypesSchema, listOffersSchema } from './schemas.js';

/**
 * The rules a calculation uses today: the named type's (which must be active and not in maintenance) with its active
 * formula, or without a type the general, taxed reading, i.e. the default type's taxes and formula and only the
 * general term bounds.
 */
async function rulesFor(repository: CalculatorRepository, loanTypeId: string | undefined, day: string): Promise<CalculationRules> {
  if (loanTypeId === undefined) {
    const taxes = (await repository.taxRatesInForce(day, DEFAULT_LOAN_TYPE_ID)).get(DEFAULT_LOAN_TYPE_ID);
    if (!taxes) throw new Error(`no tax rates in force for ${DEFAULT_LOAN_TYPE_ID} on ${day}`);
    return { ...taxes, formul: (await repository.activeFormulas(DEFAULT_LOAN_TYPE_ID)).get(DEFAULT_LOAN_TYPE_ID) ?? null };
  }
  const type = await repository.findLoanType(loanTypeId, day);
  if (!type || !type.aktif) throw new ApiError(400, m.unknownLoanType, { kredi_turu: m.unknownLoanType });
  if (type.bakim_modu) throw new ApiError(400, maintenanceMessage(type), { kredi_turu: maintenanceMessage(type) });
  return type;
}

/** The calculator API under /api/kredi (docs/calculator.md). Anonymous; the calculation is counted, nothing else is kept. */
const calculatorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repository = createCalculatorRepository(app.db);

  // Every visitor of /kredi-hesaplama reads the same two answers: kept serialized until the data changes (at most a
  // second late on another instance; at once here, see admin/plugin.ts). Unknown type codes are bounded by the LRU.
  const cache = createAnswerCache({ family: 'calculator', revision: repository.revision });

  app.get('/kredi-turleri/', { schema: listLoanTypesSchema }, async (request, reply) => {
    const day = istanbulDay();
    return sendCachedAnswer(request, reply, await cache.answer(`types|${day}`, () => repository.listLoanTypes(day)));
  });

  app.get('/teklifler/', { schema: listOffersSchema }, async (request, reply) => {
    const { kredi_turu: loanTypeId, aktif: active } = request.query;
    const key = `offers|${loanTypeId ?? '*'}|${active ?? '*'}`;
    return sendCachedAnswer(request, reply, await cache.answer(key, () => repository.listOffers({ loanTypeId, active })));
  });

  app.post('/hesapla/', { schema: calculateSchema }, async (request) => {
    const day = istanbulDay();
    const outcome = calculateLoan(request.body, await rulesFor(repository, request.body.kredi_turu, day));
    if (!outcome.ok) throw new ApiError(400, outcome.message);
    try {
      await repository.recordCalculation({
        day,
        loanType: request.body.kredi_turu ?? UNTYPED_CALCULATION,
        amountBand: calculationAmountBand(outcome.result.kredi_miktari),
      });
    } catch (error) {
      // The visitor still gets the answer; the dashboard misses one count.
      request.log.warn({ err: error }, 'calculation not counted');
    }
    return outcome.result;
  });
};

export default calculatorRoutes;
