import { lazy, Suspense, useEffect, useState } from 'react';
import type { SnackbarProviderProps } from 'notistack';
import { onToastAreaWanted, toastAreaWanted } from './toastQueue';

// Its own chunk: notistack (and its goober) load with the first toast, not with the page (less JavaScript on the first screen).
const ToastArea = lazy(() => import('./ToastArea'));

export type ToastAreaProps = Omit<SnackbarProviderProps, 'children'>;

/**
 * Where the toasts show (notistack's SnackbarProvider, with these options), mounted once a toast is asked for
 * (useSnackbar). Renders nothing before: a server render and its hydration agree.
 */
export function LazySnackbarProvider(props: ToastAreaProps) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (toastAreaWanted()) setWanted(true);
    return onToastAreaWanted(() => setWanted(true));
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastArea {...props} />
    </Suspense>
  );
}
