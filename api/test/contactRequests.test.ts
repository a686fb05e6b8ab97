import assert from 'node:assert/strict';
import { beforeEach, it } from 'node:test';
import { contactRequests } from '../src/db/schema/index.js';
import { withApps } from './helpers/withApps.js';

const URL = '/api/contact-request/';
const REQUIRED = 'Lütfen gerekli alanları doldurunuz.';
const BAD_EMAIL = 'Lütfen geçerli bir e-posta adresi giriniz.';

const valid = {
  name: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  phone: '0532 123 45 67',
  subject: 'Konut kredisi',
  message: 'Merhaba, konut kredisi için görüşmek istiyorum.',
};

withApps('POST /api/contact-request/', {}, (ctx) => {
  beforeEach(async () => {
    await ctx.db.delete(contactRequests);
  });

  const storedRows = () => ctx.db.select().from(contactRequests);
  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: URL,
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      headers: { 'content-type': 'application/json', ...headers },
    });

  it('stores a valid message and answers 201 with the Turkish confirmation', async () => {
    const response = await post({ ...valid, name: '  Ayşe Yılmaz  ' });
    assert.equal(response.statusCode, 201);
    assert.deepEqual(response.json(), {
      message: 'Mesajınız başarıyla iletildi. En kısa sürede size dönüş yapacağız.',
    });
    const [row] = await storedRows();
    assert.equal(row!.name, 'Ayşe Yılmaz');
    assert.equal(row!.email, valid.email);
    assert.equal(row!.phone, valid.phone);
    assert.equal(row!.subject, valid.subject);
    assert.equal(row!.message, valid.message);
    assert.equal(row!.isRead, false);
    assert.equal(row!.isReplied, false);
    assert.equal(row!.notes, '');
  });

  it('treats the phone as optional', async () => {
    const { phone: _phone, ...withoutPhone } = valid;
    assert.equal((await post(withoutPhone)).statusCode, 201);
    assert.equal((await post({ ...valid, phone: '' })).statusCode, 201);
    const rows = await storedRows();
    assert.deepEqual(
      rows.map((row) => row.phone),
      ['', ''],
    );
  });

  it('stores hostile text as plain data and never trusts extra fields', async () => {
    const response = await post({
      ...valid,
      message: "<script>alert(1)</script> '; DROP TABLE contact_requests; --",
      is_read: true,
      is_replied: true,
      notes: 'sahte not',
    });
    assert.equal(response.statusCode, 201);
    const [row] = await storedRows();
    assert.equal(row!.message, "<script>alert(1)</script> '; DROP TABLE contact_requests; --");
    assert.equal(row!.isRead, false);
    assert.equal(row!.isReplied, false);
    assert.equal(row!.notes, '');
  });

  const rejected: Array<{ name: string; payload: unknown; message: string; field?: string }> = [
    ...(['name', 'email', 'subject', 'message'] as const).flatMap((field) => [
      { name: `missing ${field}`, payload: { ...valid, [field]: undefined }, message: REQUIRED, field },
      { name: `blank ${field}`, payload: { ...valid, [field]: '   ' }, message: REQUIRED, field },
      { name: `${field} of wrong type`, payload: { ...valid, [field]: 42 }, message: REQUIRED, field },
    ]),
    { name: 'e-mail without @', payload: { ...valid, email: 'ayse.example.com' }, message: BAD_EMAIL, field: 'email' },
    { name: 'e-mail without dot', payload: { ...valid, email: 'ayse@example' }, message: BAD_EMAIL, field: 'email' },
    { name: 'e-mail with spaces', payload: { ...valid, email: 'ayse yilmaz@example.com' }, message: BAD_EMAIL, field: 'email' },
    { name: 'e-mail with two @', payload: { ...valid, email: 'a@b@c.com' }, message: BAD_EMAIL, field: 'email' },
    {
      name: 'required beats e-mail format',
      payload: { ...valid, email: 'bozuk', subject: '' },
      message: REQUIRED,
    },
    {
      name: 'too long name',
      payload: { ...valid, name: 'a'.repeat(101) },
      message: 'Ad soyad en fazla 100 karakter olabilir.',
      field: 'name',
    },
    {
      name: 'too long e-mail',
      payload: { ...valid, email: `${'a'.repeat(250)}@example.com` },
      message: 'E-posta adresi en fazla 254 karakter olabilir.',
      field: 'email',
    },
    {
      name: 'too long phone',
      payload: { ...valid, phone: '1'.repeat(33) },
      message: 'Telefon numarası en fazla 32 karakter olabilir.',
      field: 'phone',
    },
    {
      name: 'phone of wrong type',
      payload: { ...valid, phone: 5321234567 },
      message: 'Lütfen geçerli bir telefon numarası giriniz.',
      field: 'phone',
    },
    {
      name: 'too long subject',
      payload: { ...valid, subject: 's'.repeat(201) },
      message: 'Konu en fazla 200 karakter olabilir.',
      field: 'subject',
    },
    {
      name: 'too long message',
      payload: { ...valid, message: 'm'.repeat(5001) },
      message: 'Mesajınız en fazla 5000 karakter olabilir.',
      field: 'message',
    },
    { name: 'null body', payload: 'null', message: REQUIRED },
    { name: 'array body', payload: [valid], message: REQUIRED },
    { name: 'empty object', payload: {}, message: REQUIRED },
  ];

  for (const testCase of rejected) {
    it(`rejects ${testCase.name} with 400 and stores nothing`, async () => {
      const response = await post(testCase.payload);
      assert.equal(response.statusCode, 400);
      const body = response.json();
      assert.equal(body.message, testCase.message);
      if (testCase.field) assert.equal(body.errors?.[testCase.field], testCase.message);
      assert.equal((await storedRows()).length, 0);
    });
  }

  it('rejects malformed JSON, other content types and huge bodies in Turkish', async () => {
    const malformed = await post('{"name": "Ayşe",');
    assert.equal(malformed.statusCode, 400);
    assert.match(malformed.json().message, /JSON/);

    const form = await post('name=Ay%C5%9Fe', { 'content-type': 'application/x-www-form-urlencoded' });
    assert.equal(form.statusCode, 415);
    assert.match(form.json().message, /Desteklenmeyen içerik türü/);

    const huge = await post({ ...valid, message: 'm'.repeat(100 * 1024) });
    assert.equal(huge.statusCode, 413);
    assert.equal(huge.json().message, 'Gönderilen veri çok büyük.');

    assert.equal((await storedRows()).length, 0);
  });
});
