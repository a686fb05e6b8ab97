import assert from 'node:assert/strict';
import { beforeEach, it } from 'node:test';
import { callbackRequests } from '../../src/db/schema/index.js';
import { withApps } from '../helpers/withApps.js';

const LIMIT = 2;
const DIRECT_CLIENT = '203.0.113.50';

// The default TRUST_PROXY (no override in the config): only a proxy on loopback may name the client.
withApps('TRUST_PROXY default', { config: { publicFormMaxPerIpPerHour: LIMIT } }, (ctx) => {
  beforeEach(async () => {
    await ctx.db.delete(callbackRequests);
  });

  const post = (remoteAddress: string, forwardedFor: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/callback-request/',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { phone_number: '0532 123 45 67' },
    });

  it('a client talking to the API directly cannot pick its IP with X-Forwarded-For', async () => {
    const answers = [];
    for (let i = 0; i < LIMIT + 2; i += 1) answers.push((await post(DIRECT_CLIENT, `198.51.100.${i}, 10.0.0.${i}`)).statusCode);
    assert.deepEqual(answers, [201, 201, 429, 429], 'the spoofed header must not dodge the per-IP limit');
    const rows = await ctx.db.select().from(callbackRequests);
    assert.deepEqual(
      rows.map((row) => row.ip),
      [DIRECT_CLIENT, DIRECT_CLIENT],
    );
  });

  it('the gateway on loopback still names the visitor', async () => {
    assert.equal((await post('127.0.0.1', '198.51.100.7')).statusCode, 201);
    assert.equal((await post('::1', '198.51.100.8')).statusCode, 201);
    const rows = await ctx.db.select().from(callbackRequests);
    assert.deepEqual(rows.map((row) => row.ip).sort(), ['198.51.100.7', '198.51.100.8']);
  });

  it('a visitor behind the gateway cannot prepend a forged address either', async () => {
    // The gateway appends the address it saw; a client-sent value sits further left and is ignored.
    assert.equal((await post('127.0.0.1', '1.2.3.4, 198.51.100.9')).statusCode, 201);
    const [row] = await ctx.db.select().from(callbackRequests);
    assert.equal(row?.ip, '198.51.100.9');
  });
});
