import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

/** The server's Turkish `message` from an RTK Query error, if it sent one. */
export function serverMessage(error: FetchBaseQueryError | SerializedError | undefined): string | undefined {
  if (!error || !('status' in error)) return undefined;
  const data = error.data as { message?: unknown } | undefined;
  return typeof data?.message === 'string' && data.message.trim() ? data.message : undefined;
}
