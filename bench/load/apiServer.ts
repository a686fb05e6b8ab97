// The API as the load bench runs it: the real app (api/src/app.ts) with one extra, bench-only route that counts
// the rows the bench's writes leave. PGlite allows one process per directory, so the counts are asked of the API.
import { buildApp } from '../../api/src/app';
import { loadConfig } from '../../api/src/config';

/** Tables the bench writes to, and what each 2xx answer must have left in it. */
export const COUNTED_TABLES = ['callback_requests', 'contact_requests', 'phone_verifications', 'customers', 'kvkk_consents'] as const;
export type RowCounts = Record<(typeof COUNTED_TABLES)[number], number>;

const config = loadConfig();
const app = buildApp(config);
app.get('/bench/rows', async () => {
  const counts: Record<string, number> = {};
  for (const table of COUNTED_TABLES) {
    const result = await app.db.execute(`select count(*)::int as n from ${table}`);
    counts[table] = (result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
  }
  return counts;
});
void app.listen({ host: config.host, port: config.port });
