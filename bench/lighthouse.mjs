// An independent judge of the public pages and the staff sign-in pages: Lighthouse 12.2.3 (the last release that runs
// on Node 20) in its default mobile mode with simulated throttling, on a RUNNING system, with Debian's Chromium.
//
//   BENCH_URL=http://localhost:8080/ npm run lighthouse -w bench
//
// Plain JavaScript run by node: Lighthouse hands its own functions to the page as source text, and tsx's transform
// would add helper calls to them that do not exist in the page.
//
// Per page: the four category scores and LCP, TBT and CLS as Lighthouse computes them. The goal is 100 in every
// category on the public pages (console errors from map tiles that cannot load here aside: they are listed) and
// LCP ≤ 2.0 s on the staff sign-in pages. Results in bench/results/lighthouse.json; exit 1 when a goal is missed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const BENCH_DIR = import.meta.dirname;
const BASE = new URL(process.env.BENCH_URL ?? 'http://localhost:8080/');
const PUBLIC_PAGES = ['/', '/hakkimizda', '/blog', '/iletisim', '/kvkk', '/form', '/kredi-hesaplama'];
const STAFF_SIGN_IN = ['/crm/login', '/admin/login'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const STAFF_LCP_GOAL_MS = 2_000;
/** Map tiles are third-party and cannot load on this machine; their console errors are not the page's. */
const TILE_HOST = /tile\.openstreetmap\.org/;

/**
 * @typedef {object} PageScore
 * @property {string} page
 * @property {Record<string, number | null>} scores the four categories, 0-100
 * @property {number | null} lcpMs
 * @property {number | null} tbtMs
 * @property {number | null} cls
 * @property {string[]} failing failed audits (score below 1) of any category, with their titles
 * @property {string[]} consoleErrors console errors that are not the blocked map tiles'
 * @property {boolean} missesGoal
 */

/** @returns {Promise<string>} */
async function newestPost() {
  const answer = await fetch(new URL('/api/blog-api/posts/?page=1&page_size=1', BASE));
  const body = await answer.json();
  return `/blog/${body.results[0].slug}`;
}

/** @returns {Promise<PageScore>} */
async function audit(/** @type {number} */ port, /** @type {string} */ page, /** @type {boolean} */ staff) {
  const result = await lighthouse(new URL(page, BASE).href, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
  const { lhr } = result;
  const numeric = (/** @type {string} */ id) => {
    const value = lhr.audits[id]?.numericValue;
    return value === undefined
      ? null
      : Math.round(value * (id === 'cumulative-layout-shift' ? 1000 : 1)) / (id === 'cumulative-layout-shift' ? 1000 : 1);
  };
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score * 100)]),
  );
  const consoleItems = lhr.audits['errors-in-console']?.details?.items ?? [];
  const consoleErrors = consoleItems
    .filter((item) => !TILE_HOST.test(`${item.sourceLocation?.url ?? ''} ${item.description ?? ''}`))
    .map((item) => item.description ?? '');
  const failing = CATEGORIES.flatMap((c) =>
    (lhr.categories[c]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .filter((ref) => !(ref.id === 'errors-in-console' && consoleErrors.length === 0))
      .map((ref) => `${c}: ${lhr.audits[ref.id].title}`),
  );
  const lcpMs = numeric('largest-contentful-paint');
  const missesGoal = staff
    ? lcpMs === null || lcpMs > STAFF_LCP_GOAL_MS
    : failing.length > 0 || CATEGORIES.some((c) => c !== 'best-practices' && scores[c] !== 100);
  return {
    page,
    scores,
    lcpMs,
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    failing,
    consoleErrors,
    missesGoal,
  };
}

async function main() {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--host-resolver-rules=MAP *.tile.openstreetmap.org ~NOTFOUND',
    ],
  });
  /** @type {PageScore[]} */
  const rows = [];
  try {
    const pages = [...PUBLIC_PAGES.slice(0, 3), await newestPost(), ...PUBLIC_PAGES.slice(3)];
    for (const [page, staff] of [...pages.map((p) => [p, false]), ...STAFF_SIGN_IN.map((p) => [p, true])]) {
      const row = await audit(chrome.port, page, staff);
      rows.push(row);
      console.log(
        `${page.padEnd(40)} ${CATEGORIES.map((c) => `${c} ${row.scores[c] ?? '-'}`).join('  ')}  LCP ${row.lcpMs ?? '-'} ms  TBT ${row.tbtMs ?? '-'} ms  ` +
          `CLS ${row.cls ?? '-'}  load ${loadavg()[0].toFixed(1)}${row.missesGoal ? '  MISSES GOAL' : ''}`,
      );
      for (const f of row.failing) console.log(`    ${f}`);
    }
  } finally {
    await chrome.kill();
  }
  mkdirSync(path.join(BENCH_DIR, 'results'), { recursive: true });
  writeFileSync(
    path.join(BENCH_DIR, 'results', 'lighthouse.json'),
    `${JSON.stringify({ date: new Date().toISOString(), base: BASE.href, rows }, null, 2)}\n`,
  );
  return rows.some((r) => r.missesGoal) ? 1 : 0;
}

main().then(
  (code) => (process.exitCode = code),
  (error) => {
    console.error(error instanceof Error ? `lighthouse bench failed: ${error.message}` : error);
    process.exitCode = 2;
  },
);
