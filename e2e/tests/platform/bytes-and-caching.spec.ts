import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { test, expect, gotoInteractive } from '../../fixtures';
import { kilobytes, scriptsOfAVisit, trackRequests } from '../support/firstScreenJs';
import { PUBLIC_PAGES } from '../support/publicPages';
import { CONSENT_STORAGE_KEY } from '../../../shared/contracts/src/consent';

// The byte budget of bench/budget.json, checked on every run: bytes are deterministic for a build, timings are not
// (those are the bench's, bench/README.md). Measured as a static server precompressing with brotli 11 would send it.
const readBench = <T>(file: string) => JSON.parse(readFileSync(path.join(__dirname, '../../../bench', file), 'utf8')) as T;
const budget = readBench<{ homeJsBrotliKB: number; pageInlineCssKB: number }>('budget.json');
// CI fails on any growth beyond the last measured figure, which is only ever lowered (bench/README.md, "Byte
// budget"). The goal itself never moves.
const lastMeasured = readBench<{ homeJsBrotliKB: number }>('home-js-ratchet.json');
// The same for each public page's inline CSS (KB by page key): lowered whenever a page's figure drops.
const inlineCssRatchet = readBench<Record<string, number>>('inline-css-ratchet.json');

const IMMUTABLE = 'public, max-age=31536000, immutable';

test.describe('bytes and caching', () => {
  test(`the home page loads at most ${budget.homeJsBrotliKB} KB of JavaScript (brotli) in all, and never more than last time`, async ({
    page,
  }) => {
    // One figure per build: the two profiles serve the same files.
    test.skip(test.info().project.name !== 'single', 'the same files in both profiles');
    // A first visit, before any cookie choice: the consent banner's chunk instead of the speed beacon's (a visitor
    // who has accepted loads the beacon's and no banner; the other specs start as one, e2e/fixtures.ts).
    await page.addInitScript((key) => window.localStorage.removeItem(key), CONSENT_STORAGE_KEY);
    // All of it: a server-rendered page loads its application when the browser is idle after the first paint
    // (docs/ssr.md), so the loader, the federation runtime, the libraries and the page's remote, with no interaction.
    const scripts = await scriptsOfAVisit(page, '/');
    const total = kilobytes(scripts.reduce((s, f) => s + f.brotliBytes, 0));
    const largest = [...scripts]
      .sort((a, b) => b.brotliBytes - a.brotliBytes)
      .slice(0, 8)
      .map((f) => `${kilobytes(f.brotliBytes)} KB ${new URL(f.url).pathname}`);
    test.info().annotations.push({ type: 'home JS (brotli)', description: `${total} KB in ${scripts.length} files` });
    const detail = `home JS ${total} KB brotli in ${scripts.length} files (goal ${budget.homeJsBrotliKB} KB, last measured ${lastMeasured.homeJsBrotliKB} KB); largest:\n${largest.join('\n')}`;
    console.log(`[bytes] ${detail}`);
    if (total > budget.homeJsBrotliKB) {
      test.info().annotations.push({
        type: 'over the goal',
        description: `${total} KB > ${budget.homeJsBrotliKB} KB (last measured ${lastMeasured.homeJsBrotliKB} KB)`,
      });
      console.warn(`[bytes] over the goal: ${detail}`);
    }
    // The last measured figure holds what was won, within the goal too: it is only ever lowered.
    expect(total, `grew beyond the last measured ${lastMeasured.homeJsBrotliKB} KB: ${detail}`).toBeLessThanOrEqual(
      lastMeasured.homeJsBrotliKB,
    );
  });

  test(`every public page inlines at most ${budget.pageInlineCssKB} KB of CSS, never more than last time; the CSS all pages share is one immutable file`, async ({
    request,
  }) => {
    // The server's HTML is the same in both profiles.
    test.skip(test.info().project.name !== 'single', 'the same HTML in both profiles');
    const sheets = new Set<string>();
    const over: string[] = [];
    for (const target of PUBLIC_PAGES) {
      const response = await request.get(target.path);
      expect(response.headers()['x-render'], target.path).toBe('server');
      const html = await response.text();
      // Bytes as the page carries them (UTF-8) inside its <style> tags: the page's own Emotion rules (docs/ssr.md).
      const inline = kilobytes(
        [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].reduce((sum, m) => sum + Buffer.byteLength(m[1]!), 0),
      );
      const last = inlineCssRatchet[target.key];
      test.info().annotations.push({
        type: `inline CSS ${target.path}`,
        description: `${inline} KB (goal ${budget.pageInlineCssKB} KB, last ${last} KB)`,
      });
      if (inline > budget.pageInlineCssKB) over.push(`${target.path} ${inline} KB`);
      expect(last, `${target.key}: no figure in bench/inline-css-ratchet.json`).toBeDefined();
      expect(inline, `${target.path}: inline CSS grew beyond the last measured ${last} KB`).toBeLessThanOrEqual(last!);
      for (const m of html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)) sheets.add(m[1]!);
    }
    if (over.length) console.warn(`[bytes] inline CSS over the goal of ${budget.pageInlineCssKB} KB: ${over.join(', ')}`);
    expect([...sheets], 'one shared stylesheet, a hashed name').toEqual([expect.stringMatching(/^\/assets\/[0-9a-f]{12}\.css$/)]);
    const sheet = await request.get([...sheets][0]!);
    expect(sheet.headers()['content-type']).toMatch(/^text\/css/);
    expect(sheet.headers()['cache-control']).toBe(IMMUTABLE);
  });

  test("hashed files are immutable; the page, manifests and entries revalidate; scripts come as the build's brotli copies", async ({
    page,
    request,
    remoteBase,
  }) => {
    const scripts: Array<{ url: string; cacheControl: string | undefined }> = [];
    const sent: Promise<{ url: string; encoding: string | undefined; bodyBytes: number; sentBytes: number; brotli10Bytes: number }>[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() !== 'script') return;
      scripts.push({ url: r.url(), cacheControl: r.headers()['cache-control'] });
      sent.push(
        Promise.all([r.body(), r.request().sizes()]).then(([body, sizes]) => ({
          url: r.url(),
          encoding: r.headers()['content-encoding'],
          bodyBytes: body.length,
          sentBytes: sizes.responseBodySize,
          brotli10Bytes: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 10 } }).length,
        })),
      );
    });
    const requests = trackRequests(page);
    await gotoInteractive(page, '/');
    await requests.settled();

    // Each script over 1 KB is the build's copy (tooling/webpack/precompressed.mjs), not compressed per answer at a
    // fast level (which sends ~15% more).
    for (const file of (await Promise.all(sent)).filter((f) => f.bodyBytes >= 1024)) {
      expect(file.encoding, file.url).toBe('br');
      expect(file.sentBytes, file.url).toBeLessThanOrEqual(file.brotli10Bytes);
    }

    const hashed = scripts.filter((s) => /\/chunks\/[0-9a-f]{12}\.js$/.test(s.url));
    expect(hashed.length).toBeGreaterThan(5);
    for (const s of hashed) expect(s.cacheControl, s.url).toBe(IMMUTABLE);
    for (const s of scripts.filter((x) => !hashed.includes(x))) expect(s.cacheControl, s.url).toBe('no-cache');

    for (const url of [
      '/',
      '/index.html',
      '/remotes.json',
      `${remoteBase.marketing}mf-manifest.json`,
      `${remoteBase.marketing}remoteEntry.js`,
    ]) {
      expect((await request.get(url)).headers()['cache-control'], url).toBe('no-cache');
    }
  });

  test('a second visit fetches no JavaScript or stylesheet body again', async ({ browser, baseURL }) => {
    // A page of its own: request interception (the fixture's tile blocking) switches Chromium's HTTP cache off.
    // The home page shows no map.
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const requests = trackRequests(page);
    // With an intent: the visit loads the application, whose files the second visit must find cached.
    await gotoInteractive(page, '/');
    await requests.settled();
    // Chromium's own account of each script: from its cache, revalidated (304, headers only) or fetched (a body).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const scripts = new Map<string, { url: string; status: number; fromDiskCache: boolean }>();
    const servedFromCache = new Set<string>(); // arrives before the response it belongs to
    cdp.on('Network.requestServedFromCache', (e) => servedFromCache.add(e.requestId));
    // What the server answered on the wire: Chromium can report a revalidated script with its cached 200 in
    // responseReceived, while the network exchange was a 304 without a body.
    const wireStatus = new Map<string, number>();
    cdp.on('Network.responseReceivedExtraInfo', (e) => wireStatus.set(e.requestId, e.statusCode));
    cdp.on('Network.responseReceived', (e) => {
      // The shared stylesheet as well: immutable like the chunks.
      if (e.type === 'Script' || e.type === 'Stylesheet')
        scripts.set(e.requestId, { url: e.response.url, status: e.response.status, fromDiskCache: Boolean(e.response.fromDiskCache) });
    });
    await gotoInteractive(page, '/');
    await requests.settled();
    const list = [...scripts.entries()].map(([id, s]) => ({
      ...s,
      status: wireStatus.get(id) ?? s.status,
      cached: s.fromDiskCache || servedFromCache.has(id),
    }));
    expect(list.filter((s) => s.cached).length).toBeGreaterThan(5);
    expect(list.filter((s) => !s.cached && s.status !== 304).map((s) => `${s.status} ${s.url}`)).toEqual([]);
    await context.close();
  });
});
