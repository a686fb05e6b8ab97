import { useEffect } from 'react';
import { scrollBehavior, useLocation } from '@kredi/kernel';

/** Spec 2.1: every path change scrolls smoothly to the top (in one jump for visitors who prefer reduced motion). */
export function useScrollToTopOnPathChange(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
  }, [pathname]);
}
