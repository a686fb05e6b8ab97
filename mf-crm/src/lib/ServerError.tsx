import { serverMessage } from '@kredi/kernel';
import Alert from '@mui/material/Alert';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

export const FALLBACK_SAVE_ERROR = 'İşlem kaydedilemedi. Lütfen bağlantınızı kontrol edip tekrar deneyin.';

/** The Turkish text of a failed call: the server's own message, else a general one (no silent failures). */
export function errorText(error: unknown, fallback = FALLBACK_SAVE_ERROR): string {
  return serverMessage(error as FetchBaseQueryError | SerializedError | undefined) ?? fallback;
}

/** The failure of a save, next to its form; announced to screen readers. Nothing when there is no error. */
export function ServerError({ error, fallback, testId = 'save-error' }: { error: unknown; fallback?: string; testId?: string }) {
  if (!error) return null;
  return (
    <Alert severity="error" role="alert" data-testid={testId} sx={{ my: 1 }}>
      {errorText(error, fallback)}
    </Alert>
  );
}
