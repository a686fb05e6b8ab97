import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { blogCategories, blogPosts, callbackRequests } from '../src/db/schema/index.js';
import { startApp } from './helpers/withApps.js';
import { createTestDatabase, databaseKinds } from './helpers/testDatabase.js';

for (const kind of databaseKinds()) {
  describe(`migrations and seed across restarts [${kind}]`, () => {
    it('applies migrations once, seeds once and keeps data after a restart', async () => {
      const database = await createTestDatabase(kind, { pgliteOnDisk: true });
      try {
        const first = await startApp(database);
        const categoriesBefore = await first.db.$count(blogCategories);
        const postsBefore = await first.db.$count(blogPosts);
        const created = await first.inject({
          method: 'POST',
          url: '/api/callback-request/',
          payload: { phone_number: '0532 000 00 00' },
        });
        assert.equal(created.statusCode, 201);
        await first.close();

        const second = await startApp(database);
        try {
          const rows = await second.db.select().from(callbackRequests);
          assert.deepEqual(
            rows.map((row) => row.phoneNumber),
            ['5320000000'],
          );
          // The seed did not run a second time.
          assert.equal(await second.db.$count(blogCategories), categoriesBefore);
          assert.equal(await second.db.$count(blogPosts), postsBefore);
          // Each migration is recorded exactly once.
          const applied = await second.db.execute(sql`select hash, count(*)::int as times from drizzle.__drizzle_migrations group by hash`);
          const appliedRows = (applied as unknown as { rows: Array<{ times: number }> }).rows;
          assert.ok(appliedRows.length >= 1);
          assert.ok(appliedRows.every((row) => row.times === 1));
          const health = await second.inject({ method: 'GET', url: '/api/health' });
          assert.equal(health.statusCode, 200);
        } finally {
          await second.close();
        }
      } finally {
        await database.drop();
      }
    });
  });
}
