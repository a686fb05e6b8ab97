import { lazy, Suspense, useEffect, useState, type ComponentProps, type ComponentType } from 'react';

/**
 * The form's dialogs load when first opened, not with the page (the page interactive sooner): Dialog, Modal and their parts were
 * ~7 KB brotli that /form fetched and evaluated before it could answer, for dialogs closed on arrival. Each stays
 * mounted once opened, so its closing transition still plays. `preloadDialogs` fetches them when the browser is idle
 * after the page answers, so a later first open does not wait for the network.
 */
const loadSmsCodeDialog = () => import('./SmsCodeDialog');
const loadAlertMessageDialog = () => import('./AlertMessageDialog');
const loadKvkkDialog = () => import('./KvkkDialog');

const SmsCodeDialogLazy = lazy(() => loadSmsCodeDialog().then((m) => ({ default: m.SmsCodeDialog })));
const AlertMessageDialogLazy = lazy(() => loadAlertMessageDialog().then((m) => ({ default: m.AlertMessageDialog })));
const KvkkDialogLazy = lazy(() => loadKvkkDialog().then((m) => ({ default: m.KvkkDialog })));

export function preloadDialogs(): void {
  void Promise.all([loadSmsCodeDialog(), loadAlertMessageDialog(), loadKvkkDialog()]).catch(() => undefined);
}

/** Renders the dialog from the first time it is open on (nothing before). */
function openedOnce<P extends { open: boolean }>(Dialog: ComponentType<P>) {
  return function OpenedOnce(props: P) {
    const [opened, setOpened] = useState(props.open);
    useEffect(() => {
      if (props.open) setOpened(true);
    }, [props.open]);
    if (!opened && !props.open) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}

export const SmsCodeDialog = openedOnce<ComponentProps<typeof SmsCodeDialogLazy>>(SmsCodeDialogLazy);
export const AlertMessageDialog = openedOnce<ComponentProps<typeof AlertMessageDialogLazy>>(AlertMessageDialogLazy);
export const KvkkDialog = openedOnce<ComponentProps<typeof KvkkDialogLazy>>(KvkkDialogLazy);
