import { useCallback, useEffect, useRef, useState } from 'react';
import { serverMessage } from '@kredi/kernel';
import {
  AUTO_CALCULATE_DELAY_MS,
  calculateLoan,
  type CalculationRequest,
  type CalculationResult,
  type CalculationRules,
} from '@kredi/contracts/calculator';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useCalculateLoanMutation } from '../api/calculatorApi';

export interface CalculationState {
  result: CalculationResult | null;
  error: string | null;
  calculating: boolean;
}

const IDLE: CalculationState = { result: null, error: null, calculating: false };

/**
 * Runs the calculation (docs/calculator.md, 'The page'): 500 ms after the last change of `request`, or at once with `calculateNow`; no
 * request (not calculable) clears the result. Only the newest call may write its answer: an older one that comes
 * back later is dropped (and aborted). When the API cannot answer (network, 5xx, no reason given), the browser
 * computes the same answer with the same contract function and shows the server's error text, if it sent one
 * (docs/calculator.md, 'The page'). A refusal (4xx with a reason) is shown in the red box as it is.
 */
export function useCalculation(request: CalculationRequest | null, rules: CalculationRules) {
  const [calculate] = useCalculateLoanMutation();
  const [state, setState] = useState<CalculationState>(IDLE);
  const latestCall = useRef(0);
  const inFlight = useRef<{ abort(): void } | null>(null);
  const rulesRef = useRef(rules);
  rulesRef.current = rules;

  const run = useCallback(
    async (body: CalculationRequest) => {
      const call = ++latestCall.current;
      inFlight.current?.abort();
      setState((current) => ({ ...current, calculating: true }));
      const pending = calculate(body);
      inFlight.current = pending;
      try {
        const result = await pending.unwrap();
        if (call === latestCall.current) setState({ result, error: null, calculating: false });
      } catch (failure) {
        if (call !== latestCall.current) return;
        const error = failure as FetchBaseQueryError;
        const said = serverMessage(error);
        // A 4xx with a reason is the server's verdict on this input (its rules are the ones in force): no result.
        if (said && typeof error.status === 'number' && error.status < 500) {
          setState({ result: null, error: said, calculating: false });
          return;
        }
        const local = calculateLoan(body, rulesRef.current);
        setState(
          local.ok
            ? { result: local.result, error: said ?? null, calculating: false }
            : { result: null, error: said ?? local.message, calculating: false },
        );
      } finally {
        if (inFlight.current === pending) inFlight.current = null;
      }
    },
    [calculate],
  );

  const key = request ? JSON.stringify(request) : null;
  useEffect(() => {
    if (!key) {
      latestCall.current += 1;
      inFlight.current?.abort();
      setState(IDLE);
      return undefined;
    }
    const timer = setTimeout(() => void run(JSON.parse(key) as CalculationRequest), AUTO_CALCULATE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, run]);

  const pendingKey = useRef(key);
  pendingKey.current = key;
  /** The Hesapla button: no waiting for the debounce. */
  const calculateNow = useCallback(() => {
    if (pendingKey.current) void run(JSON.parse(pendingKey.current) as CalculationRequest);
  }, [run]);

  return { ...state, calculateNow };
}
