import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { serverMessage } from '@kredi/kernel';
import { crmMessages as m } from '@kredi/contracts/crm';

/** Spec 8 'Staff login': the server's message, else the fallback; a failed connection has its own text. */
export function signInErrorText(error: unknown, fallback: string): string {
  const typed = error as FetchBaseQueryError | SerializedError | undefined;
  if (typed && 'status' in typed && typed.status === 'FETCH_ERROR') return m.networkError;
  return serverMessage(typed) ?? fallback;
}
