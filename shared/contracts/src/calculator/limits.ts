/** Bounds of a calculation that no loan type changes (the product's bounds and the API's sanity limits). */

/** Spec 9.3: the smallest amount the calculator computes; the API's upper bound keeps the numbers sane. */
export const AMOUNT_LIMITS = { min: 10_000, max: 100_000_000 } as const;

/** Monthly interest rate in percent: 0 (a campaign) up to 10. */
export const RATE_LIMITS = { min: 0, max: 10 } as const;

/** Every term any loan type may offer (the option list runs from 3 to 120 months). */
export const TERM_LIMITS = { min: 3, max: 120 } as const;

/** Spec 9.3: the term chosen when a type allows it. */
export const DEFAULT_TERM = 36;

/** Spec 9.3: the example monthly rate the page computes with. */
export const EXAMPLE_MONTHLY_RATE = 3.99;

/** Spec 9.3: auto-calculation runs this long after the last change. */
export const AUTO_CALCULATE_DELAY_MS = 500;
