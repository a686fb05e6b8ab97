import type { Page } from '@playwright/test';

// React's hydration failures in a production build: minified errors #418 (text), #423/#425 (recovered by a client
// render), and our own '[hydration]' log of bootstrap.tsx (onRecoverableError).
const HYDRATION_PROBLEM = /hydrat|#418|#423|#425|did not match/i;

/** Collects, from now on, what the page reports about a failed hydration; the returned list fills as it happens. */
export function collectHydrationProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && HYDRATION_PROBLEM.test(m.text())) problems.push(m.text());
  });
  page.on('pageerror', (e) => {
    if (HYDRATION_PROBLEM.test(e.message)) problems.push(e.message);
  });
  return problems;
}
