// A squad's deploy commands (scripts/deploy-remote.ts) against `npm start`'s Node gateway, without a browser: each
// command is run as a squad runs it (`npm run deploy -w mf-crm`, on a releases folder of its own), and the gateway in
// front of a stand-in render service shows what the browser and the render service get. The times the commands take
// to be live are printed and held to 5 s; a "tab" keeps asking for the first build's chunks through every switch.
// Needs mf-crm's build (npm run build); skipped when it is missing.
import { strict as assert } from 'node:assert';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startGateway, type Closable } from '../../scripts/lib/gateway';
import { REMOTES, distOf, repoRoot } from '../../scripts/lib/layout';
import { DEPLOY_COOKIE, REMOTES_BUCKET_HEADER, bucketOf, releasePaths } from '../../scripts/lib/releases';

const built = fs.existsSync(path.join(distOf('mf-crm'), 'mf-manifest.json'));
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kredi-deploy-'));
const releasesDir = path.join(tmp, 'releases');
const LIVE_WITHIN_MS = 5000;

type Manifest = { remotes: Array<{ name: string; entry: string; server?: string }> };

/** Two builds of mf-crm that differ in one file (what a squad's change does to a build), as folders to deploy. */
function buildCopies() {
  const a = path.join(tmp, 'crm-a');
  const b = path.join(tmp, 'crm-b');
  const c = path.join(tmp, 'crm-c');
  for (const [dir, mark] of [
    [a, 'A'],
    [b, 'B'],
    [c, 'C'],
  ] as const) {
    fs.cpSync(distOf('mf-crm'), dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'build.txt'), `build ${mark}\n`);
  }
  return { a, b, c };
}

/** `npm run <script> -w mf-crm [-- args]`, as the squad types it; resolves with its output and how long it ran. */
function squadRuns(script: string, args: string[] = []) {
  const started = performance.now();
  return new Promise<{ code: number; output: string; ms: number }>((resolve) => {
    const child = spawn('npm', ['run', '--silent', script, '-w', 'mf-crm', ...(args.length ? ['--', ...args] : [])], {
      cwd: repoRoot,
      env: { ...process.env, RELEASES_DIR: releasesDir },
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d));
    child.stderr.on('data', (d: Buffer) => (output += d));
    child.on('close', (code) => resolve({ code: code ?? 1, output, ms: performance.now() - started }));
  });
}

describe("a squad's deploy commands on the Node gateway", { skip: built ? false : 'mf-crm is not built (npm run build)' }, () => {
  let servers: Closable[] = [];
  let render: http.Server;
  let site = '';
  const builds = built ? buildCopies() : { a: '', b: '', c: '' };

  const get = async (p: string, headers: Record<string, string> = {}) => {
    const res = await fetch(new URL(p, site), { headers });
    return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
  };
  const manifest = async (headers: Record<string, string> = {}) =>
    JSON.parse((await get('/remotes.json', headers)).body.toString()) as Manifest;
  const crmEntry = (m: Manifest) => m.remotes.find((r) => r.name === 'crm')!.entry;
  const liveId = () => (JSON.parse(fs.readFileSync(releasePaths(releasesDir).state('crm'), 'utf8')) as { live: string }).live;

  /** Runs a command and waits until the gateway serves crm's entry at `expected(id)`: the time from typing it to live. */
  async function untilLive(script: string, args: string[], expected: () => string) {
    const started = performance.now();
    const run = await squadRuns(script, args);
    assert.equal(run.code, 0, run.output);
    const want = expected();
    while (crmEntry(await manifest()) !== want) {
      assert.ok(performance.now() - started < LIVE_WITHIN_MS * 2, `${script}: not live`);
      await new Promise((r) => setTimeout(r, 20));
    }
    const ms = performance.now() - started;
    console.log(`[deploy] npm run ${script} -w mf-crm ${args.join(' ')}: live in ${(ms / 1000).toFixed(2)} s`);
    assert.ok(ms <= LIVE_WITHIN_MS, `${script} took ${ms} ms to be live`);
    return run.output;
  }

  /** SHA-256 of every file the shell and the other remotes serve, as the gateway serves them. */
  async function servedBytesOfTheOthers(): Promise<string> {
    const hash = createHash('sha256');
    const filesOf = (dir: string, prefix: string): string[] =>
      fs
        .readdirSync(dir, { withFileTypes: true, recursive: true })
        .filter((e) => e.isFile())
        .map((e) => path.posix.join(prefix, path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/')))
        .sort();
    const others = REMOTES.filter((r) => r.name !== 'crm').map((r) => [distOf(r.dir), `/remotes/${r.segment}/`] as const);
    for (const [dir, prefix] of [[distOf('shell'), '/'] as const, ...others]) {
      for (const file of filesOf(dir, prefix)) {
        const res = await get(file);
        assert.equal(res.status, 200, file);
        hash.update(file).update(res.body);
      }
    }
    return hash.digest('hex');
  }

  before(async () => {
    // The render service's stand-in: it reads the manifest of the bucket the gateway names, as the composer does, and
    // answers a page saying which crm build it was composed with.
    render = http.createServer((req, res) => {
      const bucket = req.headers[REMOTES_BUCKET_HEADER];
      void fetch(new URL('/remotes.json', site), { headers: typeof bucket === 'string' ? { [REMOTES_BUCKET_HEADER]: bucket } : {} })
        .then((r) => r.json() as Promise<Manifest>)
        .then((m) => {
          res.writeHead(200, { 'content-type': 'text/html', 'x-render': 'server' });
          res.end(`<p>bucket=${String(bucket ?? '-')} crm=${crmEntry(m)}</p>`);
        });
    });
    await new Promise<void>((r) => render.listen(0, '127.0.0.1', r));
    const probe = http.createServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((r) => probe.close(r));
    site = `http://127.0.0.1:${port}`;
    servers = await startGateway({
      profile: 'single',
      host: '127.0.0.1',
      port,
      apiUrl: 'http://127.0.0.1:9',
      releasesDir,
      renderServiceUrl: `http://127.0.0.1:${(render.address() as AddressInfo).port}`,
    });
  });

  after(async () => {
    for (const server of servers) await server.close();
    await new Promise((r) => render?.close(r));
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  test('deploy and rollback are live within 5 s; a tab holding the first build loads its chunks throughout; the other parts are byte-identical', async () => {
    const othersBefore = await servedBytesOfTheOthers();
    assert.equal(crmEntry(await manifest()), '/remotes/crm/mf-manifest.json', 'nothing deployed yet: the dist build');

    await untilLive('deploy', ['--from', builds.a], () => `/remotes/crm/${liveId()}/mf-manifest.json`);
    const a = liveId();
    const entry = await get(`/remotes/crm/${a}/remoteEntry.js`);
    assert.equal(entry.status, 200);
    assert.equal(entry.headers.get('cache-control'), 'no-cache');
    const manifestA = JSON.parse((await get(`/remotes/crm/${a}/mf-manifest.json`)).body.toString()) as {
      exposes: Array<{ assets: { js: { sync: string[]; async: string[] } } }>;
    };
    // What a tab that loaded build A goes on asking for: its lazy chunks, at A's path.
    const chunksOfA = [...new Set(manifestA.exposes.flatMap((e) => [...e.assets.js.sync, ...e.assets.js.async]))].map(
      (c) => `/remotes/crm/${a}/${c}`,
    );
    assert.ok(chunksOfA.length > 3);
    assert.equal((await get(chunksOfA[0]!)).headers.get('cache-control'), 'public, max-age=31536000, immutable');
    const page = await get('/crm/giris');
    assert.match(page.body.toString(), new RegExp(`crm=/remotes/crm/${a}/mf-manifest.json`));

    const failed: string[] = [];
    let asked = 0;
    let tabOpen = true;
    const tab = (async () => {
      while (tabOpen) {
        for (const chunk of chunksOfA) {
          const res = await get(chunk).catch(() => ({ status: 0 }));
          asked++;
          if (res.status !== 200) failed.push(`${res.status} ${chunk}`);
        }
      }
    })();
    try {
      await untilLive('deploy', ['--from', builds.b], () => `/remotes/crm/${liveId()}/mf-manifest.json`);
      const b = liveId();
      assert.notEqual(b, a);
      // The page cache holds no page rendered with the old manifest after the switch.
      assert.match((await get('/crm/giris')).body.toString(), new RegExp(`crm=/remotes/crm/${b}/mf-manifest.json`));
      await untilLive('rollback', [], () => `/remotes/crm/${a}/mf-manifest.json`);
      assert.match((await get('/crm/giris')).body.toString(), new RegExp(`crm=/remotes/crm/${a}/mf-manifest.json`));
      await untilLive('deploy', ['--from', builds.b], () => `/remotes/crm/${b}/mf-manifest.json`);
    } finally {
      tabOpen = false;
      await tab;
    }
    console.log(`[deploy] the open tab asked for ${asked} of build A's files across three switches: ${failed.length} failed`);
    assert.deepEqual(failed, []);
    assert.equal(await servedBytesOfTheOthers(), othersBefore, "the shell's and the other remotes' served bytes");
  });

  test('a canary: its share of visitors, sticky by cookie, gets the new build (pages and manifest alike); promote and abort are one command each', async () => {
    const live = liveId();
    const run = await squadRuns('canary', ['--share', '50', '--from', builds.c]);
    assert.equal(run.code, 0, run.output);
    const canary = (JSON.parse(fs.readFileSync(releasePaths(releasesDir).state('crm'), 'utf8')) as { canary: { build: string } }).canary
      .build;

    // A first visit is given the cookie its bucket was drawn from.
    const first = await get('/remotes.json');
    const cookie = first.headers.get('set-cookie') ?? '';
    assert.match(cookie, new RegExp(`^${DEPLOY_COOKIE}=[0-9a-f]{32}; Path=/; Max-Age=\\d+; SameSite=Lax; HttpOnly$`));
    const firstId = cookie.split(';')[0]!.split('=')[1]!;
    const expectOf = (id: string) => `/remotes/crm/${Number(bucketOf(id)) < 50 ? canary : live}/mf-manifest.json`;
    assert.equal(crmEntry(JSON.parse(first.body.toString()) as Manifest), expectOf(firstId));

    const groups = { canary: 0, live: 0 };
    for (let i = 0; i < 40; i++) {
      const id = createHash('md5').update(`ziyaretci-${i}`).digest('hex');
      const headers = { cookie: `${DEPLOY_COOKIE}=${id}` };
      const seen = new Set<string>();
      for (let j = 0; j < 3; j++) seen.add(crmEntry(await manifest(headers)));
      assert.deepEqual([...seen], [expectOf(id)], 'the same build on every request');
      // The page is rendered for the visitor's bucket, and the page cache keeps each bucket's apart.
      const body = (await get('/crm/giris', headers)).body.toString();
      assert.match(body, new RegExp(`crm=${expectOf(id)}`));
      assert.equal((await get('/crm/giris', headers)).headers.get('set-cookie'), null, 'a visitor with the cookie keeps it');
      groups[expectOf(id).includes(canary) ? 'canary' : 'live']++;
    }
    assert.ok(groups.canary >= 8 && groups.live >= 8, `about half each: ${JSON.stringify(groups)}`);

    await untilLive('abort', [], () => `/remotes/crm/${live}/mf-manifest.json`);
    const afterAbort = await get('/remotes.json', { cookie: `${DEPLOY_COOKIE}=${firstId}` });
    assert.equal(crmEntry(JSON.parse(afterAbort.body.toString()) as Manifest), `/remotes/crm/${live}/mf-manifest.json`);
    assert.equal((await get('/remotes.json')).headers.get('set-cookie'), null, 'no cookie without a canary');

    assert.equal((await squadRuns('canary', ['--share', '10', '--from', builds.c])).code, 0);
    await untilLive('promote', [], () => `/remotes/crm/${canary}/mf-manifest.json`);
    for (let i = 0; i < 10; i++) {
      const headers = { cookie: `${DEPLOY_COOKIE}=${createHash('md5').update(`v${i}`).digest('hex')}` };
      assert.equal(crmEntry(await manifest(headers)), `/remotes/crm/${canary}/mf-manifest.json`);
    }
    // The build live before the canary is still served (a tab holding it) and is what rollback returns to.
    assert.equal((await get(`/remotes/crm/${live}/remoteEntry.js`)).status, 200);
    await untilLive('rollback', [], () => `/remotes/crm/${live}/mf-manifest.json`);
  });

  test('refusals are plain Turkish and change nothing', async () => {
    const before = fs.readFileSync(releasePaths(releasesDir).manifest, 'utf8');
    for (const [script, args, text] of [
      ['promote', [], /süren bir kanarya yok/],
      ['canary', ['--share', '0'], /1 ile 99 arasında/],
      ['deploy', ['--from', tmp], /mf-manifest\.json yok/],
    ] as const) {
      const run = await squadRuns(script, [...args]);
      assert.notEqual(run.code, 0);
      assert.match(run.output, text);
    }
    assert.equal(fs.readFileSync(releasePaths(releasesDir).manifest, 'utf8'), before);
  });
});
