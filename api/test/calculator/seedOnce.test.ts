import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { bankOffers, loanTypes } from '../../src/db/schema/index.js';
import { startApp } from '../helpers/withApps.js';
import { createTestDatabase, databaseKinds } from '../helpers/testDatabase.js';

for (const kind of databaseKinds()) {
  describe(`calculator seed across restarts [${kind}]`, () => {
    it('seeds the rules and offers once: a restart keeps what the admin changed', async () => {
      const database = await createTestDatabase(kind, { pgliteOnDisk: true });
      try {
        const first = await startApp(database);
        const offers = await first.db.$count(bankOffers);
        await first.db.update(loanTypes).set({ maintenance: false, maintenanceMessage: null }).where(eq(loanTypes.id, 'ticari'));
        await first.close();

        const second = await startApp(database);
        try {
          const [ticari] = await second.db.select().from(loanTypes).where(eq(loanTypes.id, 'ticari'));
          assert.equal(ticari!.maintenance, false);
          assert.equal(await second.db.$count(loanTypes), 4);
          assert.equal(await second.db.$count(bankOffers), offers);
        } finally {
          await second.close();
        }
      } finally {
        await database.drop();
      }
    });
  });
}
