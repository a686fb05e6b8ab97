import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { CLIENT_RENDER_HEADER, CLIENT_RENDER_VALUE } from '../render-service/src/renderServiceProtocol';
import { PAGE_INTERACTIVE_ATTRIBUTE } from '../shell/src/lib/pageInteractive';
import { CONSENT_STORAGE_KEY, allConsentGrants, type ConsentChoice, CONSENT_POLICY_VERSION } from '../shared/contracts/src/consent';

/** A remote's federation name, as remotes.registry.json and the runtime manifest list it. */
export type RemoteKey = string;

export interface Fixtures {
  /** Base URL of each remote's build as the running profile serves it (ends with '/'). */
  remoteBase: Record<RemoteKey, string>;
}

/**
 * Every spec imports `test` and `expect` from here: `remoteBase` tells where each remote lives in the current profile.
 * Map tiles cannot load on the CI machine and no test may depend on them: the browser's host resolver blocks them
 * (playwright.config.ts), not a route here, because any route makes every request of the page pass through the test
 * runner and turns the HTTP cache off.
 */
export const test = base.extend<Fixtures>({
  // A visitor who has already accepted everything: the site as it ran before it asked, so each spec sees the map,
  // the beacons and the calculator's kept result, with no banner over its controls. The consent spec starts from a
  // fresh visit instead (FRESH_VISIT).
  storageState: async ({ baseURL }, use) => {
    const choice: ConsentChoice = { surum: CONSENT_POLICY_VERSION, tarih: new Date().toISOString(), izinler: allConsentGrants(true) };
    await use({
      cookies: [],
      origins: [{ origin: new URL(baseURL!).origin, localStorage: [{ name: CONSENT_STORAGE_KEY, value: JSON.stringify(choice) }] }],
    });
  },
  remoteBase: async ({ request, baseURL }, use) => {
    const manifest = (await (await request.get('/remotes.json')).json()) as { remotes: Array<{ name: RemoteKey; entry: string }> };
    const bases = Object.fromEntries(
      manifest.remotes.map((r) => [r.name, new URL(r.entry, baseURL).href.replace(/mf-manifest\.json$/, '')]),
    ) as Record<RemoteKey, string>;
    await use(bases);
  },
});

export { expect };

/** A first visit: nothing stored, no consent given (`test.use(FRESH_VISIT)`). */
export const FRESH_VISIT = { storageState: { cookies: [], origins: [] } };

/**
 * Pages are server-rendered with their data: the server, not the browser, fetches it. A spec that fakes the API in
 * the browser (page.route) asks for the client render of every page it opens, so the browser fetches as it does
 * after a client-side navigation or when the server render falls back.
 */
export async function askForClientRender(page: Page): Promise<void> {
  await page.route('**/*', (route) => {
    const request = route.request();
    if (!request.isNavigationRequest()) return route.fallback();
    return route.fallback({ headers: { ...request.headers(), [CLIENT_RENDER_HEADER]: CLIENT_RENDER_VALUE } });
  });
}

/** Waits until the page's own content is handled by React (hydrated or rendered): forms submit from then on. */
export async function pageInteractive(page: Page): Promise<void> {
  await page.locator(`html[${PAGE_INTERACTIVE_ATTRIBUTE}]`).waitFor({ state: 'attached' });
}

/**
 * A person's first sign of use: the mouse moves. A server-rendered page loads its JavaScript at the first intent or
 * when the browser is idle after the first paint, whichever comes first (docs/ssr.md, "Hydrate when idle or on
 * intent"). Two moves, so one of them is a move wherever the mouse was.
 */
export async function showIntent(page: Page): Promise<void> {
  await page.mouse.move(2, 2);
  await page.mouse.move(1, 1);
}

/** Opens a page, shows an intent and waits until it is interactive (for specs about what the page does, not how it
 * arrives). */
export async function gotoInteractive(page: Page, url: string) {
  const response = await page.goto(url);
  await showIntent(page);
  await pageInteractive(page);
  return response;
}

/** Reads the newest SMS code sent to a phone from the dev outbox of the console SMS provider. */
export async function readSmsCode(request: APIRequestContext, phone: string, digits = 4): Promise<string> {
  const pattern = new RegExp(`\\b(\\d{${digits}})\\b`);
  for (let attempt = 0; attempt < 20; attempt++) {
    const res = await request.get(`/api/dev/sms-outbox/?phone=${phone}`);
    if (res.ok()) {
      const messages = (await res.json()) as Array<{ message: string }>;
      const match = messages[0]?.message.match(pattern);
      if (match?.[1]) return match[1];
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no SMS code for ${phone}`);
}

/** The loaded copies of each shared package in the federation share scope (deduplicated by identity). */
export async function loadedSharedCopies(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(() => {
    type ShareInfo = { loaded?: boolean; lib?: unknown; from: string };
    const share = (
      globalThis as unknown as {
        __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, ShareInfo>>>> };
      }
    ).__FEDERATION__?.__SHARE__;
    const seen = new Set<ShareInfo>();
    const copies: Record<string, string[]> = {};
    for (const scopes of Object.values(share ?? {})) {
      for (const packages of Object.values(scopes)) {
        for (const [pkg, versions] of Object.entries(packages)) {
          for (const [version, info] of Object.entries(versions)) {
            if (seen.has(info) || !(info.loaded || info.lib)) continue;
            seen.add(info);
            (copies[pkg] ??= []).push(`${info.from}@${version}`);
          }
        }
      }
    }
    return copies;
  });
}
