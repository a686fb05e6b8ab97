import { performance } from 'node:perf_hooks';
import { connectDatabase } from './src/db/client.js';
import { createReportsRepository } from './src/features/reports/repository.js';
const c = await connectDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL, dataDir: '' } as never);
const repo = createReportsRepository(c.db);
const xs: number[] = [], ys: number[] = [];
for (let k = 0; k < 8; k++) {
  let t = performance.now();
  await repo.vitals({ from: '2025-11-25', to: '2026-11-24', group: 'hafta' });
  xs.push(performance.now() - t); t = performance.now();
  await repo.vitals({ from: '2026-10-26', to: '2026-11-24', group: 'gun' });
  ys.push(performance.now() - t);
}
console.log(`min year weekly ${Math.min(...xs).toFixed(1)} ms, min 30 days ${Math.min(...ys).toFixed(1)} ms`);
await c.close();
