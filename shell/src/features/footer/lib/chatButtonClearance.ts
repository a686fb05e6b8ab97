/** A box on the screen in viewport pixels (the shape of a DOMRect that matters here). */
export interface ScreenBox {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** Space kept between the chat button and any control. */
export const CHAT_CLEARANCE_GAP = 8;

/** The chat button moves up at most this share of the screen height; further up it would sit in the reading area. */
export const CHAT_MAX_LIFT_SHARE = 0.4;

/** What counts as a control the chat button must never cover. */
export const CONTROL_SELECTOR = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  '[role="button"]',
  '[role="link"]',
  '[role="checkbox"]',
  '[role="switch"]',
  '[role="tab"]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

const overlaps = (a: ScreenBox, b: ScreenBox, gap: number) =>
  a.left < b.right + gap && b.left < a.right + gap && a.top < b.bottom + gap && b.top < a.bottom + gap;

/**
 * How many pixels the chat button, resting at `button`, must move up so that it covers none of `controls`:
 * 0 when its resting place is free, otherwise just above the highest control in its way (repeated until free).
 * Null when no free place is within `maxLift`: the button is then hidden until the controls have scrolled past.
 */
export function chatButtonLift(
  button: ScreenBox,
  controls: readonly ScreenBox[],
  maxLift: number,
  gap = CHAT_CLEARANCE_GAP,
): number | null {
  let lift = 0;
  for (;;) {
    const at = { ...button, top: button.top - lift, bottom: button.bottom - lift };
    const inTheWay = controls.filter((control) => overlaps(at, control, gap));
    if (inTheWay.length === 0) return lift;
    // Each round moves the button's bottom above a control it touched, so the lift only grows and the loop ends.
    lift = button.bottom - (Math.min(...inTheWay.map((control) => control.top)) - gap);
    if (lift > maxLift) return null;
  }
}
