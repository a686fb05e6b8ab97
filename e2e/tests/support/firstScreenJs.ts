import type { Page } from '@playwright/test';
import { brotliSize } from '../../../scripts/lib/brotliSize';

/** One script the page fetched, with its size as a static server precompressing with brotli would send it. */
export interface ScriptFile {
  url: string;
  rawBytes: number;
  brotliBytes: number;
}

/**
 * Opens `path` and returns every script it loads before the visitor does anything: until `load` and then no
 * network request for 1 s (the remote's route chunks, lazy page chunks, data). Nothing is clicked or scrolled.
 */
export async function scriptsBeforeInteraction(page: Page, path: string): Promise<ScriptFile[]> {
  const pending: Array<Promise<ScriptFile | null>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then(
        (body) => ({ url: response.url(), rawBytes: body.length, brotliBytes: brotliSize(body) }),
        () => null,
      ),
    );
  });
  await page.goto(path, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  // A script fetched twice (it should not be) counts twice: the bytes crossed the wire twice.
  return (await Promise.all(pending)).filter((f): f is ScriptFile => f !== null);
}

export const kilobytes = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10;
