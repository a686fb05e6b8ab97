// The Node gateway's page cache (scripts/lib/pageCache.ts, docs/ssr.md "Page cache"): what it stores, for how long,
// how a crowd is coalesced and how a page is revalidated. The nginx gateway's is tested in gateway.nginx.test.ts.
import { strict as assert } from 'node:assert';
import { brotliDecompressSync } from 'node:zlib';
import { describe, test } from 'node:test';
import { createPageCache, isStoredPage, pageCacheKeyPath, type PageAnswer } from '../../scripts/lib/pageCache';

const page = (html: string, etag = '"v1"', rendered = 'server'): PageAnswer => ({ status: 200, html, rendered, etag });

describe('page cache', () => {
  test('what bypasses it: credentials, a query string other than campaign parameters, not GET', () => {
    assert.equal(pageCacheKeyPath('GET', '/blog', {}), '/blog');
    assert.equal(pageCacheKeyPath('HEAD', '/', {}), '/');
    assert.equal(pageCacheKeyPath('GET', '/?utm_source=x&utm_campaign=y&gclid=z&fbclid=w', {}), '/');
    assert.equal(pageCacheKeyPath('GET', '/form?telefon=5321234567', {}), undefined);
    assert.equal(pageCacheKeyPath('GET', '/?utm_source=x&ad=Ali', {}), undefined);
    assert.equal(pageCacheKeyPath('GET', '/', { cookie: 'a=b' }), undefined);
    // The canary's visitor cookie alone is no credential (its bucket is in the key, pageRoute.ts); with another, it is.
    assert.equal(pageCacheKeyPath('GET', '/', { cookie: `kredi_surum=${'0a'.repeat(16)}` }), '/');
    assert.equal(pageCacheKeyPath('GET', '/', { cookie: `kredi_surum=${'0a'.repeat(16)}; a=b` }), undefined);
    assert.equal(pageCacheKeyPath('GET', '/', { authorization: 'Bearer x' }), undefined);
    assert.equal(pageCacheKeyPath('POST', '/', {}), undefined);
  });

  test('a crowd waits for one render; the page is stored compressed; fresh, then stale while one revalidation runs', async () => {
    let clock = 0;
    const events: string[] = [];
    const cache = createPageCache({ freshMs: 500, staleMs: 1000, now: () => clock, onEvent: (e) => events.push(e) });
    const asked: Array<string | undefined> = [];
    let release: () => void = () => {};
    const load = (etag: string | undefined) => {
      asked.push(etag);
      return new Promise<PageAnswer | 'not-modified'>(
        (resolve) => (release = () => resolve(etag === '"v1"' ? 'not-modified' : page('<h1>v1</h1>'))),
      );
    };
    const crowd = Array.from({ length: 20 }, () => cache.get('k', load));
    release();
    const pages = await Promise.all(crowd);
    assert.deepEqual(asked, [undefined], 'one render for twenty visitors');
    const stored = pages[0]!;
    assert.ok(isStoredPage(stored) && pages.every((p) => p === stored));
    assert.equal(brotliDecompressSync(stored.body.br).toString(), '<h1>v1</h1>');

    clock = 400;
    assert.equal(await cache.get('k', load), stored);
    assert.equal(asked.length, 1, 'fresh: not asked');
    clock = 900;
    assert.equal(await cache.get('k', load), stored, 'stale: served at once');
    release();
    await new Promise((r) => setImmediate(r));
    assert.deepEqual(asked, [undefined, '"v1"'], 'revalidated with its ETag');
    assert.equal(stored.storedAt, 900, 'a 304 makes it fresh again');
    assert.deepEqual(events.slice(0, 2), ['miss', 'miss']);
    assert.deepEqual(cache.counts(), { hit: 1, stale: 1, miss: 20, bypass: 0 });
  });

  test('too old: revalidated before it is served; a new version replaces it', async () => {
    let clock = 0;
    const cache = createPageCache({ freshMs: 500, staleMs: 1000, now: () => clock });
    await cache.get('k', async () => page('<h1>v1</h1>'));
    clock = 1600;
    const next = await cache.get('k', async (etag) => (etag === '"v1"' ? page('<h1>v2</h1>', '"v2"') : 'not-modified'));
    assert.ok(next && isStoredPage(next));
    assert.equal(next.etag, '"v2"');
    assert.equal(next.body.identity.toString(), '<h1>v2</h1>');
  });

  test('a client render is never stored; a failed refresh keeps the last page for a while', async () => {
    let clock = 0;
    const cache = createPageCache({ freshMs: 500, staleMs: 1000, staleIfErrorMs: 60_000, now: () => clock });
    const fallback = await cache.get('c', async () => page('<div id="root"></div>', undefined, 'client'));
    assert.ok(fallback && !isStoredPage(fallback));
    let asked = 0;
    await cache.get('c', async () => (asked++, page('<h1>x</h1>')));
    assert.equal(asked, 1, 'the client render was not kept');

    clock = 5000;
    const kept = await cache.get('c', async () => page('<div id="root"></div>', undefined, 'client'));
    assert.ok(kept && isStoredPage(kept) && kept.body.identity.toString() === '<h1>x</h1>', 'the last page, not the fallback');
    clock = 70_000;
    assert.equal(await cache.get('c', async () => undefined), undefined, 'too old to stand in');
  });

  test('a busy page is never waited for: past the bound it is served while its refresh runs', async () => {
    let clock = 0;
    const cache = createPageCache({ freshMs: 500, staleMs: 1000, now: () => clock });
    await cache.get('b', async () => page('<h1>v1</h1>'));
    let release: (answer: PageAnswer | 'not-modified') => void = () => {};
    const slow = () => new Promise<PageAnswer | 'not-modified'>((resolve) => (release = resolve));
    clock = 600;
    await cache.get('b', slow); // stale: starts the one refresh, which takes long on a loaded machine
    clock = 5000;
    let asked = 0;
    const served = await cache.get('b', async () => (asked++, 'not-modified'));
    assert.ok(served && isStoredPage(served) && served.body.identity.toString() === '<h1>v1</h1>', 'served at once');
    assert.equal(asked, 0, 'no second refresh while one runs');
    release(page('<h1>v2</h1>', '"v2"'));
    let next: Awaited<ReturnType<typeof cache.get>> = served;
    for (let i = 0; i < 500 && next && isStoredPage(next) && next.etag !== '"v2"'; i++) {
      await new Promise((r) => setTimeout(r, 10)); // the new version is being compressed
      next = await cache.get('b', async () => 'not-modified');
    }
    assert.ok(next && isStoredPage(next) && next.etag === '"v2"' && next.storedAt === 5000, 'then the new version');
    assert.equal(cache.counts().miss, 1, 'nobody waited but the first visitor');
  });

  test('after a staff write every page is revalidated before it is served, even inside its fresh window', async () => {
    let clock = 0;
    const cache = createPageCache({ freshMs: 500, staleMs: 1000, now: () => clock });
    let release: () => void = () => {};
    let version = 1;
    const asked: Array<string | undefined> = [];
    const load = (etag: string | undefined) => {
      asked.push(etag);
      const current = version;
      return new Promise<PageAnswer | 'not-modified'>(
        (resolve) => (release = () => resolve(etag === `"v${current}"` ? 'not-modified' : page(`<h1>v${current}</h1>`, `"v${current}"`))),
      );
    };
    const first = cache.get('s', load);
    release();
    await first;
    clock = 600;
    await cache.get('s', load); // a background refresh starts, reading version 1
    const before = release;
    version = 2;
    cache.staffWrote();
    clock = 700;
    const after = cache.get('s', load); // must not take the refresh that read the data before the write
    before();
    release();
    const shown = await after;
    assert.ok(shown && isStoredPage(shown) && shown.body.identity.toString() === '<h1>v2</h1>');
    assert.deepEqual(asked, [undefined, '"v1"', '"v1"']);
    assert.equal(await cache.get('s', load), shown, 'then fresh again: no request');
    assert.equal(asked.length, 3);
  });

  test('keep-warm: a page asked within the window is revalidated in the background and never waited for; then it turns idle', async () => {
    let clock = 0;
    const events: string[] = [];
    const cache = createPageCache({ freshMs: 20, staleMs: 40, keepWarmMs: 1000, now: () => clock, onEvent: (e) => events.push(e) });
    const asked: Array<string | undefined> = [];
    const load = async (etag: string | undefined) => {
      asked.push(etag);
      return etag ? ('not-modified' as const) : page('<h1>v1</h1>');
    };
    await cache.get('w', load);
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
    // Nobody asks for 600 ms of the clock (10 times the bound): without keep-warm the next visitor would wait for a
    // revalidation (idle). The clock moves 30 ms per 60 real ms: a background refresh every fresh + stale / 2 = 40 ms.
    for (let step = 1; step <= 20; step++) {
      await sleep(60);
      clock = step * 30;
    }
    assert.ok(asked.length >= 3, `revalidated in the background (${asked.length - 1} times)`);
    assert.ok(asked.slice(1).every((etag) => etag === '"v1"'));
    await cache.get('w', load);
    assert.deepEqual(events, ['miss', 'stale'], 'served at once, not waited for');
    // Past the window without a visitor the refreshes stop: the page turns idle and is revalidated before it is served.
    clock = 2500;
    await sleep(120);
    const settled = asked.length;
    await sleep(120);
    assert.equal(asked.length, settled, 'no refresh past the window');
    clock = 3000;
    await cache.get('w', load);
    assert.deepEqual(events, ['miss', 'stale', 'miss']);
    cache.close();
  });
});
