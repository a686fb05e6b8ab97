import { useEffect, useRef } from 'react';

/** Smoothly scrolls the returned element into view whenever `key` changes (not on the first render). */
export function useScrollIntoViewOnChange<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null);
  // Compared with the previous key rather than a "first render" flag, so StrictMode's double effect does not scroll.
  const previous = useRef(key);
  useEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    ref.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [key]);
  return ref;
}
