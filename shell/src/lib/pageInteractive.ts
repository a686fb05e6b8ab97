// Whether the page has been taken over by React (hydrated, or rendered in the browser). No imports: the browser
// tests wait for the same attribute.

/** Set on <html> once the page's own content (not only the chrome) is interactive. */
export const PAGE_INTERACTIVE_ATTRIBUTE = 'data-interactive';

export const isPageInteractive = (doc: Document) => doc.documentElement.hasAttribute(PAGE_INTERACTIVE_ATTRIBUTE);

export function markPageInteractive(doc: Document): void {
  doc.documentElement.setAttribute(PAGE_INTERACTIVE_ATTRIBUTE, '');
}

/**
 * Server HTML shows the forms before React handles them. A submit then would be the browser's own (a GET with the
 * visitor's details in the URL, and a reload): until the page is interactive a submit does nothing, and the forms
 * send as usual right after.
 */
export function holdSubmitsUntilInteractive(doc: Document): void {
  doc.addEventListener(
    'submit',
    (event) => {
      if (!isPageInteractive(doc)) event.preventDefault();
    },
    true,
  );
}

/** Calls `callback` once the page is interactive (at once if it already is). */
export function whenPageInteractive(doc: Document, callback: () => void): void {
  if (isPageInteractive(doc)) {
    callback();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!isPageInteractive(doc)) return;
    observer.disconnect();
    callback();
  });
  observer.observe(doc.documentElement, { attributes: true, attributeFilter: [PAGE_INTERACTIVE_ATTRIBUTE] });
}
