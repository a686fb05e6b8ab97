/**
 * CRM benchmark (bench/README.md): `seed` fills the database with 100,000 customers, `measure` times the CRM
 * calls against it; with no argument it does both. PGlite by default, PostgreSQL with BENCH_DATABASE_URL.
 */
import { measureCrm } from './measure.js';
import { seedBenchDatabase } from './seed.js';

async function main(): Promise<number> {
  const command = process.argv[2] ?? 'all';
  if (command === 'seed' || command === 'all') await seedBenchDatabase();
  if (command === 'measure' || command === 'all') return measureCrm();
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
