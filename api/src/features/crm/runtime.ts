import type { SmsProvider } from '../../sms/types.js';

/**
 * What tests may swap at runtime: the clock and the SMS gateway. Sign-in SMS are sent after the answer (so a
 * staff number and any other number get the same answer at the same speed); `settle()` waits for those in flight.
 */
export interface CrmRuntime {
  now: () => Date;
  sms: SmsProvider;
  /** Runs work after the answer and keeps track of it. */
  background(work: () => Promise<void>): void;
  /** Resolves when all background work has finished (tests, shutdown). */
  settle(): Promise<void>;
}

export function createCrmRuntime(sms: SmsProvider, onError: (error: unknown) => void): CrmRuntime {
  const inFlight = new Set<Promise<void>>();
  return {
    now: () => new Date(),
    sms,
    background(work) {
      const task = work()
        .catch(onError)
        .finally(() => inFlight.delete(task));
      inFlight.add(task);
    },
    async settle() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}
