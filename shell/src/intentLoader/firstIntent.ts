// What counts as a person using the page. Any of these, once, starts loading the page's JavaScript.

/** The first sign of a person: a pointer or finger on the page, a key, focus, a wheel or a scroll. */
export const INTENT_EVENTS = ['pointerdown', 'pointermove', 'mousemove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;

/**
 * Calls `callback` once, at the first of INTENT_EVENTS anywhere in the window. Capture phase (nothing on the page can
 * hide the event; scroll and focus do not bubble) and passive (scrolling never waits for us).
 */
export function onFirstIntent(target: Window, callback: () => void): void {
  const options = { capture: true, passive: true } as const;
  const fire = () => {
    for (const type of INTENT_EVENTS) target.removeEventListener(type, fire, options);
    callback();
  };
  for (const type of INTENT_EVENTS) target.addEventListener(type, fire, options);
}
