import { serverMessage } from '@kredi/kernel';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

/** Generic text when the server gave no Turkish message (network failure, 5xx). */
export const SAVE_FAILED = 'İşlem sırasında bir hata oluştu. Lütfen tekrar deneyin.';

type ApiFailure = FetchBaseQueryError | SerializedError;

/** The server's Turkish message of a failed call, or the generic text. */
export function failureText(failure: unknown, fallback = SAVE_FAILED): string {
  return serverMessage(failure as ApiFailure) ?? fallback;
}

/** The per-field Turkish messages of a 400 answer (`errors`), if any. */
export function fieldErrors(failure: unknown): Record<string, string> {
  const error = failure as ApiFailure;
  if (!error || !('status' in error)) return {};
  const errors = (error.data as { errors?: unknown } | undefined)?.errors;
  return errors && typeof errors === 'object' ? (errors as Record<string, string>) : {};
}
