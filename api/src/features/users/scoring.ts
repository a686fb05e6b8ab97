/**
 * Credit-limit scoring of the credit form (documented in docs/credit-scoring.md).
 *
 * A deterministic points model: each answer of the form earns points (100 at most), a few
 * answers disqualify outright, and the points map (quadratically) to a total limit in TL, clamped
 * and rounded to 1,000. Pure: no I/O, no clock, no randomness.
 */

/** The form's answers, as the API receives them (the form's option values, contracts/users creditFormOptions.ts). */
export interface ScoringInput {
  /** Age band upper bound: 22, 24, 27, 39 or 66. */
  age: number;
  /** 1 private, 2 public, 3 retired, 4 no SGK, 5 self-employed, 6 company owner, 7 farmer. */
  sgkStatus: number;
  /** Legal follow-up: 0 none, 1 one year ago, 3 two-three years, 5 four-five years, 6 six or more. */
  legalFollowup: number;
  /** Last credit use: 0 never, 1 a month ago, 3 two-three months, 6 four-six months, 7 seven or more. */
  lastCreditUsage: number;
  /** Total card/overdraft limits band: 499000, 999000, 1499000, 1999999, 2000000. */
  currentAccountLimit: number;
  /** Monthly credit payments band: 0, 9999, 19999, 39999, 40000. */
  monthlyCreditPayment: number;
  /** Applications in the last 3 months: 0, 1, 4 (2-4), 5 (5+). */
  recentApplications: number;
  /** Findeks band upper bound (1249 ... 1900), or null when the score is unknown. */
  findeksScore: number | null;
}

export type DisqualificationReason =
  | 'age_out_of_range'
  | 'recent_legal_followup'
  | 'no_sgk_low_findeks'
  | 'low_findeks_many_applications'
  | 'unknown_answer'
  | 'too_few_points';

export interface ScoringResult {
  /** Total limit in TL shown to the visitor; 0 when disqualified or pending. */
  creditLimit: number;
  /** What staff should offer first: 80% of the limit, rounded down to 1,000 TL. */
  recommendedLimit: number;
  /** Sum of the factor points (0-100); 0 when pending. */
  points: number;
  /** Points per factor, for the CRM and for tests. */
  breakdown: Record<ScoringFactor, number>;
  /** True when the Findeks score is unknown: the limit follows after the Findeks report. */
  findeksPending: boolean;
  /** Why the limit is 0, or null. */
  disqualifiedBy: DisqualificationReason | null;
}

export type ScoringFactor =
  | 'findeks'
  | 'sgk'
  | 'age'
  | 'legalFollowup'
  | 'monthlyPayment'
  | 'recentApplications'
  | 'currentLimit'
  | 'lastCreditUsage';

/** Points per answer of each factor. The maximum of every factor adds up to 100. */
export const POINTS: Readonly<Record<ScoringFactor, Readonly<Record<number, number>>>> = {
  // Findeks band (max 35): the strongest single signal of repayment history.
  findeks: { 1249: 0, 1299: 8, 1399: 16, 1499: 24, 1599: 30, 1900: 35 },
  // Employment / SGK status (max 15): steady, documented income scores highest.
  sgk: { 2: 15, 1: 12, 3: 12, 6: 11, 5: 9, 7: 6, 4: 0 },
  // Age band (max 10): prime working age scores highest.
  age: { 22: 4, 24: 6, 27: 8, 39: 10, 66: 7 },
  // Legal follow-up (max 10): the longer ago, the better; within a year disqualifies.
  legalFollowup: { 0: 10, 6: 7, 5: 4, 3: 1, 1: 0 },
  // Monthly credit payments (max 10): the lower the existing burden, the better.
  monthlyPayment: { 0: 10, 9999: 8, 19999: 5, 39999: 2, 40000: 0 },
  // Applications in the last 3 months (max 10): many recent applications signal credit hunger.
  recentApplications: { 0: 10, 1: 7, 4: 3, 5: 0 },
  // Existing card/overdraft limits (max 5): banks already trusting the person.
  currentLimit: { 499000: 1, 999000: 2, 1499000: 3, 1999999: 4, 2000000: 5 },
  // Last credit use (max 5): a known, settled history beats none and beats very fresh debt.
  lastCreditUsage: { 0: 2, 1: 1, 3: 3, 6: 4, 7: 5 },
};

/** Below this many points no limit is offered. */
export const MIN_POINTS = 30;
/** Limit at MIN_POINTS and at 100 points; quadratic in between (see limitForPoints). */
export const MIN_LIMIT = 25_000;
export const MAX_LIMIT = 1_500_000;
export const ROUND_TO = 1_000;
export const RECOMMENDED_SHARE = 0.8;

const FACTORS = Object.keys(POINTS) as ScoringFactor[];

function emptyBreakdown(): Record<ScoringFactor, number> {
  return Object.fromEntries(FACTORS.map((f) => [f, 0])) as Record<ScoringFactor, number>;
}

function zero(reason: DisqualificationReason | null, extra: Partial<ScoringResult> = {}): ScoringResult {
  return {
    creditLimit: 0,
    recommendedLimit: 0,
    points: 0,
    breakdown: emptyBreakdown(),
    findeksPending: false,
    disqualifiedBy: reason,
    ...extra,
  };
}

/**
 * Points → TL: MIN_LIMIT at MIN_POINTS rising with the square of the share above it to
 * MAX_LIMIT at 100 points (the top of the scale is rarer and worth more), clamped to
 * [MIN_LIMIT, MAX_LIMIT] and rounded to the nearest 1,000 TL.
 */
export function limitForPoints(points: number): number {
  if (!Number.isFinite(points) || points < MIN_POINTS) return 0;
  const share = (Math.min(points, 100) - MIN_POINTS) / (100 - MIN_POINTS);
  const raw = MIN_LIMIT + share * share * (MAX_LIMIT - MIN_LIMIT);
  const clamped = Math.min(MAX_LIMIT, Math.max(MIN_LIMIT, raw));
  return Math.round(clamped / ROUND_TO) * ROUND_TO;
}

export function recommendedFor(limit: number): number {
  return Math.floor((limit * RECOMMENDED_SHARE) / ROUND_TO) * ROUND_TO;
}

/** The whole model: disqualifiers first, then points, then the limit. */
export function scoreCredit(input: ScoringInput): ScoringResult {
  if (!(input.age in POINTS.age)) return zero('age_out_of_range');
  if (input.legalFollowup === 1) return zero('recent_legal_followup');
  if (input.findeksScore === null) return zero(null, { findeksPending: true });

  const answers: Record<ScoringFactor, number> = {
    findeks: input.findeksScore,
    sgk: input.sgkStatus,
    age: input.age,
    legalFollowup: input.legalFollowup,
    monthlyPayment: input.monthlyCreditPayment,
    recentApplications: input.recentApplications,
    currentLimit: input.currentAccountLimit,
    lastCreditUsage: input.lastCreditUsage,
  };
  const breakdown = emptyBreakdown();
  for (const factor of FACTORS) {
    const earned = POINTS[factor][answers[factor]];
    if (earned === undefined) return zero('unknown_answer');
    breakdown[factor] = earned;
  }
  const points = FACTORS.reduce((sum, f) => sum + breakdown[f], 0);

  if (input.sgkStatus === 4 && input.findeksScore <= 1299) return zero('no_sgk_low_findeks', { points, breakdown });
  if (input.findeksScore <= 1249 && input.recentApplications >= 5) {
    return zero('low_findeks_many_applications', { points, breakdown });
  }
  const creditLimit = limitForPoints(points);
  if (creditLimit === 0) return zero('too_few_points', { points, breakdown });
  return {
    creditLimit,
    recommendedLimit: recommendedFor(creditLimit),
    points,
    breakdown,
    findeksPending: false,
    disqualifiedBy: null,
  };
}
