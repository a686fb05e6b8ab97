import assert from 'node:assert/strict';
import type { App } from '../../src/app.js';
import type { Database } from '../../src/db/client.js';
import { customerApplications, customers, kvkkConsents, phoneVerifications, smsOutbox, users } from '../../src/db/schema/index.js';
import { SmsSendError, type SmsProvider } from '../../src/sms/types.js';

export const PHONE = '5321234567';
export const OTHER_PHONE = '5421234567';
export const CLIENT_IP = '203.0.113.7';

/** Removes every row the users API wrote (children first). */
export async function clearUsersTables(db: Database): Promise<void> {
  await db.delete(customerApplications);
  await db.delete(kvkkConsents);
  await db.delete(customers);
  await db.delete(phoneVerifications);
  await db.delete(users);
  await db.delete(smsOutbox);
}

/** A clock the test moves by hand. */
export function manualClock(start = new Date('2025-06-15T09:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

export async function register(app: App, phone = PHONE, ip = CLIENT_IP, names = { name: 'Ayşe', surname: 'Yılmaz' }) {
  return app.inject({
    method: 'POST',
    url: '/api/users/register/',
    headers: { 'x-forwarded-for': ip },
    payload: { ...names, phone },
  });
}

/** The newest code the console provider "sent" to this phone, read through the dev outbox endpoint. */
export async function latestCode(app: App, phone = PHONE): Promise<string> {
  const response = await app.inject({ method: 'GET', url: `/api/dev/sms-outbox/?phone=${phone}` });
  assert.equal(response.statusCode, 200);
  const [latest] = response.json() as Array<{ message: string }>;
  assert.ok(latest, `no SMS for ${phone}`);
  const match = /kodunuz: (\d{4})\./.exec(latest.message);
  assert.ok(match, latest.message);
  return match[1]!;
}

export async function verify(app: App, code: string, phone = PHONE) {
  return app.inject({ method: 'POST', url: '/api/users/verify/', payload: { phone, verification_code: code } });
}

/** Registers and verifies a phone; returns the proof /verify/ exchanged the code for. */
export async function registerAndVerify(app: App, phone = PHONE, ip = CLIENT_IP): Promise<string> {
  const registered = await register(app, phone, ip);
  assert.equal(registered.statusCode, 200, registered.body);
  const code = await latestCode(app, phone);
  const verified = await verify(app, code, phone);
  assert.equal(verified.statusCode, 200, verified.body);
  const { proof } = verified.json() as { proof: string };
  return proof;
}

/** A wrong code for sure: differs from `code` in every digit. */
export function wrongCode(code: string): string {
  return [...code].map((d) => String((Number(d) + 1) % 10)).join('');
}

/** A full submit body as the form sends it (known Findeks score). */
export function submitBody(proof: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    phone: PHONE,
    age: 39,
    city: 'Antalya',
    sgk_status: 1,
    legal_followup: 0,
    last_credit_usage: 7,
    current_account_limit: 999000,
    monthly_credit_payment: 9999,
    last_3_months_credit_applications: 1,
    birth_date: '',
    tc: '',
    gender: '',
    ip: '1.2.3.4',
    home_index: '0',
    info_index: '0',
    findeks_index: '0',
    kvkk_is_verified: true,
    verification_proof: proof,
    referrer: 'https://l.instagram.com/',
    name: 'Ayşe',
    surname: 'Yılmaz',
    findeks_score: 1499,
    ...overrides,
  };
}

/** The same for "I don't know my Findeks score" (findeks 1 + flag, birth date, TC, gender). */
export function unknownFindeksBody(proof: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return submitBody(proof, {
    findeks_score: 1,
    findeks_flag: true,
    birth_date: '1990-05-17',
    tc: '10000000146',
    gender: 'Kadın',
    name: 'Ayşe Nur',
    surname: 'Yılmaz',
    ...overrides,
  });
}

export async function submit(app: App, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/users/add-customer/',
    headers: { 'x-forwarded-for': CLIENT_IP, ...headers },
    payload: body,
  });
}

/** An SMS gateway that fails the way it is told, keeping what it was asked to send. */
export function failingProvider(kind: 'unavailable' | 'rejected' | 'throws') {
  const asked: Array<{ phone: string; message: string }> = [];
  const provider: SmsProvider = {
    name: 'failing',
    async send(phone, message) {
      asked.push({ phone, message });
      if (kind === 'throws') throw new Error('boom');
      throw new SmsSendError(kind, 'gateway said no', kind === 'rejected' ? '70' : '100');
    },
  };
  return { provider, asked };
}

/** An error answer is JSON with a Turkish message (never English, never a stack); 4xx unless `status` says otherwise. */
export function assertTurkishError(response: { statusCode: number; body: string }, status?: number) {
  if (status !== undefined) assert.equal(response.statusCode, status, response.body);
  else assert.ok(response.statusCode >= 400 && response.statusCode < 500, `${response.statusCode} ${response.body}`);
  const body = JSON.parse(response.body) as { message?: unknown };
  assert.equal(typeof body.message, 'string');
  assert.match(body.message as string, /[çğıöşüÇĞİÖŞÜ]|Lütfen|geçersiz/, body.message as string);
  assert.doesNotMatch(body.message as string, /must|should|Error|undefined/);
}
