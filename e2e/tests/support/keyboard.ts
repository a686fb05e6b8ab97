import type { Locator, Page } from '@playwright/test';
import { expect } from '../../fixtures';
import { controlsUnderChatButton } from './layout';

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard-only visitor would, and fails after `max`
 * presses. Every control focused on the way must be clear of the floating chat button (WCAG 2.4.11).
 */
export async function tabTo(page: Page, target: Locator, { max = 60, backwards = false } = {}): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const covered = await controlsUnderChatButton(page);
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el ? `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"` : '';
    });
    expect(
      covered.filter((c) => c.startsWith(focused)),
      `the chat button covers the focused ${focused}`,
    ).toEqual([]);
    if (await target.evaluate((el) => el === document.activeElement)) return presses;
  }
  throw new Error(`${String(target)} not reached with ${max} presses of Tab`);
}

/** The focused element's accessible-ish name, for failure messages. */
export async function focusedDescription(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el ? `${el.tagName.toLowerCase()}[${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? ''}]` : 'nothing';
  });
}
