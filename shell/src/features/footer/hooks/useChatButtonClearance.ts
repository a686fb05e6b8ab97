import { useEffect, type RefObject } from 'react';
import { CHAT_MAX_LIFT_SHARE, CONTROL_SELECTOR, chatButtonLift, type ScreenBox } from '../lib/chatButtonClearance';

const onScreen = (r: DOMRect) => r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < window.innerHeight;
// Controls hidden with `visibility` still have a box; `checkVisibility` (Chromium 121+, Firefox 125+) skips them.
const shown = (el: Element) => (typeof el.checkVisibility === 'function' ? el.checkVisibility({ visibilityProperty: true }) : true);

/**
 * Keeps the floating chat button (the element of `ref`, at its resting place bottom right) off every control on
 * the screen: on each scroll, resize or page change it moves up just above the controls under it (the form's step
 * buttons, the footer's callback form), or hides while none of the nearby places is free. It moves with a CSS
 * transform, so its resting place stays its CSS position.
 */
export function useChatButtonClearance(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    let frame = 0;

    /** Where the button rests, from its CSS offsets (its box on the screen may be mid-move). */
    const restingBox = (): ScreenBox => {
      const style = getComputedStyle(el);
      const { clientWidth, clientHeight } = document.documentElement;
      const bottom = clientHeight - parseFloat(style.bottom);
      const right = clientWidth - parseFloat(style.right);
      return { top: bottom - el.offsetHeight, bottom, left: right - el.offsetWidth, right };
    };

    const place = () => {
      frame = 0;
      const resting = restingBox();
      const controls = [...document.querySelectorAll(CONTROL_SELECTOR)]
        .filter((control) => !el.contains(control) && shown(control))
        .map((control) => control.getBoundingClientRect())
        .filter(onScreen);
      const lift = chatButtonLift(resting, controls, window.innerHeight * CHAT_MAX_LIFT_SHARE);
      el.style.transform = lift ? `translateY(${-lift}px)` : '';
      el.style.visibility = lift === null ? 'hidden' : '';
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(place);
    };

    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // Steps, dialogs and lazily loaded parts change what is on the screen without a scroll.
    const mutations = new MutationObserver(schedule);
    mutations.observe(document.body, { childList: true, subtree: true });
    // Images and fonts that arrive late change sizes only (no ResizeObserver in jsdom: tests place it once).
    const sizes = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : undefined;
    sizes?.observe(document.body);
    sizes?.observe(el);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      mutations.disconnect();
      sizes?.disconnect();
    };
  }, [ref]);
}
