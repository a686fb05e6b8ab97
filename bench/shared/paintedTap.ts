import type { Page } from 'playwright-core';
import type { ScriptedControl } from './scriptedControls';

/**
 * What a tap shows, timed as the visitor sees it: from the `touchstart` to the first frame painted with the result in
 * it. The watcher polls once per animation frame (a requestAnimationFrame callback runs just before the frame's style,
 * layout and paint), from the touch on; the first frame whose callback finds the result in the page, visible (checkVisibility with
 * opacity and visibility) and inside the viewport, paints it, and a task queued from that callback runs right after
 * that paint, so its time is the figure. A sheet that slides in counts from its first frame on screen.
 *
 * Kept as source text: functions handed to the browser from tsx-compiled code can carry helpers that do not exist in
 * the page.
 */
const WATCH_SCRIPT = `(resultSelector) => new Promise((resolve) => {
  const state = { touchAt: null, paintedAt: null };
  window.__paintedTap = state;
  const shown = () => {
    for (const el of document.querySelectorAll(resultSelector)) {
      const r = el.getBoundingClientRect();
      const onScreen = r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;
      if (onScreen && el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return true;
    }
    return false;
  };
  const frame = () => {
    if (shown()) {
      setTimeout(() => { state.paintedAt = performance.now(); }, 0);
      return;
    }
    requestAnimationFrame(frame);
  };
  // The frames are watched from the touch on, so nothing runs in the page before it.
  addEventListener('touchstart', () => {
    if (state.touchAt !== null) return;
    state.touchAt = performance.now();
    requestAnimationFrame(frame);
  }, { capture: true, passive: true });
  resolve(true);
})`;

const READ_SCRIPT = `(() => { const s = window.__paintedTap; return s && s.touchAt !== null && s.paintedAt !== null ? s.paintedAt - s.touchAt : null; })()`;

/**
 * Taps `control` on an open page and returns the milliseconds from the touch to the painted result, or null when the
 * result was not painted within `timeoutMs` (a control that answers nothing counts as never).
 */
export async function tapUntilPainted(page: Page, control: ScriptedControl, timeoutMs = 15_000): Promise<number | null> {
  await page.evaluate(`(${WATCH_SCRIPT})(${JSON.stringify(control.result)})`);
  await page.locator(control.tap).first().tap({ timeout: timeoutMs });
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const ms = (await page.evaluate(READ_SCRIPT)) as number | null;
    if (ms !== null) return Math.round(ms);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return null;
}
