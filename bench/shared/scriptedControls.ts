/**
 * The controls a visitor taps on each public page's first screens, and what each tap must show. The page bench taps
 * every one (`paintedTap.ts`) and reports the time from the touch to the first painted frame showing the result:
 * a result is the element a person looks for (the menu sheet, a dialog, a tooltip, a field a tab brings, a result),
 * never a state attribute of the control itself.
 */
export interface ScriptedControl {
  /** Short name in the report. */
  name: string;
  /** CSS selector of the control to tap (the first match). */
  tap: string;
  /** CSS selector of what the tap shows; it counts once it is in the page, visible and within the viewport. */
  result: string;
  /** The page paths that have it (a path ending in '/' matches every path below it); without it, every page. */
  pages?: string[];
}

/** The menu sheet of the mobile header: every page has it. */
export const MENU: ScriptedControl = { name: 'menu', tap: 'button[aria-controls="mobil-menu"]', result: '#mobil-menu' };

const CONTROLS: ScriptedControl[] = [
  MENU,
  // A category tab filters the list: the result is the tab drawn as chosen.
  {
    name: 'category tab',
    tap: '[role="tab"]:nth-of-type(2)',
    result: '[role="tab"][aria-selected="true"]:nth-of-type(2)',
    pages: ['/blog'],
  },
  // The info button next to a field opens its explanation; the notice's link opens the notice.
  { name: 'info tooltip', tap: 'button[aria-label^="Bu bilgiyi neden istiyoruz"]', result: '[role="tooltip"]', pages: ['/form'] },
  { name: 'KVKK dialog', tap: 'a[aria-haspopup="dialog"]', result: '[role="dialog"]', pages: ['/form'] },
  // The Taşıt tab brings the vehicle's value field; 'Vade sınırları' opens the term limits. ('Hesapla' waits for an
  // amount typed in: typing, not a tap, so it is not in this list.)
  { name: 'loan tab', tap: '[role="tab"]:nth-of-type(2)', result: '#arac-degeri', pages: ['/kredi-hesaplama'] },
  { name: 'term dialog', tap: 'button[aria-label="Vade sınırları"]', result: '[role="dialog"]', pages: ['/kredi-hesaplama'] },
];

/** The controls of a page path, in the order a visitor meets them. */
export function controlsOf(pathname: string): ScriptedControl[] {
  return CONTROLS.filter((c) => !c.pages || c.pages.some((p) => (p.endsWith('/') ? pathname.startsWith(p) : pathname === p)));
}
