import { serverMessage } from '@kredi/kernel';
import { adminAuthMessages as m } from '@kredi/contracts/admin';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

/** The server's Turkish reason for a refused second-factor step (wrong code, dead step, limits), else the generic text. */
export function secondFactorErrorText(failure: unknown): string {
  return serverMessage(failure as FetchBaseQueryError | SerializedError) ?? m.loginFailed;
}
