// Migrations are expand-then-contract (api/README.md): during a rolling release the previous API runs on the
// database the new one migrated. This starts HEAD's API on a throwaway PostgreSQL cluster (it applies every migration
// and seeds the demo content), stops it, and starts the API as released at PREVIOUS_API_RELEASE on that database: its
// health check and its public reads answer 200 with the stored content. The old API's bundle is built from git
// history by `npx tsx scripts/build-previous-api.ts` (a worktree in /tmp, about 10 s); without it the test skips.
import { strict as assert } from 'node:assert';
import { existsSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { PREVIOUS_API_RELEASE, previousApiBundle } from '../../scripts/build-previous-api';
import {
  freePort,
  startThrowawayPostgres,
  throwawayPostgresUnavailable,
  type ThrowawayPostgres,
} from '../../api/test/helpers/throwawayPostgres';
import { healthy, spawnApi, stop, type Instance } from './apiInstances';

const PUBLIC_READS = ['/api/blog-api/posts/', '/api/blog-api/categories/', '/api/kredi/kredi-turleri/', '/sitemap.xml'];

describe(`the API released at ${PREVIOUS_API_RELEASE} on HEAD's migrated database`, () => {
  let skip: string | undefined;
  let cluster: ThrowawayPostgres;
  let previous: Instance | undefined;
  const headAnswers = new Map<string, string>();

  before(async () => {
    skip = existsSync(previousApiBundle())
      ? await throwawayPostgresUnavailable()
      : `no build of ${PREVIOUS_API_RELEASE} (npx tsx scripts/build-previous-api.ts)`;
    if (skip) return;
    cluster = await startThrowawayPostgres();
    const head = spawnApi(cluster.url, await freePort(), { env: { SEED_DEMO_DATA: 'true' } });
    try {
      await healthy(head);
      for (const path of PUBLIC_READS) headAnswers.set(path, await (await fetch(`http://127.0.0.1:${head.port}${path}`)).text());
    } finally {
      assert.equal(await stop(head), 0, head.output());
    }
    previous = spawnApi(cluster.url, await freePort(), { bundle: previousApiBundle() });
    await healthy(previous);
  });

  after(async () => {
    if (previous) await stop(previous);
    await cluster?.destroy();
  });

  test('answers its health check and its public reads', { timeout: 60_000 }, async (t) => {
    if (skip) return t.skip(skip);
    const base = `http://127.0.0.1:${previous!.port}`;
    const health = await fetch(`${base}/api/health`);
    assert.equal(health.status, 200, await health.text());
    for (const path of PUBLIC_READS) {
      const response = await fetch(`${base}${path}`);
      const body = await response.text();
      assert.equal(response.status, 200, `${path}: ${body}`);
      assert.ok(body.length > 0, path);
    }
    // The content HEAD seeded is what the old release reads (the posts' list, with its titles).
    const posts = JSON.parse(await (await fetch(`${base}/api/blog-api/posts/`)).text()) as unknown;
    const headPosts = JSON.parse(headAnswers.get('/api/blog-api/posts/')!) as unknown;
    const titles = (list: unknown) => JSON.stringify(list).match(/"title":"[^"]*"/g) ?? [];
    assert.ok(titles(headPosts).length > 0, 'HEAD seeded posts');
    assert.deepEqual(titles(posts), titles(headPosts));
  });
});
