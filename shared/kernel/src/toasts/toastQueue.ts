// Toasts asked for before the toast area is there. notistack is not on the first screen of a public page (less
// JavaScript there): the toast area loads when the first toast is asked for (LazySnackbarProvider), and what was asked for
// meanwhile is shown as soon as it is mounted, in order.
import type { ProviderContext, SnackbarKey } from 'notistack';

type Enqueue = ProviderContext['enqueueSnackbar'];
type Close = ProviderContext['closeSnackbar'];
type Queued = { key: SnackbarKey; args: unknown[] };

let live: ProviderContext | null = null;
let pending: Queued[] = [];
let nextKey = 0;
const wantListeners = new Set<() => void>();

const call = (enqueue: Enqueue, args: unknown[]) => (enqueue as (...a: unknown[]) => SnackbarKey)(...args);

/** Whether a toast was asked for: the toast area then loads and mounts. */
export function toastAreaWanted(): boolean {
  return live !== null || pending.length > 0;
}

/** `listener` runs when the first toast is asked for. */
export function onToastAreaWanted(listener: () => void): () => void {
  wantListeners.add(listener);
  return () => wantListeners.delete(listener);
}

/** The mounted toast area (notistack's own functions), or null when it unmounts. Shows what was asked for meanwhile. */
export function toastAreaMounted(context: ProviderContext | null): void {
  live = context;
  if (!context) return;
  const queued = pending;
  pending = [];
  for (const { args } of queued) call(context.enqueueSnackbar, args);
}

/** An options object (notistack's first form), as opposed to a message (a string or a React element). */
const isOptions = (value: unknown): value is { key?: SnackbarKey } => typeof value === 'object' && value !== null && !('$$typeof' in value);

/** notistack's enqueueSnackbar, usable before the toast area is loaded (the toast's key is then given here). */
export const enqueueSnackbar = ((...args: unknown[]): SnackbarKey => {
  if (live) return call(live.enqueueSnackbar, args);
  const [first, second] = args;
  const options = isOptions(first) ? first : (second as { key?: SnackbarKey } | undefined);
  const key = options?.key ?? `toast-${++nextKey}`;
  // Keyed here, so that closeSnackbar(key) finds it whether the area is there yet or not.
  const keyed = isOptions(first) ? [{ ...first, key }] : [first, { ...options, key }];
  pending.push({ key, args: keyed });
  if (pending.length === 1) for (const listener of [...wantListeners]) listener();
  return key;
}) as Enqueue;

/** notistack's closeSnackbar: a toast not shown yet is dropped. */
export const closeSnackbar: Close = (key) => {
  if (live) return live.closeSnackbar(key);
  pending = key === undefined ? [] : pending.filter((queued) => queued.key !== key);
};

/** For tests: forget the mounted area and anything queued. */
export function resetToastQueue(): void {
  live = null;
  pending = [];
  nextKey = 0;
}
