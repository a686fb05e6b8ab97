import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { gatewayMessages } from '@kredi/contracts/common';
import { packageDir } from '../../src/paths.js';
import { freePort, startThrowawayPostgres, throwawayPostgresUnavailable, type ThrowawayPostgres } from '../helpers/throwawayPostgres.js';

/**
 * The API outlives a PostgreSQL restart. A cluster of the test's own (never the shared server) is
 * restarted with `-m fast` (every session gets 57P01) under writes, then stopped for an outage and started again.
 */
const unavailable = await throwawayPostgresUnavailable();
if (unavailable) console.log(`# databaseRestart.test.ts skipped: ${unavailable}`);

const WRITERS = 4;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface ApiProcess {
  child: ChildProcess;
  base: string;
  output: () => string;
}

async function spawnApi(databaseUrl: string): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: packageDir,
    env: {
      ...process.env,
      APP_MODE: 'demo',
      CRM_DEMO_MODE: 'false',
      SEED_DEMO_DATA: 'false',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      PUBLIC_FORM_MAX_PER_IP_1H: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, base: `http://127.0.0.1:${port}`, output: () => output };
}

async function until(what: string, api: ApiProcess, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    assert.equal(api.child.exitCode, null, `the API exited while waiting for ${what}:\n${api.output()}`);
    if (await check().catch(() => false)) return;
    await sleep(100);
  }
  assert.fail(`timed out waiting for ${what}:\n${api.output()}`);
}

const health = (api: ApiProcess) => fetch(`${api.base}/api/health`);

let phoneSerial = 0;
function postCallback(api: ApiProcess): Promise<Response> {
  phoneSerial += 1;
  return fetch(`${api.base}/api/callback-request/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone_number: `0532${String(phoneSerial).padStart(7, '0')}` }),
  });
}

/** Answers of the writers, by status; a 503 must be the Turkish one with Retry-After. */
class Writers {
  readonly statuses = new Map<number, number>();
  readonly problems: string[] = [];
  private running = true;
  private readonly loops: Array<Promise<void>>;

  constructor(private readonly api: ApiProcess) {
    this.loops = Array.from({ length: WRITERS }, () => this.loop());
  }

  count(status: number): number {
    return this.statuses.get(status) ?? 0;
  }

  private async loop(): Promise<void> {
    while (this.running) {
      const response = await postCallback(this.api).catch((error: unknown) => error as Error);
      if (response instanceof Error) {
        this.problems.push(`no answer: ${response.message}`);
        await sleep(50);
        continue;
      }
      const body = await response.text();
      this.statuses.set(response.status, this.count(response.status) + 1);
      if (response.status === 503 && (!response.headers.get('retry-after') || !body.includes(gatewayMessages.unavailable))) {
        this.problems.push(`503 without Retry-After or the Turkish text: ${body}`);
      }
      if (response.status !== 201) await sleep(20);
      // Health checks run alongside, as an orchestrator's would (their probe writes in a transaction).
      void health(this.api).catch(() => {});
    }
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }
}

describe('the API outlives PostgreSQL restarts (a throwaway cluster)', { skip: unavailable }, () => {
  let cluster: ThrowawayPostgres;
  let api: ApiProcess;

  before(async () => {
    cluster = await startThrowawayPostgres();
    api = await spawnApi(cluster.url);
    await until('the API to be healthy', api, async () => (await health(api)).ok, 120_000);
  });

  after(async () => {
    api?.child.kill('SIGKILL');
    await cluster?.destroy();
  });

  it('keeps running through a fast restart and an outage: 503 + Retry-After meanwhile, every 2xx row stored', async (t) => {
    const writers = new Writers(api);
    try {
      await until('writes before the restart', api, async () => writers.count(201) >= 20);
      await cluster.restartFast();
      const afterRestart = writers.count(201);
      await until('writes after the restart', api, async () => writers.count(201) >= afterRestart + 20);

      await cluster.stopFast();
      await until('health to say not ready', api, async () => (await health(api)).status === 503, 10_000);
      const during = await postCallback(api);
      assert.equal(during.status, 503);
      assert.match(during.headers.get('retry-after') ?? '', /^\d+$/);
      assert.deepEqual(await during.json(), { message: gatewayMessages.unavailable });
      const healthDuring = await health(api);
      assert.equal(healthDuring.status, 503);

      await cluster.start();
      await until('health after the outage', api, async () => (await health(api)).ok, 20_000);
      const recovered = writers.count(201);
      await until('writes after the outage', api, async () => writers.count(201) >= recovered + 20, 20_000);
    } finally {
      await writers.stop();
    }

    t.diagnostic(`answers by status: ${JSON.stringify(Object.fromEntries(writers.statuses))}`);
    assert.equal(api.child.exitCode, null, `the API exited:\n${api.output()}`);
    assert.deepEqual(writers.problems, []);
    // Every answer was a success or the outage's 503: never a 500.
    assert.deepEqual(
      [...writers.statuses.keys()].filter((status) => status !== 201 && status !== 503),
      [],
      JSON.stringify([...writers.statuses]),
    );
    assert.ok(writers.count(503) > 0, 'some writes met the outage');

    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ count: string }>('select count(*) from callback_requests');
      assert.equal(Number(rows[0]!.count), writers.count(201), 'rows stored == 201 answers');
    } finally {
      await client.end();
    }
  });
});
