// Compose keeps the erasure journal where a restore of the database cannot take it back (docs/operations.md,
// "Backups (compose)"): on a volume of its own that both API replicas append to, never on postgres's data volume, and
// writable by the API image's user.
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { parse } from 'yaml';

const root = path.resolve(import.meta.dirname, '../..');
const read = (rel: string) => readFileSync(path.join(root, rel), 'utf8');

interface Service {
  environment?: Record<string, string>;
  volumes?: string[];
}
const compose = parse(read('docker-compose.yml'), { merge: true }) as {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
};
const mounts = (service: Service | undefined) =>
  (service?.volumes ?? []).map((volume) => {
    const [source = '', target = ''] = volume.split(':');
    return { source, target };
  });

test('the erasure journal is on one volume of its own for both API replicas, never on the volume a restore replaces', () => {
  const journals = ['api-1', 'api-2'].map((name) => {
    const service = compose.services[name];
    const journal = service?.environment?.ERASURE_JOURNAL ?? '';
    const mount = mounts(service).find((m) => journal.startsWith(`${m.target}/`));
    assert.ok(mount, `${name}: ERASURE_JOURNAL (${journal || 'unset'}) is not on a volume`);
    return mount.source;
  });
  assert.equal(new Set(journals).size, 1, 'both replicas append to the same journal');
  assert.ok(compose.volumes && journals[0]! in compose.volumes, 'the journal volume is declared at top level (it can be copied off)');
  const pgdata = mounts(compose.services.postgres).find((m) => m.target === '/var/lib/postgresql/data')?.source;
  assert.notEqual(journals[0], pgdata, 'not on the database volume');
  assert.match(read('api/Dockerfile'), /chown node:node [^\n]*\/app\/erasures/, 'the API user may write the journal');
});
