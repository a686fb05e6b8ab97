import { useEffect, type RefObject } from 'react';

/** Delay before listening for outside clicks, so the click that opened the element does not close it. */
export const OUTSIDE_CLICK_DELAY_MS = 100;

/** Calls `onClose` on a click outside every element in `insideRefs`, or on Escape, while `open`. */
export function useOutsideClickClose(open: boolean, onClose: () => void, insideRefs: ReadonlyArray<RefObject<HTMLElement | null>>): void {
  useEffect(() => {
    if (!open) return undefined;
    const onClick = (event: MouseEvent) => {
      const target = event.target as Node;
      if (insideRefs.some((ref) => ref.current?.contains(target))) return;
      onClose();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    const timer = window.setTimeout(() => document.addEventListener('click', onClick), OUTSIDE_CLICK_DELAY_MS);
    document.addEventListener('keydown', onKey);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
    };
    // The refs array is created by the caller on each render; the refs inside it are stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, onClose]);
}
