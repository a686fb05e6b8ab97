/** The customer list's section: a counter that filters the list brings it into view. */
export const CUSTOMER_LIST_ID = 'musteri-listesi';

/**
 * After a counter's filter: the list's heading comes to the top of the view and takes the focus, so the person
 * (on a phone the counters fill the screen) sees the results and a screen reader reads where it is.
 */
export function showCustomerList(): void {
  const section = document.getElementById(CUSTOMER_LIST_ID);
  if (!section) return;
  section.scrollIntoView({ block: 'start', behavior: 'smooth' });
  section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
}
