/**
 * Reports benchmark (bench/README.md): `seed` adds a year of daily data to the CRM benchmark's 100,000 customers,
 * `measure` times every report; both with no argument. PGlite by default, PostgreSQL with BENCH_DATABASE_URL.
 */
import { measureReports } from './measure.js';
import { seedReportsBench } from './seed.js';

async function main(): Promise<number> {
  const command = process.argv[2] ?? 'all';
  if (command === 'seed' || command === 'all') await seedReportsBench();
  if (command === 'measure' || command === 'all') return measureReports();
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
