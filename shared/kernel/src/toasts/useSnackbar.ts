import type { ProviderContext } from 'notistack';
import { closeSnackbar, enqueueSnackbar } from './toastQueue';

const toasts: ProviderContext = { enqueueSnackbar, closeSnackbar };

/**
 * The toasts, as notistack's useSnackbar: the same functions, but the toast area (notistack) loads only
 * when the first toast is asked for, so a page that shows none never downloads it. Import this, never notistack.
 */
export function useSnackbar(): ProviderContext {
  return toasts;
}
