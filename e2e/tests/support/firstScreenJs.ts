import type { Page } from '@playwright/test';
import { brotliSize } from '../../../scripts/lib/brotliSize';
import { pageInteractive } from '../../fixtures';

/** One script the page fetched, with its size as a static server precompressing with brotli would send it. */
export interface ScriptFile {
  url: string;
  rawBytes: number;
  brotliBytes: number;
}

/**
 * Follows the page's requests from now on: `settled` resolves once none has been open for `quietMs` (Playwright's
 * 'networkidle' is reached once per page, at its load, and a server-rendered page loads its application later).
 */
export function trackRequests(page: Page) {
  let open = 0;
  let lastActivity = Date.now();
  page.on('request', () => {
    open++;
    lastActivity = Date.now();
  });
  const done = () => {
    open--;
    lastActivity = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async settled(quietMs = 1000): Promise<void> {
      while (open > 0 || Date.now() - lastActivity < quietMs) await page.waitForTimeout(100);
    },
  };
}

/** Records every script the page fetches; each call of the returned function hands over those since the last. */
function recordScripts(page: Page): () => Promise<ScriptFile[]> {
  let pending: Array<Promise<ScriptFile | null>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then(
        (body) => ({ url: response.url(), rawBytes: body.length, brotliBytes: brotliSize(body) }),
        () => null,
      ),
    );
  });
  return async () => {
    const taken = pending;
    pending = [];
    // A script fetched twice (it should not be) counts twice: the bytes crossed the wire twice.
    return (await Promise.all(taken)).filter((f): f is ScriptFile => f !== null);
  };
}

/**
 * Opens `path` and returns every script a visitor who does nothing makes it load: the loader, then the application
 * the loader fetches when the browser is idle after the first paint (docs/ssr.md), until the page is interactive and
 * no request has been open for 1 s (lazy page chunks included). Nothing is moved, clicked or scrolled.
 */
export async function scriptsOfAVisit(page: Page, path: string): Promise<ScriptFile[]> {
  const requests = trackRequests(page);
  const takeScripts = recordScripts(page);
  await page.goto(path, { waitUntil: 'load' });
  await pageInteractive(page);
  await requests.settled();
  return takeScripts();
}

export const kilobytes = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10;
