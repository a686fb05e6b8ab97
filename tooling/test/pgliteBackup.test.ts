// The restore drill of `npm start`'s PGlite directory (docs/operations.md, "Backups (npm start)"): the API runs from
// source on a directory of its own while callback requests arrive one after another; `npm run backup` takes a snapshot
// through the running API; more requests arrive and a 'yönetici' KVKK-erases a customer; the API stops and
// `npm run restore` puts the snapshot back. The restored rows are exactly the snapshot's (every request answered
// before the backup began, none sent after it ended, no gap), and the erased customer is erased again by the next
// start before it listens.
import { strict as assert } from 'node:assert';
import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, describe, test } from 'node:test';
import { connectDatabase } from '../../api/src/db/client';
import { backupPglite, restorePglite } from '../../api/src/db/backup/pglite';
import { callbackRequests, customers } from '../../api/src/db/schema/index';
import { addLead, addStaff } from '../../api/test/crm/helpers';
import { migratedPgliteDump } from '../../api/test/helpers/migratedTemplates';
import { freePort } from '../../api/test/helpers/throwawayPostgres';
import { healthy, spawnApi, stop, type Instance } from './apiInstances';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const MANAGER_PHONE = '05321112299';
/** Callback request number i is the phone 0532 + i in seven digits: its order is in its number. */
const phoneOf = (i: number) => `0532${String(i).padStart(7, '0')}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function rowsOf(dataDir: string) {
  const connection = await connectDatabase({ dataDir });
  try {
    const requests = await connection.db.select({ phone: callbackRequests.phoneNumber }).from(callbackRequests);
    const files = await connection.db.select({ id: customers.id, anonymizedAt: customers.anonymizedAt }).from(customers);
    return {
      requests: requests.map((row) => Number(row.phone.slice(-7))).sort((a, b) => a - b),
      erased: Object.fromEntries(files.map((file) => [file.id, file.anonymizedAt !== null])),
    };
  } finally {
    await connection.close();
  }
}

describe('restore drill: npm run backup while the API writes, npm run restore, erasures made again', () => {
  let dir = '';
  let api: Instance | undefined;

  after(async () => {
    if (api) await stop(api);
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  test(
    'the restored rows are exactly the snapshot, and a later erasure is made again before the API listens',
    { timeout: 180_000 },
    async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'kredi-pglite-drill-'));
      const dataDir = path.join(dir, 'data');
      const backupDir = path.join(dir, 'backups');
      const env = { DATA_DIR: dataDir, BACKUP_DIR: backupDir, BACKUP_KEEP: '1' };
      const script = (name: string, args: string[] = []) =>
        run(process.execPath, ['--import', 'tsx', path.join('scripts', name), ...args], { cwd: root, env: { ...process.env, ...env } });

      // The directory starts from the migrated schema (a restore onto an empty folder), with a manager and two leads.
      const dump = path.join(dir, 'migrated.tar');
      await writeFile(dump, Buffer.from(await (await migratedPgliteDump()).arrayBuffer()));
      await restorePglite({ dataDir, archive: dump });
      const seed = await connectDatabase({ dataDir });
      await addStaff(seed.db, MANAGER_PHONE, 'Yönetici Bir', 'yönetici');
      const erasedLater = await addLead(seed.db, { fullName: 'Silinecek Kişi' });
      const kept = await addLead(seed.db, { fullName: 'Kalacak Kişi' });
      await seed.close();

      const start = async () => {
        const instance = spawnApi('', await freePort(), { env: { ...env, LOG_LEVEL: 'info' } });
        await healthy(instance);
        return instance;
      };
      api = await start();
      const url = (pathname: string) => `http://127.0.0.1:${api!.port}${pathname}`;
      const postJson = (pathname: string, body: unknown, headers: Record<string, string> = {}) =>
        fetch(url(pathname), { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

      // One writer, one request at a time: number i is sent after i - 1 was answered.
      const answered: number[] = [];
      const sentAt = new Map<number, number>();
      let writing = true;
      const writer = (async () => {
        for (let i = 1; writing; i += 1) {
          sentAt.set(i, Date.now());
          const response = await postJson('/api/callback-request/', { phone_number: phoneOf(i) });
          assert.equal(response.status, 201, await response.text());
          answered.push(i);
        }
      })();
      while (answered.length < 15) await sleep(20);
      const backupStarted = Date.now();
      const answeredBefore = answered.length;
      const backup = await script('backup.ts');
      const backupEnded = Date.now();
      assert.match(backup.stdout, /çalışan API aldı/);
      // Kept aside: the two later snapshots push it out of the kept set.
      const firstSnapshot = path.join(dir, 'first.tar.gz');
      await copyFile(backup.stdout.match(/: (\S+\.tar\.gz)/)![1]!, firstSnapshot);
      while (answered.length < answeredBefore + 30) await sleep(20);

      // After the backup: a 'yönetici' signs in (the demo outbox has the code) and erases a customer.
      assert.equal((await postJson('/api/crm/auth/send-code/', { telefon: MANAGER_PHONE })).status, 200);
      let code: string | undefined;
      for (let i = 0; i < 50 && !code; i += 1) {
        const outbox = (await (await fetch(url(`/api/dev/sms-outbox/?phone=${MANAGER_PHONE.slice(1)}`))).json()) as Array<{
          message: string;
        }>;
        code = /kodunuz: (\d{6})\./.exec(outbox[0]?.message ?? '')?.[1];
        if (!code) await sleep(100);
      }
      const verified = await postJson('/api/crm/auth/verify-code/', { telefon: MANAGER_PHONE, kod: code });
      assert.equal(verified.status, 200, await verified.clone().text());
      const { token } = (await verified.json()) as { token: string };
      const erase = await postJson(
        `/api/crm/musteriler/${erasedLater.id}/kvkk/erase/`,
        { onay: true },
        { authorization: `Token ${token}` },
      );
      assert.equal(erase.status, 200, await erase.text());
      writing = false;
      await writer;
      // A second snapshot (what the script calls, in this process): BACKUP_KEEP=1 keeps only the newest, named by its time.
      const second = await backupPglite({ dataDir, backupDir, keep: 1 });
      assert.equal(second.from, 'running-api');
      assert.deepEqual(await readdir(backupDir).then((names) => names.filter((name) => name.endsWith('.tar.gz'))), [
        path.basename(second.file),
      ]);
      assert.match(path.basename(second.file), /^pglite-\d{8}T\d{6}\.\d{3}Z\.tar\.gz$/);

      // The restore refuses while the API runs, then puts the first snapshot back once it is stopped.
      await assert.rejects(restorePglite({ dataDir, archive: firstSnapshot }), /stop it first/);
      await stop(api);
      api = undefined;
      const restore = await script('restore.ts', [firstSnapshot]);
      assert.match(restore.stdout, /önceki klasör kenarda duruyor/);

      api = await start();
      const output = api.output();
      // The restored database had the file open again (files: 1), and the next start erased it before it listened.
      const reapplied = output.split('\n').findIndex((line) => line.includes('erasures re-applied from the journal'));
      assert.ok(reapplied >= 0, output);
      assert.match(output.split('\n')[reapplied]!, /"files":1\b/);
      assert.ok(reapplied < output.split('\n').findIndex((line) => line.includes('Server listening')), 'erased again before it listens');
      await stop(api);
      api = undefined;

      const restored = await rowsOf(dataDir);
      const count = restored.requests.length;
      assert.deepEqual(
        restored.requests,
        Array.from({ length: count }, (_, i) => i + 1),
        'the snapshot is one moment: requests 1..n, no gap',
      );
      assert.ok(count >= answeredBefore, `every request answered before the backup began is in it (${count} < ${answeredBefore})`);
      const firstAfter = [...sentAt].find(([, at]) => at > backupEnded)?.[0] ?? Infinity;
      assert.ok(count < firstAfter, `no request sent after the backup ended is in it (${count} >= ${firstAfter})`);
      assert.ok(backupEnded > backupStarted);
      assert.deepEqual([restored.erased[erasedLater.id], restored.erased[kept.id]], [true, false]);
    },
  );
});
