import { useEffect } from 'react';
import { SnackbarProvider, closeSnackbar, enqueueSnackbar } from 'notistack';
import type { ToastAreaProps } from './LazySnackbarProvider';
import { toastAreaMounted } from './toastQueue';

/** notistack's toast area (loaded with the first toast: LazySnackbarProvider). */
export default function ToastArea(props: ToastAreaProps) {
  useEffect(() => {
    // The provider is constructed by now: notistack's module-level functions reach it.
    toastAreaMounted({ enqueueSnackbar, closeSnackbar });
    return () => toastAreaMounted(null);
  }, []);
  return <SnackbarProvider {...props} />;
}
