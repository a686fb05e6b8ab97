import { useEffect, useRef } from 'react';
import { scrollBehavior } from '@kredi/kernel';
import { STEP_HEADING_ATTRIBUTE } from '../components/StepHeading';

/**
 * Whenever `step` changes (not on the first render): scrolls the returned element into view (smoothly unless the
 * visitor prefers reduced motion) and moves focus to the new step's heading, so a screen reader
 * announces the step instead of leaving focus on the page body.
 */
export function useRevealOnStepChange<T extends HTMLElement>(step: unknown) {
  const ref = useRef<T>(null);
  // Compared with the previous step rather than a "first render" flag, so StrictMode's double effect does nothing.
  const previous = useRef(step);
  useEffect(() => {
    if (previous.current === step) return;
    previous.current = step;
    const element = ref.current;
    element?.scrollIntoView?.({ behavior: scrollBehavior(), block: 'start' });
    // Without scrolling again: the scroll above brings the form's top (indicator and heading) into view.
    element?.querySelector<HTMLElement>(`[${STEP_HEADING_ATTRIBUTE}]`)?.focus({ preventScroll: true });
  }, [step]);
  return ref;
}
