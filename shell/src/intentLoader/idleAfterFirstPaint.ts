// The other trigger of the application's load: the browser idle after the page's first paint. A visitor who only
// reads for a few seconds then finds the page already interactive at the first tap, and the load never competes with
// the first paint (LCP) or with the HTML's own requests.

/** At the latest this long after the first paint, even on a page the browser never finds idle. */
export const IDLE_TIMEOUT_MS = 1000;

/**
 * Calls `callback` once, when the browser is idle after the document is parsed and the first contentful paint is
 * reported. Not after `load`: the application's own preloads (fetched from the first paint on) delay that event until
 * they have all arrived, so it would hold main.js back while the scripts it needs download. A background tab paints
 * nothing: it loads nothing until it is shown.
 */
export function whenIdleAfterFirstPaint(target: Window, callback: () => void, timeoutMs = IDLE_TIMEOUT_MS): void {
  const whenIdle = () => {
    if (typeof target.requestIdleCallback === 'function') target.requestIdleCallback(() => callback(), { timeout: timeoutMs });
    else target.setTimeout(callback, 0);
  };
  const afterParsed = () => afterFirstPaint(target, whenIdle);
  if (target.document.readyState !== 'loading') afterParsed();
  else target.document.addEventListener('DOMContentLoaded', afterParsed, { once: true });
}

/**
 * Calls `then` once the first contentful paint is reported (its presentation, which on a busy phone comes well after
 * the frame was committed): at once if it already is (an observer's report comes in a later, low-priority task).
 * Without paint timing: the task after the next frame.
 */
export function afterFirstPaint(target: Window, then: () => void): void {
  const Observer = (target as Window & { PerformanceObserver?: typeof PerformanceObserver }).PerformanceObserver;
  if (Observer?.supportedEntryTypes?.includes('paint')) {
    if ((target.performance.getEntriesByName?.('first-contentful-paint').length ?? 0) > 0) {
      then();
      return;
    }
    const observer = new Observer((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      then();
    });
    observer.observe({ type: 'paint', buffered: true });
    return;
  }
  // requestAnimationFrame runs before the next paint; the task after it runs once that frame is drawn.
  target.requestAnimationFrame(() => target.setTimeout(then, 0));
}
