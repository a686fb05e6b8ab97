// A release under load loses nothing: two API instances on PostgreSQL (a throwaway cluster) behind the Node gateway
// are replaced one at a time (SIGTERM, then a new process on the same port) while about 100 writes a second arrive
// (callback requests, each with a phone of its own). Every request gets its 201 and every 201 is a stored row: the
// stopping instance refuses new connections (the gateway sends the request to the other one), finishes what it
// had, and only then closes its database.
import { strict as assert } from 'node:assert';
import { after, before, describe, test } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { registerApiProxy } from '../../scripts/lib/apiProxy';
import { healthy, spawnApi, stop, type Instance } from './apiInstances';
import {
  freePort,
  startThrowawayPostgres,
  throwawayPostgresUnavailable,
  type ThrowawayPostgres,
} from '../../api/test/helpers/throwawayPostgres';

const WRITES_PER_SECOND = 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a rolling release of two API instances under writes', () => {
  let unavailable: string | undefined;
  let cluster: ThrowawayPostgres;
  let gateway: FastifyInstance;
  let site = '';
  const instances: Instance[] = [];

  before(async () => {
    unavailable = await throwawayPostgresUnavailable();
    if (unavailable) return;
    cluster = await startThrowawayPostgres();
    const ports = [await freePort(), await freePort()];
    // The first applies the migrations; the second starts on the migrated database.
    instances.push(spawnApi(cluster.url, ports[0]!));
    await healthy(instances[0]!);
    instances.push(spawnApi(cluster.url, ports[1]!));
    await healthy(instances[1]!);
    gateway = Fastify();
    await registerApiProxy(gateway, { apiUrl: ports.map((port) => `http://127.0.0.1:${port}`) });
    await gateway.listen({ host: '127.0.0.1', port: 0 });
    const address = gateway.server.address();
    site = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  after(async () => {
    await gateway?.close();
    for (const instance of instances) await stop(instance);
    await cluster?.destroy();
  });

  test('0 failed requests, and every 201 is a stored row', { timeout: 240_000 }, async (t) => {
    if (unavailable) return t.skip(unavailable);
    const answers: Array<Promise<{ phone: string; status: number | string }>> = [];
    let serial = 0;
    const write = () => {
      serial += 1;
      const phone = `0533${String(serial).padStart(7, '0')}`;
      answers.push(
        fetch(`${site}/api/callback-request/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ phone_number: phone }),
        })
          .then(async (response) => ({ phone, status: response.ok ? response.status : `${response.status} ${await response.text()}` }))
          .catch((error: Error) => ({ phone, status: `no answer: ${error.message}` })),
      );
    };
    const load = setInterval(write, 1000 / WRITES_PER_SECOND);
    try {
      await sleep(500);
      // One at a time: stop an instance, start its new release on the same port, wait until it is healthy.
      for (const [index, old] of [...instances].entries()) {
        const code = await stop(old);
        assert.equal(code, 0, `the stopping API exits cleanly:\n${old.output()}`);
        const next = spawnApi(cluster.url, old.port);
        instances[index] = next;
        await healthy(next);
      }
      await sleep(500);
    } finally {
      clearInterval(load);
    }
    const results = await Promise.all(answers);
    const failed = results.filter((result) => result.status !== 201);
    assert.ok(results.length >= WRITES_PER_SECOND, `${results.length} writes`);
    assert.deepEqual(failed.slice(0, 10), [], `${failed.length} of ${results.length} writes failed`);

    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ phone_number: string }>('select phone_number from callback_requests');
      // Stored in the API's own notation: compared by the subscriber number's last ten digits.
      const key = (phone: string) => phone.replace(/\D/g, '').slice(-10);
      const stored = new Set(rows.map((row) => key(row.phone_number)));
      const missing = results.filter((result) => !stored.has(key(result.phone)));
      assert.deepEqual(missing.slice(0, 10), [], `${missing.length} answered writes are not stored`);
      assert.equal(rows.length, results.length, 'each write stored once');
    } finally {
      await client.end();
    }
  });
});
