// The other trigger of the application's load: the browser idle after the page's first paint. A visitor who only
// reads for a few seconds then finds the page already interactive at the first tap, and the load never competes with
// the first paint (LCP) or with the HTML's own requests.

/** At the latest this long after the first frame following `load`, even on a page the browser never finds idle. */
export const IDLE_TIMEOUT_MS = 1000;

/**
 * Calls `callback` once, when the browser is idle after `load` and the first frame drawn after it (so after the first
 * paint). A background tab draws no frame: it loads nothing until it is shown.
 */
export function whenIdleAfterLoad(target: Window, callback: () => void, timeoutMs = IDLE_TIMEOUT_MS): void {
  const whenIdle = () => {
    if (typeof target.requestIdleCallback === 'function') target.requestIdleCallback(() => callback(), { timeout: timeoutMs });
    else target.setTimeout(callback, 0);
  };
  // requestAnimationFrame runs before the next paint; the task after it runs once that frame is drawn.
  const afterFirstFrame = () => target.requestAnimationFrame(() => target.setTimeout(whenIdle, 0));
  if (target.document.readyState === 'complete') afterFirstFrame();
  else target.addEventListener('load', afterFirstFrame, { once: true });
}
