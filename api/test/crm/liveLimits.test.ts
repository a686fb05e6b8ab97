import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { crmMessages } from '@kredi/contracts/crm';
import type { App } from '../../src/app.js';
import { crmLiveTickets } from '../../src/db/schema/index.js';
import { LIVE_STREAMS_PER_SESSION, LIVE_TICKETS_PER_MINUTE } from '../../src/features/crm/live/routes.js';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/testDatabase.js';
import { startApp } from '../helpers/withApps.js';
import { addStaff, assertTurkish, auth, signIn } from './helpers.js';

const ticketCall = (app: App, token: string) => app.inject({ method: 'POST', url: '/api/crm/canli/bilet/', headers: auth(token) });

async function ticketOf(app: App, token: string): Promise<string> {
  const response = await ticketCall(app, token);
  assert.equal(response.statusCode, 200, response.body);
  return (response.json() as { bilet: string }).bilet;
}

/** Opens a stream and reports when the server ends it. */
async function openStream(baseUrl: string, ticket: string) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/crm/canli/?bilet=${ticket}`, { signal: controller.signal });
  assert.equal(response.status, 200);
  let ended = false;
  const done = (async () => {
    try {
      const reader = response.body!.getReader();
      for (;;) if ((await reader.read()).done) break;
      ended = true;
    } catch {
      // aborted by the test
    }
  })();
  return {
    get ended() {
      return ended;
    },
    /** Resolves true when the server ended the stream within `ms`. */
    endsWithin: (ms: number) => Promise.race([done.then(() => ended), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]),
    close: () => controller.abort(),
  };
}

for (const kind of databaseKinds()) {
  describe(`CRM live streams are capped per session [${kind}]`, () => {
    let database: TestDatabase;
    let app: App;
    let url = '';

    before(async () => {
      database = await createTestDatabase(kind);
      app = await startApp(database, { config: { crmDemoMode: false } });
      url = await app.listen({ host: '127.0.0.1', port: 0 });
      await addStaff(app.db);
    });

    after(async () => {
      await app.close();
      await database.drop();
    });

    it(`gives a session ${LIVE_TICKETS_PER_MINUTE} tickets a minute, then a Turkish 429; another session of the same member is not held back`, async () => {
      const token = await signIn(app);
      const other = await signIn(app);
      const start = Date.now();
      app.crmRuntime.now = () => new Date(start);
      try {
        for (let i = 0; i < LIVE_TICKETS_PER_MINUTE; i += 1) await ticketOf(app, token);
        const refused = await ticketCall(app, token);
        assertTurkish(refused, 429);
        assert.equal(refused.json().message, crmMessages.liveTooManyTickets);
        assert.equal(await app.db.$count(crmLiveTickets), LIVE_TICKETS_PER_MINUTE, 'a refused ticket is not stored');
        await ticketOf(app, other);
        app.crmRuntime.now = () => new Date(start + 61_000);
        await ticketOf(app, token);
      } finally {
        app.crmRuntime.now = () => new Date();
      }
    });

    it(`keeps ${LIVE_STREAMS_PER_SESSION} streams of a session open; the next one closes the oldest first`, async () => {
      const token = await signIn(app);
      const other = await signIn(app);
      const theirs = await openStream(url, await ticketOf(app, other));
      const streams = [];
      for (let i = 0; i < LIVE_STREAMS_PER_SESSION; i += 1) streams.push(await openStream(url, await ticketOf(app, token)));
      assert.equal(await streams[0]!.endsWithin(300), false, 'within the cap every stream stays open');

      streams.push(await openStream(url, await ticketOf(app, token)));
      assert.equal(await streams[0]!.endsWithin(2000), true, 'the oldest stream was closed');
      streams.push(await openStream(url, await ticketOf(app, token)));
      assert.equal(await streams[1]!.endsWithin(2000), true, 'then the next oldest');
      for (const stream of streams.slice(2)) assert.equal(stream.ended, false);
      assert.equal(theirs.ended, false, "another session's stream is not touched");
      for (const stream of [...streams, theirs]) stream.close();
    });
  });
}
