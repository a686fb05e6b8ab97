/**
 * RTK Query tags of the calculator's public data (mf-calculator provides them, with these same strings). The admin's
 * calculator-data changes invalidate them, so the calculator in the same page refetches.
 */
export const CALCULATOR_CACHE_TAGS = { loanTypes: 'LoanTypes', offers: 'BankOffers' } as const;
