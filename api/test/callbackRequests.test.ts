import assert from 'node:assert/strict';
import { beforeEach, it } from 'node:test';
import { callbackRequests } from '../src/db/schema/index.js';
import { withApps } from './helpers/withApps.js';

const URL = '/api/callback-request/';
const MISSING_PHONE = 'Lütfen bir telefon numarası girin.';
const INVALID_PHONE = 'Lütfen geçerli bir telefon numarası giriniz.';

withApps('POST /api/callback-request/', {}, (ctx) => {
  beforeEach(async () => {
    await ctx.db.delete(callbackRequests);
  });

  const storedRows = () => ctx.db.select().from(callbackRequests);

  it('stores the ten digits of the number and answers 201 with the Turkish confirmation', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: URL, payload: { phone_number: '  0532 123 45 67 ' } });
    assert.equal(response.statusCode, 201);
    assert.deepEqual(response.json(), {
      message: 'Talebiniz alındı. En kısa sürede sizinle iletişime geçeceğiz.',
    });
    const rows = await storedRows();
    assert.equal(rows.length, 1);
    assert.equal(rows[0]!.phoneNumber, '5321234567');
    assert.equal(rows[0]!.isContacted, false);
    assert.equal(rows[0]!.notes, '');
    assert.ok(rows[0]!.createdAt instanceof Date);
  });

  it('accepts the path without the trailing slash', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/callback-request', payload: { phone_number: '05321234567' } });
    assert.equal(response.statusCode, 201);
    assert.equal((await storedRows()).length, 1);
  });

  for (const written of ['+90 532 123 45 67', '0 (532) 123 45 67', '0090 532 123 4567', '5321234567']) {
    it(`reads ${JSON.stringify(written)} as the same mobile number`, async () => {
      const response = await ctx.app.inject({ method: 'POST', url: URL, payload: { phone_number: written } });
      assert.equal(response.statusCode, 201);
      assert.deepEqual(
        (await storedRows()).map((row) => row.phoneNumber),
        ['5321234567'],
      );
    });
  }

  // Spec 5 asks for no format check; a request staff cannot call back is worthless (docs/public-forms.md).
  for (const written of ['abc', '😀📞', '<script>alert(1)</script>', '0532 123 45', '0212 123 45 67', '0560 123 45 67', '1'.repeat(32)]) {
    it(`refuses ${JSON.stringify(written)} with the Turkish phone message and stores nothing`, async () => {
      const response = await ctx.app.inject({ method: 'POST', url: URL, payload: { phone_number: written } });
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), { message: INVALID_PHONE, errors: { phone_number: INVALID_PHONE } });
      assert.equal((await storedRows()).length, 0);
    });
  }

  const rejected: Array<{ name: string; payload: string; contentType?: string; status: number; message: string }> = [
    { name: 'missing field', payload: '{}', status: 400, message: MISSING_PHONE },
    { name: 'empty string', payload: '{"phone_number":""}', status: 400, message: MISSING_PHONE },
    { name: 'blank string', payload: '{"phone_number":"  \\t \\n "}', status: 400, message: MISSING_PHONE },
    { name: 'number instead of string', payload: '{"phone_number":5321234567}', status: 400, message: MISSING_PHONE },
    { name: 'boolean', payload: '{"phone_number":true}', status: 400, message: MISSING_PHONE },
    { name: 'nested object', payload: '{"phone_number":{"$gt":""}}', status: 400, message: MISSING_PHONE },
    { name: 'array of strings', payload: '{"phone_number":["0532"]}', status: 400, message: MISSING_PHONE },
    { name: 'null field', payload: '{"phone_number":null}', status: 400, message: MISSING_PHONE },
    { name: 'null body', payload: 'null', status: 400, message: MISSING_PHONE },
    { name: 'array body', payload: '[{"phone_number":"0532"}]', status: 400, message: MISSING_PHONE },
    { name: 'string body', payload: '"0532 123 45 67"', status: 400, message: MISSING_PHONE },
    {
      name: 'too long after trimming',
      payload: JSON.stringify({ phone_number: '1'.repeat(33) }),
      status: 400,
      message: 'Telefon numarası en fazla 32 karakter olabilir.',
    },
    {
      name: 'malformed JSON',
      payload: '{"phone_number": "0532',
      status: 400,
      message: 'Gönderilen veri okunamadı. Lütfen bilgileri geçerli bir JSON olarak gönderin.',
    },
    {
      name: 'prototype poisoning',
      payload: '{"phone_number":"0532","__proto__":{"isAdmin":true}}',
      status: 400,
      message: 'Gönderilen veri okunamadı. Lütfen bilgileri geçerli bir JSON olarak gönderin.',
    },
    { name: 'empty JSON body', payload: '', status: 400, message: 'İstek gövdesi boş olamaz.' },
    {
      name: 'text/plain body',
      payload: 'phone_number=0532',
      contentType: 'text/plain',
      status: 415,
      message: 'Desteklenmeyen içerik türü. Lütfen isteği JSON (application/json) olarak gönderin.',
    },
    {
      name: 'form-urlencoded body',
      payload: 'phone_number=0532',
      contentType: 'application/x-www-form-urlencoded',
      status: 415,
      message: 'Desteklenmeyen içerik türü. Lütfen isteği JSON (application/json) olarak gönderin.',
    },
    {
      name: 'huge body (over 64 KiB)',
      payload: JSON.stringify({ phone_number: '1'.repeat(70 * 1024) }),
      status: 413,
      message: 'Gönderilen veri çok büyük.',
    },
  ];

  for (const testCase of rejected) {
    it(`rejects ${testCase.name} with a Turkish ${testCase.status} and stores nothing`, async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: URL,
        payload: testCase.payload,
        headers: { 'content-type': testCase.contentType ?? 'application/json' },
      });
      assert.equal(response.statusCode, testCase.status);
      assert.match(String(response.headers['content-type']), /application\/json/);
      assert.equal(response.json().message, testCase.message);
      assert.equal((await storedRows()).length, 0);
    });
  }

  it('rejects a request without body or content type', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: URL });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().message, MISSING_PHONE);
    assert.equal((await storedRows()).length, 0);
  });

  it('names the invalid field', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: URL, payload: { phone_number: '' } });
    assert.deepEqual(response.json().errors, { phone_number: MISSING_PHONE });
  });

  it('ignores unknown extra fields', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: URL,
      payload: { phone_number: '05321234567', is_contacted: true, notes: 'x' },
    });
    assert.equal(response.statusCode, 201);
    const [row] = await storedRows();
    assert.equal(row!.isContacted, false);
    assert.equal(row!.notes, '');
  });
});
