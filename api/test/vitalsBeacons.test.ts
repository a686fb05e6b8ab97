import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { VITAL_BEACONS_PER_IP_PER_HOUR } from '@kredi/contracts/reports';
import type { App } from '../src/app.js';
import { vitalsBeaconIpHours, webVitalsConnections, webVitalsDaily } from '../src/db/schema/index.js';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/testDatabase.js';
import { startApp } from './helpers/withApps.js';

/*
 * The speed beacons cannot skew the report: only public pages, only values a page load can have (the beacon is
 * dropped whole, never clamped), and at most VITAL_BEACONS_PER_IP_PER_HOUR per IP, counted in the database so that
 * two API instances hold one limit.
 */
for (const kind of databaseKinds()) {
  // PGlite is one process's database: there it is one instance.
  const instances = kind === 'postgres' ? 2 : 1;
  describe(`speed beacons [${kind}, ${instances} instance(s)]`, () => {
    let database: TestDatabase;
    const apps: App[] = [];

    before(async () => {
      database = await createTestDatabase(kind);
      for (let i = 0; i < instances; i += 1) apps.push(await startApp(database));
    });

    after(async () => {
      for (const app of apps) await app.close();
      await database.drop();
    });

    beforeEach(async () => {
      await apps[0]!.db.delete(webVitalsDaily);
      await apps[0]!.db.delete(webVitalsConnections);
      await apps[0]!.db.delete(vitalsBeaconIpHours);
    });

    const beacon = (app: App, ip: string, yol: string, olcumler: { ad: string; deger: number }[]) =>
      app.inject({
        method: 'POST',
        url: '/api/olcum/hiz/',
        remoteAddress: ip,
        headers: { 'content-type': 'text/plain' },
        payload: JSON.stringify({ yol, baglanti: '4g', olcumler }),
      });
    const stored = async () =>
      (await apps[0]!.db.select().from(webVitalsDaily)).map((row) => `${row.path} ${row.metric} ${row.samples}`).sort();

    it('drops a beacon with a value no page load can have, whole, and keeps a plausible one', async () => {
      for (let i = 0; i < 5; i += 1)
        assert.equal((await beacon(apps[0]!, '203.0.113.10', '/', [{ ad: 'LCP', deger: 600_000 }])).statusCode, 204);
      await beacon(apps[0]!, '203.0.113.10', '/', [
        { ad: 'LCP', deger: 1200 },
        { ad: 'CLS', deger: 50 },
      ]);
      assert.deepEqual(await stored(), []);
      await beacon(apps[0]!, '203.0.113.10', '/', [
        { ad: 'LCP', deger: 1200 },
        { ad: 'CLS', deger: 0.02 },
      ]);
      assert.deepEqual(await stored(), ['/ CLS 1', '/ LCP 1']);
    });

    it('files beacons under the public routes only', async () => {
      for (const yol of ['/../x', '/blog/../admin/raporlar', '/yok-boyle-sayfa', '/crm/dashboard', '/admin/raporlar', '/.env'])
        assert.equal((await beacon(apps[0]!, '203.0.113.11', yol, [{ ad: 'LCP', deger: 900 }])).statusCode, 204);
      assert.deepEqual(await stored(), []);
      await beacon(apps[0]!, '203.0.113.11', '/blog/bir-yazi', [{ ad: 'LCP', deger: 900 }]);
      await beacon(apps[0]!, '203.0.113.11', '/kredi-hesaplama/', [{ ad: 'LCP', deger: 900 }]);
      assert.deepEqual(await stored(), ['/blog/* LCP 1', '/kredi-hesaplama LCP 1']);
    });

    it('keeps at most the hourly rate per IP, across instances, and another IP is not held back', async () => {
      const sent = VITAL_BEACONS_PER_IP_PER_HOUR + 10;
      for (let i = 0; i < sent; i += 1)
        assert.equal((await beacon(apps[i % apps.length]!, '203.0.113.12', '/form', [{ ad: 'TTFB', deger: 300 }])).statusCode, 204);
      assert.deepEqual(await stored(), [`/form TTFB ${VITAL_BEACONS_PER_IP_PER_HOUR}`]);
      await beacon(apps.at(-1)!, '203.0.113.13', '/form', [{ ad: 'TTFB', deger: 300 }]);
      assert.deepEqual(await stored(), [`/form TTFB ${VITAL_BEACONS_PER_IP_PER_HOUR + 1}`]);
      // The IP is not kept, only a hash of it with its hour.
      const keys = await apps[0]!.db.select().from(vitalsBeaconIpHours);
      assert.equal(keys.length, 2);
      assert.ok(keys.every((row) => /^[0-9a-f]{64}$/.test(row.ipKey)));
      assert.doesNotMatch(JSON.stringify(keys), /203\.0\.113/);
    });
  });
}
