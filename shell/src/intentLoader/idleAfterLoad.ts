// The other trigger of the application's load: the browser idle after the page's first paint. A visitor who only
// reads for a few seconds then finds the page already interactive at the first tap, and the load never competes with
// the first paint (LCP) or with the HTML's own requests.

/** At the latest this long after `load` and the first paint, even on a page the browser never finds idle. */
export const IDLE_TIMEOUT_MS = 1000;

/**
 * Calls `callback` once, when the browser is idle after `load` and the first contentful paint. A background tab paints
 * nothing: it loads nothing until it is shown.
 */
export function whenIdleAfterLoad(target: Window, callback: () => void, timeoutMs = IDLE_TIMEOUT_MS): void {
  const whenIdle = () => {
    if (typeof target.requestIdleCallback === 'function') target.requestIdleCallback(() => callback(), { timeout: timeoutMs });
    else target.setTimeout(callback, 0);
  };
  const afterLoad = () => afterFirstPaint(target, whenIdle);
  if (target.document.readyState === 'complete') afterLoad();
  else target.addEventListener('load', afterLoad, { once: true });
}

/**
 * Calls `then` once the first contentful paint is reported (its presentation, which on a busy phone comes well after
 * the frame was committed). Without paint timing: the task after the next frame.
 */
function afterFirstPaint(target: Window, then: () => void): void {
  const Observer = (target as Window & { PerformanceObserver?: typeof PerformanceObserver }).PerformanceObserver;
  if (Observer?.supportedEntryTypes?.includes('paint')) {
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
