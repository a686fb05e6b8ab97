import assert from 'node:assert/strict';
import { it } from 'node:test';
import { ROUTE_BODY_LIMITS, gatewayMessages } from '@kredi/contracts/common';
import { withApps } from '../helpers/withApps.js';
import { DEMO_CONFIG, authHeader, signIn } from '../admin/helpers.js';

/**
 * The API's own limits are the list the gateways read (ROUTE_BODY_LIMITS): a body of exactly the
 * limit is read (and judged by the route: never 413), one byte more is the Turkish 413.
 */

/** A JSON body of exactly `size` bytes. */
const json = (size: number) => JSON.stringify({ message: 'a'.repeat(size - '{"message":""}'.length) });

withApps('request body limits per route (the one list)', { config: DEMO_CONFIG }, (ctx) => {
  for (const { path, bytes } of ROUTE_BODY_LIMITS) {
    it(`${path}/: ${bytes} bytes are read, ${bytes + 1} get the Turkish 413`, async () => {
      const headers = { ...authHeader(await signIn(ctx.app)), 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.40' };
      const send = (size: number) => ctx.app.inject({ method: 'POST', url: `${path}/`, headers, payload: json(size) });
      const atLimit = await send(bytes);
      assert.notEqual(atLimit.statusCode, 413, atLimit.body);
      assert.ok(atLimit.statusCode < 500, atLimit.body);
      const over = await send(bytes + 1);
      assert.equal(over.statusCode, 413, over.body);
      assert.ok(
        [gatewayMessages.tooLarge, 'Görsel en fazla 2 MB olabilir.'].includes((over.json() as { message: string }).message),
        over.body,
      );
    });
  }
});
