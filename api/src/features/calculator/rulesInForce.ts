/** A row of a dated rule: which loan type it belongs to and the Istanbul day it takes effect ('YYYY-MM-DD'). */
export interface DatedRule {
  loanTypeId: string;
  effectiveFrom: string;
}

/**
 * The rule in force on `day`, per loan type: all rows of the newest effective date that is not after `day` (one
 * row for a single-valued rule such as the tax rates, a set for bands). Types whose every rule starts later are
 * absent. Dates compare as text because they are ISO days.
 */
export function rulesInForce<T extends DatedRule>(rows: readonly T[], day: string): Map<string, T[]> {
  const newest = new Map<string, string>();
  for (const row of rows) {
    if (row.effectiveFrom > day) continue;
    const current = newest.get(row.loanTypeId);
    if (current === undefined || row.effectiveFrom > current) newest.set(row.loanTypeId, row.effectiveFrom);
  }
  const result = new Map<string, T[]>();
  for (const row of rows) {
    if (newest.get(row.loanTypeId) !== row.effectiveFrom) continue;
    const set = result.get(row.loanTypeId) ?? [];
    set.push(row);
    result.set(row.loanTypeId, set);
  }
  return result;
}

const istanbulDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Istanbul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in Istanbul of an instant, 'YYYY-MM-DD': the day rules take effect and calculations are counted. */
export function istanbulDay(at: Date = new Date()): string {
  return istanbulDayFormat.format(at);
}
