// A click on a control that only works with the page's JavaScript (a button, the menu toggle, an accordion, a
// switch), made before React handles the page, is held; the loader replays it once the page is interactive.

/**
 * Controls whose click means nothing, or the wrong thing, without the page's JavaScript: buttons (a submit button
 * too: the form is sent by React, with what was typed), ARIA widgets, and checkboxes and radios (their state belongs
 * to React: toggled natively, hydration would keep a box React believes unticked). Links are not held: a link
 * clicked before hydration is an ordinary navigation to a server-rendered page.
 */
const SCRIPTED_CONTROLS = [
  'button',
  'input[type=submit]',
  'input[type=button]',
  'input[type=image]',
  'input[type=reset]',
  'input[type=checkbox]',
  'input[type=radio]',
  '[role=button]',
  '[role=switch]',
  '[role=checkbox]',
  '[role=radio]',
  '[role=tab]',
  '[role=combobox]',
  '[role=menuitem]',
  '[role=option]',
].join(',');

const LINK = 'a[href]';

export interface HeldClicks {
  /** Stops holding; returns the control of the last held click, if any. */
  release(): HTMLElement | undefined;
}

/**
 * Holds clicks on scripted controls from now on: the browser's own action is cancelled and the page's handlers do
 * not see the click (the window's capture phase runs before React's listeners on the root). Only the last one is
 * kept: on a slow phone a second tap on the same button is impatience, not a second wish.
 */
export function holdScriptedClicks(target: Window): HeldClicks {
  let held: HTMLElement | undefined;
  const hold = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(`${LINK},${SCRIPTED_CONTROLS}`) : null;
    // The nearest of a link and a control decides: a button drawn as a link (<a role="button" href>) navigates.
    if (!control || control.matches(LINK)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = control;
  };
  target.addEventListener('click', hold, true);
  return {
    release() {
      target.removeEventListener('click', hold, true);
      return held;
    },
  };
}
