import type { Page } from '@playwright/test';
import { brotliSize } from '../../../scripts/lib/brotliSize';
import { pageInteractive, showIntent } from '../../fixtures';

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
 * Opens `path` and returns every script it loads before the visitor does anything (`beforeIntent`: until `load` and
 * then no request for 1 s; nothing is moved, clicked or scrolled), then what the first intent (a mouse move) brings
 * until the page is interactive and no request has been open for 1 s (`afterIntent`: the application, the page's
 * remote, lazy page chunks).
 */
export async function scriptsAroundFirstIntent(
  page: Page,
  path: string,
): Promise<{ beforeIntent: ScriptFile[]; afterIntent: ScriptFile[] }> {
  const requests = trackRequests(page);
  const takeScripts = recordScripts(page);
  await page.goto(path, { waitUntil: 'load' });
  await requests.settled();
  const beforeIntent = await takeScripts();
  await showIntent(page);
  await pageInteractive(page);
  await requests.settled();
  return { beforeIntent, afterIntent: await takeScripts() };
}

export const kilobytes = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10;
