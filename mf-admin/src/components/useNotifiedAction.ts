import { useCallback, useState } from 'react';
import { useSnackbar } from '@kredi/kernel';
import { failureText } from './apiErrors';

/** Runs an admin call and tells its outcome in a toast: the success text, or the server's Turkish reason. */
export function useNotifiedAction() {
  const { enqueueSnackbar } = useSnackbar();
  const notify = useCallback((text: string) => enqueueSnackbar(text, { variant: 'success' }), [enqueueSnackbar]);
  const run = useCallback(
    async (action: () => Promise<unknown>, success: string): Promise<boolean> => {
      try {
        await action();
        notify(success);
        return true;
      } catch (error) {
        enqueueSnackbar(failureText(error), { variant: 'error' });
        return false;
      }
    },
    [enqueueSnackbar, notify],
  );
  return { run, notify };
}

/**
 * An action that asks first (delete, disable): `ask(target)` opens the ConfirmDialog, whose props come ready in
 * `dialog`; confirming runs `perform` with a toast either way and closes it.
 */
export function useConfirmedAction<T>(perform: (target: T) => Promise<unknown>, success: (target: T) => string) {
  const { run } = useNotifiedAction();
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const onConfirm = async () => {
    if (target === null) return;
    setBusy(true);
    await run(() => perform(target), success(target));
    setBusy(false);
    setTarget(null);
  };
  return {
    ask: setTarget,
    dialog: { open: target !== null, busy, onConfirm: () => void onConfirm(), onCancel: () => setTarget(null) },
  };
}
