import { resolve } from 'node:path';

/** Where the benchmark's data lives: PostgreSQL when BENCH_DATABASE_URL is set, else PGlite on disk (git-ignored). */
export const benchDatabase = {
  databaseUrl: process.env.BENCH_DATABASE_URL?.trim() || undefined,
  dataDir: process.env.BENCH_PGLITE_DIR?.trim() || resolve(import.meta.dirname, '../.data/crm-100k'),
};

export const kindOf = () => (benchDatabase.databaseUrl ? 'postgres' : 'pglite');

/** The staff member the benchmark signs in as (seeded by seed.ts). */
export const BENCH_STAFF = { phone: '05329990000', fullName: 'Bench Personel' };

/** How many customers the benchmark wants (BENCH_CUSTOMERS, default 100,000). */
export const TARGET_CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 100_000);
