import assert from 'node:assert/strict';
import { beforeEach, it } from 'node:test';
import { callbackRequests, contactRequests } from '../src/db/schema/index.js';
import type { Database } from '../src/db/client.js';
import { withApps } from './helpers/withApps.js';

const LIMIT = 3;
const TOO_MANY = 'Çok fazla talep gönderdiniz. Lütfen bir süre sonra tekrar deneyin.';
const IP = '203.0.113.10';
const OTHER_IP = '198.51.100.20';
const HOUR_MS = 60 * 60_000;

interface Form {
  name: string;
  url: string;
  payload: Record<string, string>;
  rows(db: Database): Promise<Array<{ ip: string | null }>>;
  /** Inserts a row for `ip` directly, `ageMs` in the past. */
  insertOld(db: Database, ip: string | null, ageMs: number): Promise<void>;
  clear(db: Database): Promise<unknown>;
}

const forms: Form[] = [
  {
    name: 'POST /api/callback-request/',
    url: '/api/callback-request/',
    payload: { phone_number: '0532 123 45 67' },
    rows: (db) => db.select().from(callbackRequests),
    insertOld: async (db, ip, ageMs) => {
      await db.insert(callbackRequests).values({ phoneNumber: '0532', ip, createdAt: new Date(Date.now() - ageMs) });
    },
    clear: (db) => db.delete(callbackRequests),
  },
  {
    name: 'POST /api/contact-request/',
    url: '/api/contact-request/',
    payload: { name: 'Ayşe Yılmaz', email: 'ayse@example.com', subject: 'Konut kredisi', message: 'Merhaba.' },
    rows: (db) => db.select().from(contactRequests),
    insertOld: async (db, ip, ageMs) => {
      await db
        .insert(contactRequests)
        .values({ name: 'a', email: 'a@b.co', subject: 's', message: 'm', ip, createdAt: new Date(Date.now() - ageMs) });
    },
    clear: (db) => db.delete(contactRequests),
  },
];

for (const form of forms) {
  withApps(`${form.name} per-IP limit`, { config: { publicFormMaxPerIpPerHour: LIMIT } }, (ctx) => {
    beforeEach(async () => {
      await form.clear(ctx.db);
    });

    const send = (ip: string) =>
      ctx.app.inject({ method: 'POST', url: form.url, payload: form.payload, headers: { 'x-forwarded-for': ip } });
    const rowsOf = async (ip: string) => (await form.rows(ctx.db)).filter((row) => row.ip === ip);

    it('stores the client IP (from X-Forwarded-For behind the trusted proxy) on the row', async () => {
      assert.equal((await send(IP)).statusCode, 201);
      const rows = await form.rows(ctx.db);
      assert.deepEqual(
        rows.map((row) => row.ip),
        [IP],
      );
    });

    it('uses the socket address when there is no proxy header', async () => {
      const response = await ctx.app.inject({ method: 'POST', url: form.url, payload: form.payload, remoteAddress: '192.0.2.5' });
      assert.equal(response.statusCode, 201);
      assert.equal((await rowsOf('192.0.2.5')).length, 1);
    });

    it(`answers the ${LIMIT + 1}th request of an hour with a Turkish 429 and stores nothing more`, async () => {
      for (let i = 0; i < LIMIT; i++) assert.equal((await send(IP)).statusCode, 201);
      const refused = await send(IP);
      assert.equal(refused.statusCode, 429);
      assert.match(String(refused.headers['content-type']), /application\/json/);
      assert.deepEqual(refused.json(), { message: TOO_MANY });
      assert.equal((await send(IP)).statusCode, 429);
      assert.equal((await form.rows(ctx.db)).length, LIMIT);
    });

    it('does not limit another IP', async () => {
      for (let i = 0; i < LIMIT; i++) assert.equal((await send(IP)).statusCode, 201);
      assert.equal((await send(IP)).statusCode, 429);
      assert.equal((await send(OTHER_IP)).statusCode, 201);
      assert.equal((await rowsOf(OTHER_IP)).length, 1);
      assert.equal((await rowsOf(IP)).length, LIMIT);
    });

    it('does not count requests older than an hour, nor rows without an IP', async () => {
      for (let i = 0; i < LIMIT; i++) await form.insertOld(ctx.db, IP, HOUR_MS + 60_000);
      await form.insertOld(ctx.db, null, 60_000); // stored before the IP was recorded
      await form.insertOld(ctx.db, IP, HOUR_MS - 60_000); // still inside the hour
      for (let i = 0; i < LIMIT - 1; i++) assert.equal((await send(IP)).statusCode, 201);
      assert.equal((await send(IP)).statusCode, 429);
      assert.equal((await rowsOf(IP)).length, LIMIT + LIMIT);
    });

    it('stores exactly the limit when many requests from one IP arrive at once', async () => {
      const responses = await Promise.all(Array.from({ length: LIMIT + 5 }, () => send(IP)));
      const statuses = responses.map((response) => response.statusCode).sort();
      assert.deepEqual(statuses, [...Array<number>(LIMIT).fill(201), ...Array<number>(5).fill(429)]);
      assert.equal((await rowsOf(IP)).length, LIMIT);
    });
  });
}
