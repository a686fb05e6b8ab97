import { expect as baseExpect, type Page } from '@playwright/test';

/** The widths every layout check runs at: small and common phones, tablet, small laptop, laptop, desktop. */
export const LAYOUT_WIDTHS = [360, 390, 768, 1024, 1280, 1440] as const;
/** The widths of the screenshot review. */
export const SCREENSHOT_WIDTHS = [390, 1024, 1366] as const;
export const VIEWPORT_HEIGHT = 800;

/** How far the page scrolls sideways, and the elements that stick out on the right (for the failure message). */
export async function horizontalOverflow(page: Page): Promise<{ overflow: number; culprits: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const culprits = [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((el) => el.getBoundingClientRect().right > width + 1 && el.getClientRects().length > 0)
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 2).join('.')} (${Math.round(el.getBoundingClientRect().right)} px)`,
      );
    return { overflow: root.scrollWidth - width, culprits };
  });
}

export interface HeaderMetrics {
  height: number;
  /** Text of every visible link and button of the header with the number of lines it takes. */
  items: Array<{ text: string; lines: number }>;
  /** Texts of the header cut short (an ellipsis): their content is wider than their box. */
  truncated: string[];
  /** Distance between the vertical centres of the highest and the lowest item. */
  rowSpread: number;
  /** Gaps in px between the texts of neighbouring links of the main navigation (empty when collapsed into the menu). */
  navGaps: number[];
}

/** Measures the public header: its height, whether each item stays on one line, and the nav link spacing. */
export async function headerMetrics(page: Page): Promise<HeaderMetrics> {
  return page.evaluate(() => {
    const header = document.querySelector('header')!;
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    /** Lines the longest-wrapping text of an element takes: the distinct tops of each text node's line boxes. */
    const linesOf = (el: Element) => {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      let most = 0;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const tops: number[] = [];
        for (const r of range.getClientRects()) if (r.width > 0 && !tops.some((t) => Math.abs(t - r.top) < 3)) tops.push(r.top);
        most = Math.max(most, tops.length);
      }
      return most;
    };
    const controls = [...header.querySelectorAll('a, button')].filter(visible);
    const items = controls.map((el) => ({
      text: (el.textContent ?? '').trim() || (el.getAttribute('aria-label') ?? ''),
      lines: linesOf(el),
    }));
    const centres = controls.map((el) => {
      const r = el.getBoundingClientRect();
      return r.top + r.height / 2;
    });
    const nav = header.querySelector('nav[aria-label="Ana menü"]');
    // Spacing as the eye sees it: from the end of one label's text to the start of the next.
    const textBox = (el: Element) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return range.getBoundingClientRect();
    };
    const links = nav && visible(nav) ? [...nav.querySelectorAll('a')].map(textBox) : [];
    const navGaps = links.slice(1).map((r, i) => Math.round((r.left - links[i]!.right) * 10) / 10);
    const truncated = [...header.querySelectorAll<HTMLElement>('a, button, span')]
      .filter((el) => visible(el) && el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflow !== 'visible')
      .map((el) => (el.textContent ?? '').trim());
    return {
      height: Math.round(header.getBoundingClientRect().height),
      items,
      truncated,
      rowSpread: centres.length ? Math.round(Math.max(...centres) - Math.min(...centres)) : 0,
      navGaps,
    };
  });
}

/**
 * A staff screen does not scroll sideways at the current width (content in its own scrolling box, such as a wide table
 * or the tabs, may). Polls while the layout settles after a resize; pass a soft `expect` to report every screen's
 * failure in one run.
 */
export async function expectNoSidewaysScroll(page: Page, what: string, width: number, check: typeof baseExpect = baseExpect) {
  // The poll's value names the widest elements: a message is fixed before polling starts and could not.
  await check
    .poll(
      async () => {
        const { overflow, culprits } = await horizontalOverflow(page);
        return overflow <= 0 ? 'fits' : `${overflow} px too wide: ${culprits.join(', ')}`;
      },
      { message: `${what} at ${width}px scrolls sideways`, timeout: 5000 },
    )
    .toBe('fits');
}

/** The header's height on one line: the toolbar's 64 px (compact) or 72 px (full). */
const ONE_LINE_HEADER_MAX = 72;

/** What is wrong with a public page at the current width: sideways scroll, or a header that is not one even line. */
export async function pageLayoutProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  const { overflow, culprits } = await horizontalOverflow(page);
  if (overflow > 0) problems.push(`scrolls sideways by ${overflow} px: ${culprits.join(', ')}`);
  // The active link is bold, so every page is a new chance to wrap.
  const header = await headerMetrics(page);
  const wrapped = header.items.filter((item) => item.lines > 1);
  if (wrapped.length > 0) problems.push(`header items on more than one line: ${JSON.stringify(wrapped)}`);
  if (header.truncated.length > 0) problems.push(`header texts cut short: ${JSON.stringify(header.truncated)}`);
  if (header.height > ONE_LINE_HEADER_MAX) problems.push(`header height ${header.height} px`);
  if (header.rowSpread > 2) problems.push(`header items off the row by ${header.rowSpread} px`);
  if (header.navGaps.length > 0 && Math.max(...header.navGaps) - Math.min(...header.navGaps) > 1) {
    problems.push(`gaps between the nav labels ${header.navGaps.join(', ')}`);
  }
  return problems;
}
/** Accessible name of the floating chat button. */
export const CHAT_BUTTON_NAME = 'WhatsApp ile yazın';

interface ChatCoverageRequest {
  label: string;
  /** Scroll through the page's check positions (see chatButtonCoversNothingWhileScrolling) or judge it as it is. */
  scroll: boolean;
  /** How long, at each scroll position, the button may take to move clear (its clearance follows scroll events). */
  settleMs: number;
}

/**
 * Runs in the page. Without `scroll`: the controls the floating chat button (or its bubble) sits on top of right now,
 * with the point where it does. With `scroll`: scrolls to the top, the bottom, and, for every control in the button's
 * column, the position that puts the control right where the button rests (bottom right of the screen); at each it
 * waits for two frames and then, while something is covered, frame by frame up to `settleMs`; it returns what was still
 * covered at the first stop where something stayed covered. The scrolling happens in the page, not one round trip per
 * position from the test: a page had up to 30 positions at each of six widths, and a poll from the test cost 100 ms
 * and more each time the button had not moved yet.
 */
function chatButtonCoverage({ label, scroll, settleMs }: ChatCoverageRequest): string[] | Promise<string[]> {
  const chat = document.querySelector(`a[aria-label="${label}"]`)?.parentElement;
  const covered = (): string[] => {
    if (!chat) return [];
    const parts = [...chat.children].filter((el) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && Number(style.opacity) > 0;
    });
    if (getComputedStyle(chat).visibility === 'hidden' || parts.length === 0) return [];
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="checkbox"], [role="switch"], [role="tab"], [tabindex]:not([tabindex="-1"])';
    const controls = [...document.querySelectorAll<HTMLElement>(selector)].filter((el) => !chat.contains(el));
    const found: string[] = [];
    for (const control of controls) {
      const c = control.getBoundingClientRect();
      if (c.width === 0 || c.height === 0) continue;
      for (const part of parts) {
        const p = part.getBoundingClientRect();
        const left = Math.max(c.left, p.left);
        const right = Math.min(c.right, p.right);
        const top = Math.max(c.top, p.top, 0);
        const bottom = Math.min(c.bottom, p.bottom, window.innerHeight);
        if (right - left < 1 || bottom - top < 1) continue;
        // Covered where the chat button is what the pointer would hit (a dialog above both covers neither).
        const points = [
          [(left + right) / 2, (top + bottom) / 2],
          [left + 1, top + 1],
          [right - 1, top + 1],
          [left + 1, bottom - 1],
          [right - 1, bottom - 1],
        ] as const;
        const hit = points.find(([x, y]) => {
          const topmost = document.elementFromPoint(x, y);
          return topmost !== null && chat.contains(topmost);
        });
        if (hit) {
          const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40);
          found.push(`${control.tagName.toLowerCase()} "${name}" at ${Math.round(hit[0])},${Math.round(hit[1])}`);
          break;
        }
      }
    }
    return found;
  };
  if (!scroll) return covered();

  const maxScroll = document.documentElement.scrollHeight - window.innerHeight;
  let positions: number[] = [0, Math.max(0, maxScroll)];
  const link = chat?.querySelector(`a[aria-label="${label}"]`);
  if (chat && link) {
    const fab = link.getBoundingClientRect();
    // Where the button rests (its CSS offset from the bottom), whether or not it is lifted right now.
    const restCentre = window.innerHeight - parseFloat(getComputedStyle(chat).bottom) - fab.height / 2;
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="checkbox"], [role="switch"], [role="tab"]';
    for (const control of document.querySelectorAll<HTMLElement>(selector)) {
      if (chat.contains(control)) continue;
      const r = control.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || r.right < fab.left - 200 || r.left > fab.right) continue;
      const target = Math.round(window.scrollY + r.top + r.height / 2 - restCentre);
      if (target >= 0 && target <= maxScroll) positions.push(target);
    }
  }
  // Positions a few pixels apart show the same picture.
  positions = positions.sort((a, b) => a - b).filter((p, i, all) => i === 0 || p - all[i - 1]! >= 12);
  const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  return (async () => {
    for (const y of positions) {
      window.scrollTo({ top: y, behavior: 'instant' });
      const deadline = performance.now() + settleMs;
      let now: string[];
      do {
        await nextFrame();
        await nextFrame();
        now = covered();
      } while (now.length > 0 && performance.now() < deadline);
      // The first stop that stays covered fails the check: the stops after it would each wait out `settleMs` too.
      if (now.length > 0) return [`scrolled to ${y} px: ${now.join('; ')}`];
    }
    return [];
  })();
}

/** The controls the floating chat button (or its bubble) sits on top of right now, with the point where it does. */
export async function controlsUnderChatButton(page: Page): Promise<string[]> {
  return page.evaluate(chatButtonCoverage, { label: CHAT_BUTTON_NAME, scroll: false, settleMs: 0 });
}

/**
 * Scrolls through the page, stopping where each control would pass under the chat button's resting place (and at the
 * top and bottom), and returns what the button still covered at the first stop where it had not moved clear within 5 s
 * (none: []).
 */
export async function chatButtonCoversWhileScrolling(page: Page): Promise<string[]> {
  return page.evaluate(chatButtonCoverage, { label: CHAT_BUTTON_NAME, scroll: true, settleMs: 5000 });
}
