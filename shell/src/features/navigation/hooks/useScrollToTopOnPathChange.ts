import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Spec 2.1: every path change scrolls smoothly to the top. */
export function useScrollToTopOnPathChange(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname]);
}
