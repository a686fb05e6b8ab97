import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and while the browser hydrates server HTML, true afterwards (and at once in a client-only
 * render). For parts that exist only in a browser (the Leaflet map): the server and the hydration render the same
 * placeholder, so nothing mismatches, and the part appears right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
