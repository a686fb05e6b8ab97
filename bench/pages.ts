// Web vitals of every public page in both deployment profiles: starts the built system with
// `npm start` (SKIP_BUILD=1) in the single-origin and then the multi-origin profile, and runs the page bench
// (home-page.ts: cold cache, slow phone, BENCH_RUNS runs, median) on each page. Build first: `npm run build`.
//
//   npm run pages -w bench                       # both profiles, 5 runs per page
//   BENCH_PROFILES=single BENCH_RUNS=3 npm run pages -w bench
//   BENCH_DEVICE=low-end npm run pages -w bench   # the low-end phone (shared/emulatedPhone.ts)
//
// Per page: the page bench (home-page.ts) and every scripted control's painted result with INP (taps.ts).
//
// Results: bench/results/pages.json and a table on stdout. Exits 1 when a page is over bench/budget.json.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { PHONE } from './shared/emulatedPhone';

const BENCH_DIR = import.meta.dirname;
const REPO = path.resolve(BENCH_DIR, '..');
const RUNS = process.env.BENCH_RUNS ?? '5';
/** Runs per scripted control (each a cold load): fewer than the page's, the controls are many. */
const TAP_RUNS = process.env.BENCH_TAP_RUNS ?? '3';
const PROFILES = (process.env.BENCH_PROFILES ?? 'single,multi').split(',').map((p) => p.trim());
const PORT = Number(process.env.BENCH_PORT ?? 28180);

/** The public pages; the blog post is the newest published one, asked of the API. */
const STATIC_PAGES = ['/', '/hakkimizda', '/blog', '/iletisim', '/kvkk', '/form', '/kredi-hesaplama'];

interface PageFigures {
  profile: string;
  page: string;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  fcpMs: number | null;
  /** All the JavaScript of a visit without intent (the application loads when the browser is idle). */
  jsBrotliKB: number;
  /** Navigation to html[data-interactive], nothing touched (median; null: not interactive in some run). */
  toInteractiveMs: number | null;
  /** A tap on the menu toggle 4 s after navigation until the menu sheet is painted (median). */
  firstTapMs: number | null;
  /** Every scripted control of the page (taps.ts): painted result at 4 s and once interactive, and INP. */
  taps: TapFigures;
  overBudget: boolean;
  loadAverage: number;
}

async function waitFor(url: string, child: ChildProcess, ms = 300_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode})`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer`);
}

async function startSystem(profile: string, dataDir: string): Promise<ChildProcess> {
  const child = spawn('npm', ['start'], {
    cwd: REPO,
    env: {
      ...process.env,
      SKIP_BUILD: '1',
      PROFILE: profile,
      PORT: String(PORT),
      API_PORT: String(PORT + 10),
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
    },
    stdio: 'ignore',
    detached: true,
  });
  await waitFor(`http://127.0.0.1:${PORT}/api/health`, child);
  return child;
}

function stopSystem(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    process.kill(-child.pid!, 'SIGTERM');
  });
}

interface TapFigures {
  taps: Array<{ control: string; at4sMs: number | null; interactiveMs: number | null; over: boolean }>;
  inpMs: number | null;
  overBudget: boolean;
}

function benchTaps(url: string): TapFigures {
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(BENCH_DIR, 'taps.ts')], {
    cwd: BENCH_DIR,
    env: { ...process.env, BENCH_URL: url, BENCH_RUNS: TAP_RUNS },
    encoding: 'utf8',
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (run.status === 2) throw new Error(`taps bench failed for ${url}`);
  return JSON.parse(readFileSync(path.join(BENCH_DIR, 'results', 'taps.json'), 'utf8')) as TapFigures;
}

function benchPage(url: string): Omit<PageFigures, 'profile' | 'page' | 'taps'> {
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(BENCH_DIR, 'home-page.ts')], {
    cwd: BENCH_DIR,
    env: { ...process.env, BENCH_URL: url, BENCH_RUNS: RUNS },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (run.status === 2) throw new Error(`page bench failed for ${url}:\n${run.stdout}`);
  const report = JSON.parse(readFileSync(path.join(BENCH_DIR, 'results', 'home-page.json'), 'utf8')) as {
    median: {
      lcpMs: number | null;
      tbtMs: number | null;
      fcpMs: number | null;
      cls: number | null;
      toInteractiveMs: number | null;
      firstTapMs: number | null;
    };
    js: { brotliBytes: number };
    overBudget: boolean;
  };
  return {
    ...report.median,
    jsBrotliKB: Math.round(report.js.brotliBytes / 102.4) / 10,
    overBudget: report.overBudget,
    loadAverage: Math.round(loadavg()[0]! * 10) / 10,
  };
}

async function main(): Promise<number> {
  const results: PageFigures[] = [];
  for (const profile of PROFILES) {
    const dataDir = path.join(REPO, '.data', `bench-pages-${profile}`);
    const system = await startSystem(profile, dataDir);
    try {
      const base = `http://127.0.0.1:${PORT}`;
      const posts = (await (await fetch(`${base}/api/blog-api/posts/?page=1&page_size=1`)).json()) as { results: Array<{ slug: string }> };
      const pages = [...STATIC_PAGES.slice(0, 3), `/blog/${posts.results[0]!.slug}`, ...STATIC_PAGES.slice(3)];
      for (const page of pages) {
        const figures = { profile, page, ...benchPage(`${base}${page}`), taps: benchTaps(`${base}${page}`) };
        results.push(figures);
        console.log(
          `${profile.padEnd(6)} ${page.padEnd(40)} LCP ${figures.lcpMs} ms  TBT ${figures.tbtMs} ms  CLS ${figures.cls}  ` +
            `JS ${figures.jsBrotliKB} KB br  interactive ${figures.toInteractiveMs ?? 'never'} ms  tap@4s ${figures.firstTapMs ?? 'never'} ms  ` +
            `INP ${figures.taps.inpMs ?? '-'} ms  load ${figures.loadAverage}${figures.overBudget || figures.taps.overBudget ? '  OVER' : ''}`,
        );
      }
    } finally {
      await stopSystem(system);
    }
  }
  mkdirSync(path.join(BENCH_DIR, 'results'), { recursive: true });
  const out = {
    date: new Date().toISOString(),
    device: PHONE,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model,
    runsPerPage: Number(RUNS),
    results,
  };
  writeFileSync(path.join(BENCH_DIR, 'results', 'pages.json'), `${JSON.stringify(out, null, 2)}\n`);
  return results.some((r) => r.overBudget || r.taps.overBudget) ? 1 : 0;
}

main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error);
    process.exitCode = 2;
  },
);
