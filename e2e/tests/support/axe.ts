import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '../../fixtures';

/** The impacts that fail a check. Minor and moderate findings are reported by axe but do not block. */
export const BLOCKING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical']);

/**
 * WCAG 2.0-2.2 A/AA, axe's best practices, and its experimental rules: `label-content-name-mismatch`
 * (a control's name must contain its visible text, WCAG 2.5.3) is experimental and off by default.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice', 'experimental'];

export interface A11yFinding {
  rule: string;
  impact: string;
  help: string;
  /** CSS selectors of the offending nodes. */
  targets: string[];
}

export interface A11yScope {
  /** Check only this part of the page (e.g. an open dialog). */
  include?: string;
  /** Leave these parts out (only for parts another spec checks). */
  exclude?: string[];
}

/**
 * Waits (2 s at most) for the page's finite CSS transitions and animations to end: axe judges the colours it sees,
 * and a button fading from its disabled grey to its own colour (MUI's 250 ms transition, when a refetch ends) fails
 * the contrast rule half-way. Endless ones (a spinner) are left running.
 */
async function finiteAnimationsSettled(page: Page): Promise<void> {
  await page.evaluate(() => {
    const finite = document.getAnimations().filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime));
    const ended = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    return Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 2000))]);
  });
}

/**
 * Runs axe on the page as it is now and returns its serious and critical findings.
 *
 * Legacy mode runs axe in the page itself. The default mode opens a blank page per run to merge the frames' results,
 * which doubled each run (1.1-1.5 s against 2.0-3.0 s on this machine, the same findings) across the suite's many
 * runs. What it adds is cross-origin iframes, and no page of this product has an iframe.
 */
export async function blockingA11yFindings(page: Page, scope: A11yScope = {}): Promise<A11yFinding[]> {
  await finiteAnimationsSettled(page);
  // Only violations are read: axe then keeps one node of each passed or inapplicable rule instead of every node, which
  // is most of its work on a long page (the `resultTypes` option; set before the tags, since `options` replaces them).
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(AXE_TAGS)
    .setLegacyMode(true);
  if (scope.include) builder = builder.include(scope.include);
  for (const selector of scope.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => BLOCKING_IMPACTS.has(v.impact ?? ''))
    .map((v) => ({ rule: v.id, impact: v.impact ?? '', help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

/**
 * Fails with the list of serious/critical axe findings, if any. Any spec can call it on the screen it has open:
 * `await expectNoBlockingA11yFindings(page)` (public pages, form steps, dialogs, the calculator, CRM and admin).
 */
export async function expectNoBlockingA11yFindings(page: Page, scope: A11yScope = {}): Promise<void> {
  const findings = await blockingA11yFindings(page, scope);
  const report = findings.map((f) => `${f.impact} ${f.rule} (${f.help}): ${f.targets.join(', ')}`).join('\n');
  expect(findings, `axe findings on ${page.url()}:\n${report}`).toEqual([]);
}
