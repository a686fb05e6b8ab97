import type { Page } from '@playwright/test';

/** The shell's entry, which a server-rendered page's loader fetches at the first intent (docs/ssr.md). */
export const APPLICATION_ENTRY = /\/main\.js$/;

/**
 * Holds every request to `url` until `release()`: the page stays as it was, as on a slow phone whose scripts have
 * not arrived yet. `requested` tells whether the page has asked for them.
 */
export async function holdScripts(page: Page, url: string | RegExp) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(url, async (route) => {
    requested = true;
    await held;
    // A request of a page navigated away from meanwhile is gone.
    await route.fallback().catch(() => undefined);
  });
  return { release, requested: () => requested };
}
