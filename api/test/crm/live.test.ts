import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LiveEvent } from '@kredi/contracts/crm';
import type { App } from '../../src/app.js';
import { crmLiveTickets } from '../../src/db/schema/index.js';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/testDatabase.js';
import { startApp } from '../helpers/withApps.js';
import { addLead, addStaff, assertTurkish, auth, post, signIn } from './helpers.js';

/** An open event stream: the events it received so far, and a wait for the next one that matches. */
async function openStream(baseUrl: string, ticket: string) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/crm/canli/?bilet=${ticket}`, { signal: controller.signal });
  assert.equal(response.status, 200);
  assert.match(response.headers.get('content-type') ?? '', /^text\/event-stream/);
  assert.equal(response.headers.get('cache-control'), 'no-store, no-transform');
  const events: LiveEvent[] = [];
  const waiters: Array<() => void> = [];
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      const reader = response.body!.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (data) events.push(JSON.parse(data) as LiveEvent);
          waiters.splice(0).forEach((wake) => wake());
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    events,
    async next(match: (event: LiveEvent) => boolean, timeoutMs = 2000): Promise<LiveEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find(match);
        if (found) return found;
        const left = deadline - Date.now();
        assert.ok(left > 0, `no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, left);
        });
      }
    },
    close: () => controller.abort(),
  };
}

async function ticketOf(app: App, token: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/crm/canli/bilet/', headers: auth(token) });
  assert.equal(response.statusCode, 200, response.body);
  return (response.json() as { bilet: string }).bilet;
}

const callbackForm = (app: App) =>
  app.inject({
    method: 'POST',
    url: '/api/callback-request/',
    headers: { 'x-forwarded-for': '198.51.100.77' },
    payload: { phone_number: '0532 444 55 66' },
  });

for (const kind of databaseKinds()) {
  // Two instances on one database: with PostgreSQL both deliver an event either one caused (LISTEN/NOTIFY). PGlite
  // is one process's database, so there it is one instance.
  const instances = kind === 'postgres' ? 2 : 1;
  describe(`CRM live updates [${kind}, ${instances} instance(s)]`, () => {
    let database: TestDatabase;
    const apps: App[] = [];
    const urls: string[] = [];
    let token = '';

    before(async () => {
      database = await createTestDatabase(kind);
      for (let i = 0; i < instances; i += 1) {
        const app = await startApp(database, { config: { crmDemoMode: false } });
        urls.push(await app.listen({ host: '127.0.0.1', port: 0 }));
        apps.push(app);
      }
      await addStaff(apps[0]!.db);
      token = await signIn(apps[0]!);
    });

    after(async () => {
      for (const app of apps) await app.close();
      await database.drop();
    });

    it('every instance delivers a callback request posted to any one, within 2 s, to every open stream', async () => {
      const streams = await Promise.all(apps.map(async (app, i) => openStream(urls[i]!, await ticketOf(app, token))));
      try {
        assert.equal((await callbackForm(apps[apps.length - 1]!)).statusCode, 201);
        for (const stream of streams) assert.equal((await stream.next((e) => e.tur === 'geri_arama')).musteri_id, null);
      } finally {
        streams.forEach((s) => s.close());
      }
    });

    it("a colleague's write reaches the stream with who made it; the notice holds a first name and an initial only", async () => {
      const stream = await openStream(urls[0]!, await ticketOf(apps[0]!, token));
      try {
        const lead = await addLead(apps[0]!.db, { fullName: 'Canlı Müşteri' });
        const written = await post(apps.at(-1)!, token, `/api/crm/musteriler/${lead.id}/takipler/create/`, { notlar: 'Arandı.' });
        assert.equal(written.statusCode, 201);
        const event = await stream.next((e) => e.tur === 'degisiklik');
        assert.deepEqual([event.musteri_id, event.kim, event.ad], [lead.id, 'Test Personel', '']);
      } finally {
        stream.close();
      }
    });

    it('a ticket opens one stream only, for 30 seconds; it is stored hashed; no session, no ticket', async () => {
      const ticket = await ticketOf(apps[0]!, token);
      const [stored] = await apps[0]!.db.select().from(crmLiveTickets).limit(1);
      assert.match(stored!.tokenHash, /^[0-9a-f]{64}$/);
      assert.notEqual(stored!.tokenHash, ticket);
      const stream = await openStream(urls[0]!, ticket);
      stream.close();
      assertTurkish(await apps[0]!.inject({ method: 'GET', url: `/api/crm/canli/?bilet=${ticket}` }), 401);
      const late = await ticketOf(apps[0]!, token);
      apps[0]!.crmRuntime.now = () => new Date(Date.now() + 31_000);
      try {
        assertTurkish(await apps[0]!.inject({ method: 'GET', url: `/api/crm/canli/?bilet=${late}` }), 401);
      } finally {
        apps[0]!.crmRuntime.now = () => new Date();
      }
      assertTurkish(await apps[0]!.inject({ method: 'POST', url: '/api/crm/canli/bilet/' }), 401);
      assertTurkish(await apps[0]!.inject({ method: 'GET', url: '/api/crm/canli/?bilet=yok' }), 401);
    });
  });
}
