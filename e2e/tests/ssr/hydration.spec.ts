import { test, expect, pageInteractive, showIntent } from '../../fixtures';
import { collectHydrationProblems } from '../support/hydrationProblems';
import { PUBLIC_PAGES } from '../support/publicPages';

/** Pages with a part only the browser renders (its rules arrive after hydration, by design), and why. */
const CLIENT_ONLY_PARTS: Record<string, string> = { iletisim: 'the map (Leaflet) is drawn in the browser only' };

/** What the page's init script records. */
interface Probe {
  __serverH1?: Element | null;
  __h1Removed?: boolean;
  __serverRules?: number;
  __emotionRules?: () => number;
}

test.describe('server-rendered public pages hydrate', () => {
  for (const target of PUBLIC_PAGES) {
    test(`${target.key}: the server HTML is kept (no flash) and hydrates without a mismatch`, async ({ page }) => {
      const problems = collectHydrationProblems(page);
      // Before any script runs: remember the server's <h1> and notice if it is ever taken out of the page.
      await page.addInitScript(() => {
        const w = window as unknown as Probe;
        // Rules in the page's Emotion style tags, the server's and any the browser's cache inserts. Not keyframes: each
        // MUI input has a <GlobalStyles> with the same two, and Emotion writes them again per instance (a few bytes).
        w.__emotionRules = () =>
          [...document.querySelectorAll('style[data-emotion]')]
            .flatMap((tag) => [...((tag as HTMLStyleElement).sheet?.cssRules ?? [])])
            .filter((rule) => !(rule instanceof CSSKeyframesRule)).length;
        document.addEventListener('DOMContentLoaded', () => {
          w.__serverH1 = document.querySelector('#root h1');
          w.__serverRules = w.__emotionRules!();
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
      const { hadServerH1, removed, serverRules, rules } = await page.evaluate(() => {
        const w = window as unknown as Probe;
        return {
          hadServerH1: Boolean(w.__serverH1),
          removed: Boolean(w.__h1Removed),
          serverRules: w.__serverRules,
          rules: w.__emotionRules!(),
        };
      });
      expect(hadServerH1, 'the server HTML has the heading').toBe(true);
      expect(removed, 'the heading of the server HTML stays (hydrated, not re-rendered)').toBe(false);
      // The server named every class its render made, used or not (render-service/src/criticalStyles.ts): hydration
      // compiles and inserts none again. A part the browser alone draws brings its own rules.
      if (!CLIENT_ONLY_PARTS[target.key]) expect(rules, 'Emotion rules inserted while hydrating').toBe(serverRules);
      expect(problems).toEqual([]);
    });
  }
});
