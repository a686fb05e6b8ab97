import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { App } from '../../src/app.js';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/testDatabase.js';
import { startApp } from '../helpers/withApps.js';
import { failingProvider, latestCode, register, submit, unknownFindeksBody, verify } from '../users/helpers.js';

/**
 * Marked personal values: each appears in requests (successful, refused and failing ones) and must never
 * appear in the log. Names, phones, e-mail, TC kimlik, birth date, free text and the visitor's IP.
 */
const PERSON = {
  name: 'Zümrüthan',
  surname: 'Karaburçak',
  phone: '5327719426',
  callbackPhone: '0533 846 19 72',
  email: 'zumruthan.k7731@example.com',
  contactPhone: '0544 913 27 58',
  subject: 'Gizlikonu 9052 hakkında',
  message: 'Gizlimesaj 4471: maaşım ve borçlarım',
  tc: '37419285650',
  birthDate: '1987-03-29',
  ip: '198.51.100.77',
};
const MARKERS = [
  PERSON.name,
  PERSON.surname,
  PERSON.phone,
  '846 19 72',
  PERSON.email,
  'zumruthan',
  '913 27 58',
  'Gizlikonu',
  'Gizlimesaj',
  PERSON.tc,
  PERSON.birthDate,
  PERSON.ip,
];

/** Makes every insert into `table` fail inside the database (a CHECK that no row passes; existing rows untouched). */
async function breakInserts(app: App, table: string): Promise<void> {
  await app.db.execute(sql.raw(`alter table ${table} add constraint log_privacy_test_fail check (false) not valid`));
}

for (const kind of databaseKinds()) {
  describe(`personal data never reaches the log [${kind}]`, () => {
    let database: TestDatabase;
    let app: App;
    let log = '';
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        log += chunk.toString('utf8');
        done();
      },
    });

    before(async () => {
      database = await createTestDatabase(kind);
      app = await startApp(database, { config: { logLevel: 'trace' }, logStream: stream });
    });

    after(async () => {
      await app.close();
      await database.drop();
    });

    const post = (url: string, payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': PERSON.ip } });
    const contact = {
      name: `${PERSON.name} ${PERSON.surname}`,
      email: PERSON.email,
      phone: PERSON.contactPhone,
      subject: PERSON.subject,
      message: PERSON.message,
    };
    const names = { name: PERSON.name, surname: PERSON.surname };

    /** Register, read the code from the outbox (its URL holds the phone), verify: the proof for a submit. */
    async function verifiedPhone(): Promise<string> {
      assert.equal((await register(app, PERSON.phone, PERSON.ip, names)).statusCode, 200);
      const code = await latestCode(app, PERSON.phone);
      const verified = await verify(app, code, PERSON.phone);
      assert.equal(verified.statusCode, 200, verified.body);
      return (verified.json() as { proof?: string }).proof ?? code;
    }
    const customerBody = (proof: string, overrides: Record<string, unknown> = {}) =>
      unknownFindeksBody(proof, { ...names, phone: PERSON.phone, tc: PERSON.tc, birth_date: PERSON.birthDate, ...overrides });

    it('drives every endpoint, failures included, with marked values', async () => {
      const statuses: number[] = [];
      const note = (response: { statusCode: number }) => statuses.push(response.statusCode);

      // Successful requests.
      note(await post('/api/callback-request/', { phone_number: PERSON.callbackPhone }));
      note(await post('/api/contact-request/', contact));
      const proof = await verifiedPhone();
      note(await submit(app, customerBody(proof), { 'x-forwarded-for': PERSON.ip }));
      note(
        await post('/api/users/add-customer/', { phone: PERSON.phone, callme: true, verification_proof: proof, verification_code: proof }),
      );
      for (const url of ['/api/health', '/api/blog-api/posts/', '/api/blog-api/categories/', '/sitemap.xml', '/robots.txt']) {
        note(await app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': PERSON.ip } }));
      }

      // The anonymous beacons of the reports, with marks in the referrer and the page's query.
      const beacon = (url: string, body: unknown) =>
        app.inject({
          method: 'POST',
          url,
          payload: JSON.stringify(body),
          headers: { 'content-type': 'text/plain', 'x-forwarded-for': PERSON.ip },
        });
      const marked = `https://ref.example/?tel=${PERSON.phone}&ad=${PERSON.name}`;
      const vitals = { yol: `/form?tel=${PERSON.phone}&ad=${PERSON.name}`, baglanti: '4g', olcumler: [{ ad: 'LCP', deger: 900 }] };
      note(await beacon('/api/olcum/olay/', { adim: 'ziyaret', kaynak: marked }));
      note(await beacon('/api/olcum/hiz/', vitals));
      note(await beacon('/api/olcum/olay/', { adim: PERSON.name, kaynak: marked }));
      note(await beacon('/api/olcum/hiz/', { ...vitals, baglanti: PERSON.phone, olcumler: [{ ad: PERSON.tc, deger: 1 }] }));

      // Refused requests: bad values that still carry the marks.
      note(await post('/api/contact-request/', { ...contact, email: `${PERSON.email}@@` }));
      note(await post('/api/callback-request/', { phone_number: `${PERSON.callbackPhone}${'9'.repeat(40)}` }));
      note(await post('/api/users/register/', { ...names, phone: `${PERSON.phone}1` }));
      note(await post('/api/users/verify/', { phone: PERSON.phone, verification_code: '12345' }));
      note(await post('/api/users/add-customer/', customerBody('yanlış-kanıt')));
      note(await post('/api/users/add-customer/', { ...customerBody(proof), tc: '37419285651', birth_date: '1987-02-30' }));
      note(
        await app.inject({
          method: 'POST',
          url: '/api/contact-request/',
          payload: `{"name":"${PERSON.name}",`,
          headers: { 'content-type': 'application/json' },
        }),
      );

      // The SMS gateway fails.
      const { provider } = failingProvider('throws');
      const sms = app.usersRuntime.sms;
      app.usersRuntime.sms = provider;
      note(await register(app, PERSON.phone, PERSON.ip, names));
      app.usersRuntime.sms = sms;

      // The database fails: every insert of a personal row errors out inside the database.
      const freshProof = await verifiedPhone();
      for (const table of [
        'callback_requests',
        'contact_requests',
        'customers',
        'users',
        'phone_verifications',
        'funnel_daily',
        'web_vitals_daily',
      ]) {
        await breakInserts(app, table);
      }
      // The beacons answer 204 and log the failed write.
      note(await beacon('/api/olcum/olay/', { adim: 'sms_gonderildi', kaynak: marked }));
      note(await beacon('/api/olcum/hiz/', vitals));
      note(await post('/api/callback-request/', { phone_number: PERSON.callbackPhone }));
      note(await post('/api/contact-request/', contact));
      note(await submit(app, customerBody(freshProof), { 'x-forwarded-for': PERSON.ip }));
      note(await register(app, '5327719427', PERSON.ip, names));

      assert.ok(statuses.filter((s) => s >= 500).length >= 4, `the database failures happened: ${statuses.join(',')}`);
      assert.ok(statuses.filter((s) => s >= 400 && s < 500).length >= 6, `the refusals happened: ${statuses.join(',')}`);
      assert.match(log, /unhandled error/, 'the failures were logged');
      assert.match(log, /Failed query/, 'the failing queries were logged (without their values)');
      assert.match(log, /funnel step not counted/);
      assert.match(log, /vitals not recorded/);
    });

    it('the log holds none of the marked values', () => {
      assert.ok(log.length > 1000, 'something was logged');
      for (const marker of MARKERS) {
        const at = log.indexOf(marker);
        assert.equal(at, -1, `"${marker}" is in the log: …${log.slice(Math.max(0, at - 300), at + 100)}…`);
      }
    });
  });
}
