// Render isolation (docs/ssr.md): a remote's server build runs in worker threads of its own pool, with hard limits
// that end even a synchronous endless loop. A server build whose page never returns falls back to the client render
// within the render limit (plus the margin), and the other remotes' pages keep being server-rendered at their rate.
// Needs the built system (npm run build); skipped when it is missing.
import { strict as assert } from 'node:assert';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { repoRoot } from '../../scripts/lib/layout';
import { builtSystem } from './builtSystem';

const PORT = Number(process.env.ISOLATION_TEST_PORT ?? 23070);
/** The render service itself: the gateway's page cache would answer the repeated requests. */
const renderService = `http://127.0.0.1:${PORT + 2}`;
// Generous limits, as the browser tests use (e2e/playwright.config.ts): the machine is shared with other work, and a
// real page must not miss them; the endless loop misses any limit.
const RENDER_TIMEOUT_MS = 3000;
const DATA_TIMEOUT_MS = 5000;
const HARD_MARGIN_MS = 1000;
const built = ['api/dist/server.js', 'render-service/dist/render-worker.js', 'mf-calculator/dist/server/routes.js'].every((f) =>
  fs.existsSync(path.join(repoRoot, f)),
);
const system = builtSystem({
  name: 'isolation',
  port: PORT,
  env: { RENDER_TIMEOUT_MS: String(RENDER_TIMEOUT_MS), RENDER_DATA_TIMEOUT_MS: String(DATA_TIMEOUT_MS) },
});
const { site, remotesFile, buildsDir } = system;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const render = async (p: string) => {
  const started = Date.now();
  const res = await fetch(new URL(p, renderService));
  await res.text();
  return { render: res.headers.get('x-render'), reason: res.headers.get('x-render-reason'), ms: Date.now() - started };
};

/** Server renders of `p` per second over `ms`, two at a time (`strict`: the answers must all be server renders). */
async function rate(p: string, ms: number, strict = true): Promise<number> {
  const until = Date.now() + ms;
  let done = 0;
  const loop = async () => {
    while (Date.now() < until) {
      const page = await render(p);
      if (strict) assert.equal(page.render, 'server', `${p}: ${page.reason}`);
      done++;
    }
  };
  await Promise.all([loop(), loop()]);
  return (done * 1000) / ms;
}

describe('render isolation', { skip: built ? false : 'the system is not built (npm run build)' }, () => {
  before(async () => {
    system.start();
    await system.waitUntil(
      '/kredi-hesaplama is rendered on the server',
      async () => (await render('/kredi-hesaplama')).render === 'server',
    );
  });
  after(() => system.stop());

  test('a server build stuck in `while (true) {}` falls back within the limit; other remotes keep their rate', async (t) => {
    // Warm-up: each pool starts its workers with its first page (a second or more each on a busy machine), and
    // they load the build, JIT, the data cache.
    await rate('/', 3000, false);
    await rate('/kredi-hesaplama', 4000, false);
    const usual = await rate('/kredi-hesaplama', 3000);

    // Marketing's server build, swapped through the manifest: /hakkimizda never returns, / renders.
    fs.mkdirSync(path.join(buildsDir, 'looping'), { recursive: true });
    fs.writeFileSync(
      path.join(buildsDir, 'looping', 'routes.js'),
      `exports.kernelRange = '^4.0.0';
       exports.routes = [
         { path: '/hakkimizda', chrome: 'public', Component: () => { while (true) {} } },
         { path: '/', chrome: 'public', Component: () => 'Döngüsüz sayfa' },
       ];`,
    );
    const manifest = (await (await fetch(`${site}/remotes.json`)).json()) as { remotes: Array<{ name: string; server?: string }> };
    for (const r of manifest.remotes) if (r.name === 'marketing') r.server = `/builds/looping/routes.js`;
    fs.writeFileSync(remotesFile, JSON.stringify(manifest));
    await sleep(1200); // the render service reuses the manifest for a second

    // Others render while the stuck page is asked for again and again (each one after the quarantine is another loop).
    let stuck = true;
    const stuckAnswers: Array<Awaited<ReturnType<typeof render>>> = [];
    const crowd = (async () => {
      while (stuck) stuckAnswers.push(await render('/hakkimizda'));
    })();
    const during = await rate('/kredi-hesaplama', 6000);
    stuck = false;
    await crowd;

    // The first request that reached a worker ran the loop (on a busy machine an earlier one may have found no free
    // worker in time: render-busy, also the client render).
    const first = stuckAnswers.find((a) => a.reason === 'render-timeout');
    assert.ok(first, `the loop was ended: ${JSON.stringify(stuckAnswers.map((a) => a.reason))}`);
    t.diagnostic(`calculator: ${usual.toFixed(1)} renders/s before, ${during.toFixed(1)} during; the loop fell back after ${first.ms} ms`);
    // The limit, its margin, and two seconds for the new build's load (fetched and evaluated by a worker first) on a
    // machine shared with other work (the data phase is instant here).
    assert.ok(first.ms < RENDER_TIMEOUT_MS + HARD_MARGIN_MS + 2000, `fell back after ${first.ms} ms`);
    assert.ok(stuckAnswers.every((a) => a.render === 'client'));
    assert.ok(
      stuckAnswers.slice(1).some((a) => a.reason === 'render-quarantined'),
      'a page whose worker was ended is left to the browser for a while',
    );
    assert.ok(during >= usual * 0.5, `other remotes: ${during.toFixed(1)} renders/s during the loop, ${usual.toFixed(1)} before`);

    // The ended worker was replaced: the same remote's other page still renders on the server.
    const home = await render('/');
    assert.equal(home.render, 'server', String(home.reason));
    fs.rmSync(remotesFile);
  });
});
