/**
 * Reports benchmark data (bench/README.md): on top of the CRM benchmark's 100,000 customers and their
 * follow-ups (bench/crm/seed.ts, a year of leads), a year of daily data for the reports' own tables: the funnel
 * (7 steps × 12 sources a day), real visitors' speed (15 pages × 4 metrics a day), the calculator's counters
 * (5 types × 7 bands a day) and 20,000 callback requests. Tops up: a second run adds nothing.
 */
import { FUNNEL_STEP_IDS, VITAL_METRICS, vitalBounds } from '@kredi/contracts/reports';
import { CALCULATION_AMOUNT_BANDS, calculationAmountBand } from '@kredi/contracts/calculator';
import { connectDatabase } from '../../api/src/db/client.js';
import { callbackRequests, funnelDaily, loanCalculationCounts, webVitalsDaily } from '../../api/src/db/schema/index.js';
import { seedBenchDatabase } from '../crm/seed.js';
import { benchDatabase, kindOf } from '../crm/database.js';

const DAYS = 365;
const SOURCES = [
  'doğrudan',
  'google.com',
  'bing.com',
  'facebook.com',
  'instagram.com',
  'kampanya:yaz',
  'kampanya:kis',
  'kampanya:bayram',
  'yandex.com.tr',
  'x.com',
  'eksisozluk.com',
  'hurriyet.com.tr',
];
const PAGES = [
  '/',
  '/form',
  '/kredi-hesaplama',
  '/blog',
  '/blog/*',
  '/hakkimizda',
  '/iletisim',
  '/kvkk',
  '/sss',
  '/kredi-turleri',
  '/kampanyalar',
  '/crm',
  '/crm/*',
  '/admin',
  '/admin/*',
];
const TYPES = ['ihtiyac', 'tasit', 'konut', 'ticari', 'genel'];

const dayOf = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
/** A small deterministic pseudo-random number generator (the figures only need to look like traffic). */
function random(seed: number) {
  let state = seed;
  return () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
}

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 2000) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

export async function seedReportsBench(): Promise<void> {
  await seedBenchDatabase();
  const connection = await connectDatabase(benchDatabase);
  try {
    await connection.migrate();
    const db = connection.db;
    if ((await db.$count(funnelDaily)) > 0) {
      // Migrations since the last seed (0016, 0018) built aggregates from the data: statistics and the visibility map
      // for them, as autovacuum keeps them on PostgreSQL (PGlite has none, docs/crm.md).
      await db.execute('vacuum analyze');
      return void console.log(`${kindOf()}: reports data already there (vacuumed)`);
    }
    const next = random(24);
    const funnel = [];
    const vitals = [];
    const counts = [];
    for (let offset = 0; offset < DAYS; offset += 1) {
      const day = dayOf(offset);
      for (const source of SOURCES) {
        let count = Math.round(50 + next() * 500);
        for (const step of FUNNEL_STEP_IDS) {
          funnel.push({ day, step, source, count });
          count = Math.round(count * (0.5 + next() * 0.4));
        }
      }
      for (const path of PAGES) {
        for (const metric of VITAL_METRICS) {
          const buckets = Array.from({ length: vitalBounds(metric).length + 1 }, () => Math.round(next() * 40));
          vitals.push({ day, path, metric, buckets, samples: buckets.reduce((a, b) => a + b, 0) });
        }
      }
      for (const loanType of TYPES)
        for (const lower of CALCULATION_AMOUNT_BANDS)
          counts.push({ day, loanType, amountBand: calculationAmountBand(lower), count: Math.round(next() * 300) });
    }
    await insertChunked(funnel, (chunk) => db.insert(funnelDaily).values(chunk));
    await insertChunked(vitals, (chunk) => db.insert(webVitalsDaily).values(chunk));
    await insertChunked(counts, (chunk) => db.insert(loanCalculationCounts).values(chunk).onConflictDoNothing());
    const requests = Array.from({ length: 20_000 }, (_, i) => {
      const createdAt = new Date(Date.now() - next() * DAYS * 86_400_000);
      const contacted = next() < 0.7;
      return {
        phoneNumber: `53${String(20_000_000 + i).padStart(8, '0')}`,
        createdAt,
        isContacted: contacted,
        handledAt: contacted ? new Date(createdAt.getTime() + next() * 86_400_000) : null,
      };
    });
    await insertChunked(requests, (chunk) => db.insert(callbackRequests).values(chunk));
    await db.execute('vacuum analyze');
    console.log(
      `${kindOf()}: ${funnel.length} funnel rows, ${vitals.length} vitals rows, ${counts.length} counter rows, ${requests.length} callback requests`,
    );
  } finally {
    await connection.close();
  }
}
