// The other trigger of the application's load: the browser idle after the page's first paint. A visitor who only
// reads for a few seconds then finds the page already interactive at the first tap, and the load never competes with
// the first paint (LCP) or with the HTML's own requests.

/** At the latest this long after the first paint, even on a page the browser never finds idle. */
export const IDLE_TIMEOUT_MS = 1000;

/** The longest the application waits for the images in view (a stalled image never keeps the page inert). */
export const VISIBLE_IMAGES_TIMEOUT_MS = 3000;

/**
 * Calls `callback` once, when the browser is idle after the document is parsed, the first contentful paint is
 * reported and the images in view have arrived. Not after `load`: the application's own preloads (fetched from the
 * first paint on) delay that event until they have all arrived, so it would hold main.js back while the scripts it
 * needs download. The images in view, because the largest of them is often the page's LCP (a post's picture on
 * /blog): evaluated before it is painted, the application held that paint back by ~0.6 s on the bench's phone. A
 * background tab paints nothing: it loads nothing until it is shown.
 */
export function whenIdleAfterFirstPaint(target: Window, callback: () => void, timeoutMs = IDLE_TIMEOUT_MS): void {
  const whenIdle = () => {
    if (typeof target.requestIdleCallback === 'function') target.requestIdleCallback(() => callback(), { timeout: timeoutMs });
    else target.setTimeout(callback, 0);
  };
  const afterParsed = () => afterFirstPaint(target, () => afterVisibleImages(target, whenIdle));
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

/** Whether an element's box is at least partly within the viewport. */
function inView(target: Window, element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && box.bottom > 0 && box.right > 0 && box.top < target.innerHeight && box.left < target.innerWidth;
}

/**
 * Calls `then` once every image in view has loaded or failed (or after `VISIBLE_IMAGES_TIMEOUT_MS`), at once if none
 * is pending.
 */
export function afterVisibleImages(target: Window, then: () => void, timeoutMs = VISIBLE_IMAGES_TIMEOUT_MS): void {
  const pending = [...target.document.images].filter((image) => !image.complete && inView(target, image));
  if (pending.length === 0) {
    then();
    return;
  }
  let called = false;
  const once = () => {
    if (called) return;
    called = true;
    then();
  };
  let left = pending.length;
  const settled = () => {
    left -= 1;
    if (left === 0) once();
  };
  for (const image of pending) {
    image.addEventListener('load', settled, { once: true });
    image.addEventListener('error', settled, { once: true });
  }
  target.setTimeout(once, timeoutMs);
}
