import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeEach, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { App } from '../../src/app.js';
import { createHealthProbe } from '../../src/features/health/probe.js';
import { createTestDatabase } from '../helpers/testDatabase.js';
import { startApp, withApps } from '../helpers/withApps.js';

const health = (app: App) => app.inject({ method: 'GET', url: '/api/health' });

/**
 * Every write to the probe table fails inside the database (as on a full or read-only disk). The attempts are
 * counted with a sequence: nextval survives the rollback of the failing write.
 */
async function failProbeWrites(app: App) {
  await app.db.execute(sql`create sequence if not exists probe_writes`);
  await app.db.execute(sql`select nextval('probe_writes')`);
  await app.db.execute(
    sql.raw(`create or replace function fail_probe() returns trigger language plpgsql as $$
      begin perform nextval('probe_writes'); raise exception 'no space left on device'; end $$`),
  );
  await app.db.execute(
    sql.raw(`create trigger fail_probe before insert or update on health_probe for each row execute function fail_probe()`),
  );
}

async function healProbeWrites(app: App) {
  await app.db.execute(sql.raw(`drop trigger if exists fail_probe on health_probe`));
}

async function probeWrites(app: App): Promise<number> {
  const result = await app.db.execute(sql`select last_value::int as n from probe_writes`);
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
}

withApps('GET /api/health checks that the database can be read and written', {}, (ctx) => {
  beforeEach(async () => {
    await healProbeWrites(ctx.app);
    // Past the cache of the previous test's result.
    await new Promise((r) => setTimeout(r, 2100));
  });

  it('answers 503 when writes fail, although the database still answers `select 1`', async () => {
    await failProbeWrites(ctx.app);
    const response = await health(ctx.app);
    assert.equal(response.statusCode, 503, response.body);
    assert.deepEqual(response.json(), { status: 'error', message: 'Hizmet şu anda kullanılamıyor. Lütfen daha sonra tekrar deneyin.' });
  });

  it('a flood of health checks probes the database once per second or two', async () => {
    await failProbeWrites(ctx.app);
    const before = await probeWrites(ctx.app);
    const answers = await Promise.all(Array.from({ length: 50 }, () => health(ctx.app)));
    assert.ok(answers.every((a) => a.statusCode === 503));
    for (let i = 0; i < 20; i += 1) assert.equal((await health(ctx.app)).statusCode, 503);
    assert.equal((await probeWrites(ctx.app)) - before, 1, '70 health checks, one probe');
    // The result is reused for at most 2 s: then the database is asked again, and found healthy again.
    await healProbeWrites(ctx.app);
    await new Promise((r) => setTimeout(r, 2100));
    assert.equal((await health(ctx.app)).statusCode, 200);
  });
});

describe('health probe cache', () => {
  it('reuses a result for its lifetime and shares one probe between concurrent callers', async () => {
    let now = 0;
    let runs = 0;
    const probe = createHealthProbe(
      async () => {
        runs += 1;
        await new Promise((r) => setTimeout(r, 10));
      },
      { ttlMs: 1500, now: () => now },
    );
    assert.deepEqual(await Promise.all([probe(), probe(), probe()]), [true, true, true]);
    assert.equal(runs, 1);
    now = 1499;
    assert.equal(await probe(), true);
    assert.equal(runs, 1);
    now = 1500;
    assert.equal(await probe(), true);
    assert.equal(runs, 2);
  });
});

describe('health with damaged table pages [pglite]', () => {
  it('answers 503 when a table cannot be read', async () => {
    const database = await createTestDatabase('pglite', { pgliteOnDisk: true });
    try {
      const first = await startApp(database);
      await first.inject({ method: 'POST', url: '/api/callback-request/', payload: { phone_number: '0532 000 00 00' } });
      const result = await first.db.execute(sql`select pg_relation_filepath('callback_requests') as path`);
      const relation = (result as unknown as { rows: Array<{ path: string }> }).rows[0]!.path;
      await first.close();
      // The first page of the table, overwritten (a bad sector, a torn write).
      await writeFile(join(database.config.dataDir, relation), Buffer.alloc(8192, 0xab), { flag: 'r+' });
      const second = await startApp(database);
      try {
        const response = await health(second);
        assert.equal(response.statusCode, 503, response.body);
      } finally {
        await second.close();
      }
    } finally {
      await database.drop();
    }
  });
});
