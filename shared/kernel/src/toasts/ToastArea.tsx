import { useEffect } from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import { SnackbarProvider, closeSnackbar, enqueueSnackbar } from 'notistack';
import { toastColorStyles } from '../theme/toastColors';
import type { ToastAreaProps } from './LazySnackbarProvider';
import { toastAreaMounted } from './toastQueue';

/** Toasts: 356 px wide, 14 px apart, colours that pass WCAG AA. Injected with the area, not with the page. */
const toastStyles = (
  <GlobalStyles
    styles={(theme) => ({
      '.notistack-SnackbarContainer': { gap: 14 },
      '.notistack-SnackbarContainer > div': { width: 356, maxWidth: 'calc(100vw - 32px)' },
      '.notistack-MuiContent': { width: '100%' },
      ...toastColorStyles(theme),
    })}
  />
);

/** notistack's toast area (loaded with the first toast: LazySnackbarProvider): 3 visible, 4 s, top right. */
export default function ToastArea(props: ToastAreaProps) {
  useEffect(() => {
    // The provider is constructed by now: notistack's module-level functions reach it.
    toastAreaMounted({ enqueueSnackbar, closeSnackbar });
    return () => toastAreaMounted(null);
  }, []);
  return (
    <>
      {toastStyles}
      <SnackbarProvider maxSnack={3} autoHideDuration={4000} anchorOrigin={{ vertical: 'top', horizontal: 'right' }} {...props} />
    </>
  );
}
