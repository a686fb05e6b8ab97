// What the calculator offers the admin area and the reports: the offers and taxes it applies (the admin area reads
// back what it writes through the same readers) and the Istanbul calendar day the rules in force are chosen by.

import type { Database } from '../../db/client.js';
import { createCalculatorRepository, type OfferFilter } from './repository.js';

/** The bank offers, lowest rate first, as the calculator shows them. */
export function listBankOffers(db: Database, filter?: OfferFilter) {
  return createCalculatorRepository(db).listOffers(filter);
}

/** Each loan type's taxes in force on `day` (an Istanbul calendar day); give `loanTypeId` for one type only. */
export function taxRatesInForce(db: Database, day: string, loanTypeId?: string) {
  return createCalculatorRepository(db).taxRatesInForce(day, loanTypeId);
}
export { istanbulDay } from './rulesInForce.js';
