import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import type { App } from '../../src/app.js';
import { callbackRequests, customers } from '../../src/db/schema/index.js';
import { addLead, addStaff, assertTurkish, post, signIn } from '../crm/helpers.js';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/testDatabase.js';
import { startApp, withApps } from '../helpers/withApps.js';

const DAY = 86_400_000;

/**
 * A backup of the database, taken the way each kind is backed up: PGlite's snapshot of the running database (what
 * `npm run backup` asks the API for), PostgreSQL a copy of the stopped database (what a base backup restored to a
 * moment gives). `restore` answers the database settings an app on the restored copy starts with.
 */
interface Backup {
  restore(): Promise<TestDatabase['config']>;
  drop(): Promise<void>;
}

async function takeBackup(database: TestDatabase, app: App): Promise<{ backup: Backup; app: App }> {
  if (database.kind === 'pglite') {
    const snapshot = await app.dbSnapshot!();
    return {
      app,
      backup: { restore: async () => ({ databaseUrl: undefined, dataDir: 'memory://', pgliteStartFrom: snapshot }), drop: async () => {} },
    };
  }
  // CREATE DATABASE ... TEMPLATE needs the source without sessions: the app stops for the copy and starts again.
  const config = app.config;
  await app.close();
  const source = new URL(database.config.databaseUrl!);
  const copy = `${source.pathname.slice(1)}_backup`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${copy}" TEMPLATE "${source.pathname.slice(1)}"`);
  await admin.end();
  const restoredUrl = new URL(source);
  restoredUrl.pathname = `/${copy}`;
  return {
    app: await startApp(database, { config }),
    backup: {
      restore: async () => ({ databaseUrl: restoredUrl.toString(), dataDir: 'memory://' }),
      async drop() {
        const dropper = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS "${copy}" WITH (FORCE)`);
        await dropper.end();
      },
    },
  };
}

for (const kind of databaseKinds()) {
  describe(`Erasure journal: a restore does not undo erasures [${kind}]`, () => {
    let dir = '';
    let journal = '';
    let database: TestDatabase;
    let backup: Backup | undefined;
    const apps: App[] = [];
    const start = async (config: TestDatabase['config']) => {
      const app = await startApp({ ...database, config }, { config: { erasureJournal: journal } });
      apps.push(app);
      return app;
    };
    const state = async (app: App, ids: number[]) => {
      const rows = await app.db
        .select({ id: customers.id, anonymizedAt: customers.anonymizedAt, fullName: customers.fullName })
        .from(customers)
        .where(inArray(customers.id, ids));
      return Object.fromEntries(rows.map((row) => [row.id, row.anonymizedAt !== null]));
    };

    before(async () => {
      dir = await mkdtemp(join(tmpdir(), 'kredi-journal-'));
      journal = join(dir, 'backups', 'erasure-journal.jsonl');
      database = await createTestDatabase(kind);
    });

    after(async () => {
      for (const app of apps) await app.close().catch(() => {});
      await backup?.drop();
      await database.drop();
      await rm(dir, { recursive: true, force: true });
    });

    it('re-applies the KVKK erasures and retention destruction made after the backup, before the first request', async () => {
      let app = await start(database.config);
      await addStaff(app.db, undefined, 'Yönetici Bir', 'yönetici');
      const token = await signIn(app);
      const erasedLater = await addLead(app.db, { fullName: 'Silinecek Kişi' });
      const kept = await addLead(app.db, { fullName: 'Kalacak Kişi' });
      const stale = await addLead(app.db, {
        fullName: 'Süresi Dolan Kişi',
        createdAt: new Date(Date.now() - 400 * DAY),
        updatedAt: new Date(Date.now() - 400 * DAY),
      });
      await app.db.insert(callbackRequests).values({ phoneNumber: '05450999100', createdAt: new Date(Date.now() - 200 * DAY) });

      ({ app, backup } = await takeBackup(database, app));
      apps.push(app);

      // After the backup: a KVKK erase, a retention run, and a person who came and was erased after the backup.
      const erase = await post(app, token, `/api/crm/musteriler/${erasedLater.id}/kvkk/erase/`, { onay: true });
      assert.equal(erase.statusCode, 200, erase.body);
      const run = await app.retentionJob.runNow('Yönetici Bir');
      assert.equal(run.items.find((item) => item.category === 'lead_unconverted')!.count, 1);
      const cameAfter = await addLead(app.db, { fullName: 'Sonra Gelen' });
      assert.equal((await post(app, token, `/api/crm/musteriler/${cameAfter.id}/kvkk/erase/`, { onay: true })).statusCode, 200);
      await app.close();

      // The journal: ids and times, nothing that names a person.
      const lines = (await readFile(journal, 'utf8')).trim().split('\n');
      assert.equal(lines.length, 3);
      for (const line of lines) {
        const entry = JSON.parse(line) as Record<string, unknown>;
        assert.deepEqual(
          Object.keys(entry).filter((key) => !['at', 'kind', 'customers', 'cutoffs'].includes(key)),
          [],
        );
        assert.doesNotMatch(line, /Kişi|Gelen|5450/);
      }

      // The restore: the database is back at the backup, the journal is not; the app is ready only once it re-applied.
      const restoredConfig = await backup.restore();
      const restored = await start(restoredConfig);
      assert.deepEqual(await state(restored, [erasedLater.id, kept.id, stale.id]), {
        [erasedLater.id]: true,
        [kept.id]: false,
        [stale.id]: true,
      });
      assert.deepEqual(await restored.db.select().from(callbackRequests), []);
      const [file] = await restored.db
        .select()
        .from(customers)
        .where(inArray(customers.id, [erasedLater.id]));
      assert.deepEqual([file!.fullName, file!.phone, file!.tc], ['Anonim Müşteri', '', '']);

      // The restore set the id sequence back: the next person gets the id the journal names for the one erased after
      // the backup, and stays untouched by a later start (that file is younger than the erasure).
      const newcomer = await addLead(restored.db, { fullName: 'Yeni Gelen' });
      assert.equal(newcomer.id, cameAfter.id);
      // An in-memory PGlite ends with its app: the next start begins from a snapshot of it.
      const reopened = kind === 'pglite' ? { ...restoredConfig, pgliteStartFrom: await restored.dbSnapshot!() } : restoredConfig;
      await restored.close();
      const again = await start(reopened);
      assert.deepEqual(await state(again, [newcomer.id, kept.id]), { [newcomer.id]: false, [kept.id]: false });
    });
  });
}

const unwritableDir = mkdtempSync(join(tmpdir(), 'kredi-journal-unwritable-'));
const unwritableJournal = join(unwritableDir, 'erasure-journal.jsonl');
after(() => rm(unwritableDir, { recursive: true, force: true }));

withApps('Erasure journal: an erase that cannot be journaled does not happen', { config: { erasureJournal: unwritableJournal } }, (ctx) => {
  it('answers a Turkish 503 and keeps the file as it was; once the journal is writable the erase goes through', async () => {
    await addStaff(ctx.db, undefined, 'Yönetici Bir', 'yönetici');
    const token = await signIn(ctx.app);
    const lead = await addLead(ctx.db, { fullName: 'Bekleyen Kişi' });
    // A folder where the journal's file should be: the append fails as on a full or read-only disk.
    await mkdir(unwritableJournal);
    const refused = await post(ctx.app, token, `/api/crm/musteriler/${lead.id}/kvkk/erase/`, { onay: true });
    assertTurkish(refused, 503);
    const [kept] = await ctx.db
      .select()
      .from(customers)
      .where(inArray(customers.id, [lead.id]));
    assert.deepEqual([kept!.anonymizedAt, kept!.fullName], [null, 'Bekleyen Kişi']);
    await rm(unwritableJournal, { recursive: true });
    assert.equal((await post(ctx.app, token, `/api/crm/musteriler/${lead.id}/kvkk/erase/`, { onay: true })).statusCode, 200);
    assert.match(await readFile(unwritableJournal, 'utf8'), new RegExp(`"customers":\\[${lead.id}\\]`));
    // The next database kind's app starts from an empty journal.
    await rm(unwritableJournal, { force: true });
  });
});
