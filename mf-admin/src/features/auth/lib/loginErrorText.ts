import { serverMessage } from '@kredi/kernel';
import { adminAuthMessages as m } from '@kredi/contracts/admin';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

/**
 * What the login shows for a failure (the product spec's texts): wrong credentials read 'Kullanıcı adı veya şifre hatalı'; the
 * limits and bad input show the server's Turkish text; anything else (network, 5xx) the generic text.
 */
export function loginErrorText(failure: unknown): string {
  const error = failure as FetchBaseQueryError | SerializedError;
  const status = 'status' in error ? error.status : undefined;
  if (status === 401) return m.invalidCredentials;
  if (status === 400 || status === 429) return serverMessage(error) ?? m.loginFailed;
  return m.loginFailed;
}
