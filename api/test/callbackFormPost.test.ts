import assert from 'node:assert/strict';
import { beforeEach, it } from 'node:test';
import { callbackRequests } from '../src/db/schema/index.js';
import { withApps } from './helpers/withApps.js';

const URL = '/api/callback-request/form/';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

withApps('POST /api/callback-request/form/ (the footer form without JavaScript)', { config: { publicFormMaxPerIpPerHour: 3 } }, (ctx) => {
  beforeEach(async () => {
    await ctx.db.delete(callbackRequests);
  });

  const post = (body: string) => ctx.app.inject({ method: 'POST', url: URL, headers: FORM, payload: body });
  const storedNumbers = async () => (await ctx.db.select().from(callbackRequests)).map((row) => row.phoneNumber);

  it('stores the number and sends the browser back to its page with the confirmation named in the fragment', async () => {
    const response = await post('phone_number=%2B90+532+123+45+67&sayfa=%2Fkredi-hesaplama');
    assert.equal(response.statusCode, 303);
    assert.equal(response.headers.location, '/kredi-hesaplama#geri-arama-alindi');
    assert.deepEqual(await storedNumbers(), ['5321234567']);
  });

  for (const [body, anchor] of [
    ['phone_number=&sayfa=%2F', 'geri-arama-bos'],
    ['sayfa=%2Fblog', 'geri-arama-bos'],
    ['phone_number=abc&sayfa=%2Fblog', 'geri-arama-gecersiz'],
    [`phone_number=${'1'.repeat(40)}&sayfa=%2Fblog`, 'geri-arama-gecersiz'],
  ] as const) {
    it(`answers ${JSON.stringify(body.slice(0, 30))} with the message ${anchor} and stores nothing`, async () => {
      const response = await post(body);
      assert.equal(response.statusCode, 303);
      assert.match(String(response.headers.location), new RegExp(`#${anchor}$`));
      assert.deepEqual(await storedNumbers(), []);
    });
  }

  it('never redirects to another site, and never puts the number in the address', async () => {
    for (const page of ['%2F%2Fevil.example', 'https%3A%2F%2Fevil.example', '%2F%5Cevil.example', '%2F%3Fphone_number%3D5321234567']) {
      const response = await post(`phone_number=abc&sayfa=${page}`);
      assert.equal(response.headers.location, '/#geri-arama-gecersiz');
    }
  });

  it('keeps the IP limit of the JSON route and says so', async () => {
    for (let i = 0; i < 3; i++) assert.match(String((await post(`phone_number=053212345${60 + i}`)).headers.location), /alindi$/);
    const response = await post('phone_number=05321234569');
    assert.equal(response.headers.location, '/#geri-arama-sinir');
    assert.equal((await storedNumbers()).length, 3);
  });

  it('a repeated field counts once: its first value', async () => {
    const response = await post('phone_number=05321234567&phone_number=abc');
    assert.equal(response.headers.location, '/#geri-arama-alindi');
  });
});
