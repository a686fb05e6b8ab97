/**
 * Reports benchmark (bench/README.md): `seed` adds a year of daily data to the CRM benchmark's 100,000 customers,
 * `measure` times every report; both with no argument. PGlite by default, PostgreSQL with BENCH_DATABASE_URL.
 */
import { runBench } from '../shared/apiBench.js';
import { measureReports } from './measure.js';
import { seedReportsBench } from './seed.js';

runBench(seedReportsBench, measureReports);
