import type { FormulaNode } from '../admin/formula/parse';
import { calculatorMessages as m } from './messages';
import { monthlyInstalment } from './paymentPlan';
import type { BankOffer, TaxRates } from './wire';

/** An offer that fits, with its own instalment at its own rate. */
export interface RankedOffer {
  offer: BankOffer;
  bankName: string;
  instalment: number;
  best: boolean;
}

/** Spec 3: an offer without a bank name is shown as 'Bilinmeyen Banka'. */
export function bankName(offer: Pick<BankOffer, 'banka_adi'>): string {
  return offer.banka_adi?.trim() || m.unknownBank;
}

/**
 * Spec 9.3: the offers with min_tutar <= amount <= max_tutar and max_vade >= term, lowest faiz_orani first (ties keep
 * the server's order); the first is 'En Avantajlı Teklif'. Inactive offers never show. The loan type's active formula
 * (if any) computes each offer's instalment too, at the offer's rate.
 */
export function rankOffers(
  offers: readonly BankOffer[],
  amount: number,
  term: number,
  taxes: TaxRates,
  formula?: FormulaNode | null,
): RankedOffer[] {
  return offers
    .filter((offer) => offer.aktif && offer.min_tutar <= amount && amount <= offer.max_tutar && offer.max_vade >= term)
    .map((offer, index) => ({ offer, index }))
    .sort((a, b) => a.offer.faiz_orani - b.offer.faiz_orani || a.index - b.index)
    .map(({ offer }, position) => ({
      offer,
      bankName: bankName(offer),
      instalment: monthlyInstalment(amount, term, offer.faiz_orani, taxes, formula),
      best: position === 0,
    }));
}
