/**
 * CRM benchmark (bench/README.md): `seed` fills the database with 100,000 customers, `measure` times the CRM
 * calls against it; with no argument it does both. PGlite by default, PostgreSQL with BENCH_DATABASE_URL.
 */
import { runBench } from '../shared/apiBench.js';
import { measureCrm } from './measure.js';
import { seedBenchDatabase } from './seed.js';

runBench(seedBenchDatabase, measureCrm);
