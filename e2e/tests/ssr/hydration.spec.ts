import { test, expect, pageInteractive, showIntent } from '../../fixtures';
import { PUBLIC_PAGES } from '../support/publicPages';

// React's hydration failures in a production build: minified errors #418 (text), #423/#425 (recovered by a client
// render), and our own '[hydration]' log of bootstrap.tsx (onRecoverableError).
const HYDRATION_PROBLEM = /hydrat|#418|#423|#425|did not match/i;

test.describe('server-rendered public pages hydrate', () => {
  for (const target of PUBLIC_PAGES) {
    test(`${target.key}: the server HTML is kept (no flash) and hydrates without a mismatch`, async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' && HYDRATION_PROBLEM.test(m.text())) problems.push(m.text());
      });
      page.on('pageerror', (e) => {
        if (HYDRATION_PROBLEM.test(e.message)) problems.push(e.message);
      });
      // Before any script runs: remember the server's <h1> and notice if it is ever taken out of the page.
      await page.addInitScript(() => {
        const w = window as unknown as { __serverH1?: Element | null; __h1Removed?: boolean };
        document.addEventListener('DOMContentLoaded', () => {
          w.__serverH1 = document.querySelector('#root h1');
          new MutationObserver(() => {
            if (w.__serverH1 && !w.__serverH1.isConnected) w.__h1Removed = true;
          }).observe(document.documentElement, { childList: true, subtree: true });
        });
      });
      const response = await page.goto(target.path);
      expect(response?.headers()['x-render']).toBe('server');
      // The application loads at the first intent (docs/ssr.md).
      await showIntent(page);
      // The page is interactive: React attached its handlers to the server HTML.
      await pageInteractive(page);
      await target.ready(page);
      await page.waitForTimeout(500);
      const { hadServerH1, removed } = await page.evaluate(() => {
        const w = window as unknown as { __serverH1?: Element | null; __h1Removed?: boolean };
        return { hadServerH1: Boolean(w.__serverH1), removed: Boolean(w.__h1Removed) };
      });
      expect(hadServerH1, 'the server HTML has the heading').toBe(true);
      expect(removed, 'the heading of the server HTML stays (hydrated, not re-rendered)').toBe(false);
      expect(problems).toEqual([]);
    });
  }
});
