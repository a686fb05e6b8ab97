/**
 * Call outcomes: what 'Ara' records, on a callback request or on a customer's file. One list for the API's
 * validation, the buttons and the timeline. A callback request is done once the person was reached or the number is
 * wrong; after 'Ulaşılamadı' or 'Meşgul' it stays open so someone calls again.
 */
export const CALL_OUTCOMES = ['ulasildi', 'ulasilamadi', 'mesgul', 'yanlis_numara'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

export const CALL_OUTCOME_LABELS: Readonly<Record<CallOutcome, string>> = {
  ulasildi: 'Ulaşıldı',
  ulasilamadi: 'Ulaşılamadı',
  mesgul: 'Meşgul',
  yanlis_numara: 'Yanlış numara',
};

/** Whether this outcome closes a callback request (nobody needs to call again). */
export function outcomeClosesRequest(outcome: CallOutcome): boolean {
  return outcome === 'ulasildi' || outcome === 'yanlis_numara';
}

export function isCallOutcome(value: unknown): value is CallOutcome {
  return typeof value === 'string' && (CALL_OUTCOMES as readonly string[]).includes(value);
}
