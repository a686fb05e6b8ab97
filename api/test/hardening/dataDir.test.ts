import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { callbackRequests } from '../../src/db/schema/index.js';
import { packageDir } from '../../src/paths.js';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase.js';
import { startApp } from '../helpers/withApps.js';

const LOCK_WAIT_MS = 1500;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface ApiProcess {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

/** The real server (src/server.ts) as its own process on `dataDir`. */
async function spawnApi(dataDir: string): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: packageDir,
    env: {
      ...process.env,
      APP_MODE: 'demo',
      // The CRM's demo leads and requests would add rows this test counts.
      CRM_DEMO_MODE: 'false',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      PUBLIC_FORM_MAX_PER_IP_1H: '1000',
      DATA_DIR_LOCK_WAIT_MS: String(LOCK_WAIT_MS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, port, output: () => output, exited };
}

async function waitHealthy(api: ApiProcess, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (api.child.exitCode !== null) throw new Error(`API exited: ${api.output()}`);
    const ok = await fetch(`http://127.0.0.1:${api.port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`API not healthy: ${api.output()}`);
}

describe('one PGlite data directory, one API process', () => {
  let database: TestDatabase;

  before(async () => {
    database = await createTestDatabase('pglite', { pgliteOnDisk: true });
  });

  after(async () => {
    await database.drop();
  });

  it('a second process on the same directory refuses to start, and the first keeps every write', async () => {
    const first = await spawnApi(database.config.dataDir);
    try {
      await waitHealthy(first);
      const second = await spawnApi(database.config.dataDir);
      const code = await Promise.race([second.exited, new Promise<'still running'>((r) => setTimeout(() => r('still running'), 60_000))]);
      if (code === 'still running') second.child.kill('SIGKILL');
      assert.equal(code, 1, `the second API must exit with an error: ${second.output()}`);
      assert.match(second.output(), /data directory .* is in use by another API process/);
      assert.ok(second.output().includes(database.config.dataDir), 'the message names the directory');

      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          fetch(`http://127.0.0.1:${first.port}/api/callback-request/`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ phone_number: `0532 000 00 ${String(i).padStart(2, '0')}` }),
          }).then((r) => r.status),
        ),
      );
      assert.deepEqual(answers, Array(20).fill(201));
    } finally {
      first.child.kill('SIGTERM');
      await first.exited;
    }
    // Released on shutdown: the next start takes the directory at once and finds all 20 rows.
    const app = await startApp(database);
    try {
      assert.equal((await app.db.select().from(callbackRequests)).length, 20);
    } finally {
      await app.close();
    }
  });

  it('in one process too: a second app on the directory is refused while the first runs', async () => {
    const first = await startApp(database);
    try {
      await assert.rejects(
        startApp(database, { config: { dataDirLockWaitMs: LOCK_WAIT_MS } }),
        (error: Error) => error.message.includes('is in use by another API process') && error.message.includes(database.config.dataDir),
      );
      assert.equal((await first.inject({ method: 'GET', url: '/api/health' })).statusCode, 200);
    } finally {
      await first.close();
    }
  });

  it('a lock left behind by a crashed process is recovered', async () => {
    // What a kill -9 leaves: the lock folder, no longer refreshed by its owner.
    const lock = `${database.config.dataDir}.lock`;
    await mkdir(lock, { recursive: true });
    const longAgo = new Date(Date.now() - 10 * 60_000);
    await utimes(lock, longAgo, longAgo);
    const app = await startApp(database, { config: { dataDirLockWaitMs: LOCK_WAIT_MS } });
    await app.close();
  });

  it('a corrupt data directory stops start-up with what is wrong and what to do', async () => {
    const broken = await createTestDatabase('pglite', { pgliteOnDisk: true });
    try {
      const app = await startApp(broken);
      await app.close();
      await writeFile(join(broken.config.dataDir, 'global', 'pg_control'), Buffer.alloc(8192, 0x11));
      await assert.rejects(startApp(broken), (error: Error) => {
        assert.match(error.message, /could not be opened/);
        assert.match(error.message, /damaged/);
        assert.match(error.message, /backup/);
        assert.ok(error.message.includes(broken.config.dataDir), error.message);
        return true;
      });
    } finally {
      await broken.drop();
    }
  });
});
