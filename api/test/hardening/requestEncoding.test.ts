import assert from 'node:assert/strict';
import { it } from 'node:test';
import { gzipSync } from 'node:zlib';
import { callbackRequests } from '../../src/db/schema/index.js';
import { messages } from '../../src/http/messages.js';
import { withApps } from '../helpers/withApps.js';

withApps('compressed request bodies', {}, (ctx) => {
  it('get a Turkish 415 (the API reads plain JSON only), and nothing is stored', async () => {
    for (const encoding of ['gzip', 'deflate', 'br', 'x-unknown']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/callback-request/',
        headers: { 'content-type': 'application/json', 'content-encoding': encoding },
        payload: gzipSync(JSON.stringify({ phone_number: '0532 123 45 67' })),
      });
      assert.equal(response.statusCode, 415, `${encoding}: ${response.body}`);
      assert.deepEqual(response.json(), { message: messages.compressedBody });
    }
    assert.equal((await ctx.db.select().from(callbackRequests)).length, 0);
  });

  it('"identity" is no compression at all', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/callback-request/',
      headers: { 'content-type': 'application/json', 'content-encoding': 'identity' },
      payload: JSON.stringify({ phone_number: '0532 123 45 67' }),
    });
    assert.equal(response.statusCode, 201, response.body);
  });
});
