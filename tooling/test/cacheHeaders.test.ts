// npm start's static files are cached as the production nginx servers cache them: the same stable names revalidate.
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { NO_CACHE, cacheControlFor } from '../../scripts/lib/edge';

const caching = readFileSync(path.resolve(import.meta.dirname, '../../deploy/static/caching.conf'), 'utf8');

test("npm start revalidates exactly the stable names nginx's static servers revalidate", () => {
  const nginxNames = /\(([^()]*\\\.[^()]*)\)\(\\\.map\)\?/.exec(caching)?.[1]?.replaceAll('\\.', '.').split('|');
  assert.ok(nginxNames, 'the no-cache rule of deploy/static/caching.conf');
  assert.deepEqual([...NO_CACHE].sort(), [...nginxNames].sort());
  assert.equal(cacheControlFor('/srv/mf-marketing/dist/server/routes.js'), 'no-cache');
  assert.equal(cacheControlFor('/srv/shell/dist/chunks/0123456789ab.js'), 'public, max-age=31536000, immutable');
});
