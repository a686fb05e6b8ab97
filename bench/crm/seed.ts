/**
 * Seeds the CRM benchmark database with 100,000 customers and their follow-ups (not part of the default start).
 * Tops up to the target, so a second run does nothing. Usage: see bench/README.md.
 */
import { connectDatabase } from '../../api/src/db/client.js';
import { customers, staff } from '../../api/src/db/schema/index.js';
import { insertDemoLeads } from '../../api/src/db/seed/demoLeads.js';
import { BENCH_STAFF, benchDatabase, kindOf, TARGET_CUSTOMERS } from './database.js';

const CHUNK = 10_000;

export async function seedBenchDatabase(): Promise<void> {
  const connection = await connectDatabase(benchDatabase);
  try {
    await connection.migrate();
    const db = connection.db;
    await db
      .insert(staff)
      .values([BENCH_STAFF, { phone: '05429990000', fullName: 'İkinci Personel' }])
      .onConflictDoNothing({ target: staff.phone });
    // The CRM's phone accounts, not the admin area's password accounts (one staff table since issue 23).
    const staffRows = (await db.select({ id: staff.id, fullName: staff.fullName, phone: staff.phone }).from(staff)).filter(
      (row) => row.phone !== null,
    );
    let have = await db.$count(customers);
    const started = Date.now();
    console.log(`${kindOf()}: ${have} customers, target ${TARGET_CUSTOMERS}`);
    while (have < TARGET_CUSTOMERS) {
      const count = Math.min(CHUNK, TARGET_CUSTOMERS - have);
      const written = await insertDemoLeads(db, {
        count,
        // Phones 53[10000000 + n]: apart from the demo seed's range, one per customer across runs.
        phoneOffset: 10_000_000 + have,
        seed: 1000 + have,
        days: 365,
        now: new Date(),
        staff: staffRows,
      });
      have += count;
      console.log(`  ${have} customers (+${written.followUps} follow-ups), ${Math.round((Date.now() - started) / 1000)} s`);
    }
    // Owners (issue 20): two of three customers belong to a staff member in turn, the rest are unassigned.
    const ids = staffRows.map((row) => row.id);
    if (ids.length > 0) {
      await db.execute(
        `update customers set assigned_staff_id = (array[${ids.join(',')}])[1 + (id / 3) % ${ids.length}] where assigned_staff_id is null and id % 3 <> 0`,
      );
    }
    // Planner statistics and the visibility map, as autovacuum keeps them on a long-running PostgreSQL (PGlite has
    // no autovacuum: a PGlite deployment runs VACUUM ANALYZE now and then, see docs/crm.md).
    await db.execute('vacuum analyze');
  } finally {
    await connection.close();
  }
}
