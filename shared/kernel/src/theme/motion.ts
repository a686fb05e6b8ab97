/** The media query of visitors who asked their system for less motion. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches;
}

/**
 * How scripted scrolls move (`scrollTo`, `scrollIntoView`): smoothly, or in one jump for visitors who prefer
 * reduced motion. An explicit 'smooth' ignores the CSS `scroll-behavior`, so every scripted scroll asks here.
 */
export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'auto' : 'smooth';
}
