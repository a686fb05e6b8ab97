// The other trigger of the application's load: the browser idle after the page's first paint. A visitor who only
// reads for a few seconds then finds the page already interactive at the first tap, and the load never competes with
// the first paint (LCP) or with the HTML's own requests.

/** At the latest this long after the first paint, even on a page the browser never finds idle. */
export const IDLE_TIMEOUT_MS = 1000;

/** The longest the application waits for the images in view. */
export const VISIBLE_IMAGES_TIMEOUT_MS = 3000;

/**
 * Calls `callback` once, when the browser is idle after the first contentful paint is reported and the images in view
 * have arrived. Called by the loader, a deferred script: the document is parsed by then. Not after `load`, which came
 * 0.1-0.4 s later on the bench's phone with the connection idle meanwhile. The images in view, because the largest of
 * them is often the page's LCP (a post's picture on /blog), whose paint the application's evaluation would hold back.
 * A background tab paints nothing: it loads nothing until it is shown.
 */
export function whenIdleAfterFirstPaint(target: Window, callback: () => void, timeoutMs = IDLE_TIMEOUT_MS): void {
  const whenIdle = () => {
    if (typeof target.requestIdleCallback === 'function') target.requestIdleCallback(() => callback(), { timeout: timeoutMs });
    else target.setTimeout(callback, 0);
  };
  afterFirstPaint(target, () => afterVisibleImages(target, whenIdle));
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

/**
 * Calls `then` once every image in view is loaded and decoded or has failed (or after `timeoutMs`, so that a stalled
 * image never keeps the page inert), at once if none is pending.
 */
export function afterVisibleImages(target: Window, then: () => void, timeoutMs = VISIBLE_IMAGES_TIMEOUT_MS): void {
  // Not loaded and at least partly within the viewport's height (a picture beside it is as rare as it is harmless).
  const pending = [...target.document.images].filter((image) => {
    const box = image.getBoundingClientRect();
    return !image.complete && box.bottom > 0 && box.top < target.innerHeight;
  });
  if (pending.length === 0) return then();
  void Promise.race([
    Promise.all(pending.map((image) => image.decode().catch(() => undefined))),
    new Promise((resolve) => target.setTimeout(resolve, timeoutMs)),
  ]).then(then);
}
