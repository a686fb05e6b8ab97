import type { APIRequestContext, Page } from '@playwright/test';
import { expect, readSmsCode } from '../../fixtures';

/** The demo staff account the e2e servers seed (CRM demo mode; docs/crm.md). */
export const DEMO_STAFF = { phone: '05321112233', name: 'Demo Personel' };

const randomDigits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');
const randomLetters = (n: number) => Array.from({ length: n }, () => 'abcdefghjkmnprstuvyz'[Math.floor(Math.random() * 20)]).join('');

/** A valid mobile number no other spec uses (532 prefix; the demo leads use 539). */
export const uniquePhone = () => `532${randomDigits(7)}`;

/** A surname nobody else has, with Turkish letters the search must fold ('Işık' + random letters), and the same typed in ASCII. */
export function uniqueSurname(): { surname: string; typed: string } {
  const suffix = randomLetters(6);
  return { surname: `Işık${suffix}`, typed: `isik${suffix}` };
}

interface OutboxMessage {
  message: string;
  created_at: string;
}

async function newestMessage(request: APIRequestContext, phone: string): Promise<OutboxMessage | undefined> {
  const response = await request.get(`/api/dev/sms-outbox/?phone=${phone}`);
  return response.ok() ? ((await response.json()) as OutboxMessage[])[0] : undefined;
}

/**
 * The staff code sent by `send()`. The CRM sends its SMS after answering, so the outbox may still show the previous
 * test's code for a moment: wait for a message newer than the one there before, then read its 6 digits.
 */
export async function staffCodeAfter(request: APIRequestContext, send: () => Promise<unknown>): Promise<string> {
  const mobile = DEMO_STAFF.phone.slice(1);
  const before = await newestMessage(request, mobile);
  await send();
  await expect
    .poll(async () => (await newestMessage(request, mobile))?.created_at, { timeout: 10_000 })
    .not.toBe(before?.created_at);
  return readSmsCode(request, mobile, 6);
}

/** Signs the demo staff member in through the API and puts the session where the shell reads it. */
export async function signInByApi(page: Page, request: APIRequestContext): Promise<void> {
  const kod = await staffCodeAfter(request, async () => {
    const sent = await request.post('/api/crm/auth/send-code/', { data: { telefon: DEMO_STAFF.phone } });
    expect(sent.ok()).toBe(true);
  });
  const verified = await request.post('/api/crm/auth/verify-code/', { data: { telefon: DEMO_STAFF.phone, kod } });
  expect(verified.ok()).toBe(true);
  const { token, personel } = (await verified.json()) as { token: string; personel: unknown };
  await page.addInitScript(
    ([t, p]) => {
      window.localStorage.setItem('token', t);
      window.localStorage.setItem('personel', p);
    },
    [token, JSON.stringify(personel)] as const,
  );
}

/** A lead submitted through the credit form's API (register, verify with the outbox code, full submit). */
export async function createLead(request: APIRequestContext, name: string, surname: string, city = 'İstanbul'): Promise<void> {
  const phone = uniquePhone();
  expect((await request.post('/api/users/register/', { data: { name, surname, phone } })).ok()).toBe(true);
  const code = await readSmsCode(request, phone);
  expect((await request.post('/api/users/verify/', { data: { phone, verification_code: code } })).ok()).toBe(true);
  const submitted = await request.post('/api/users/add-customer/', {
    data: {
      phone,
      verification_code: code,
      name,
      surname,
      age: 39,
      city,
      sgk_status: 2,
      legal_followup: 0,
      last_credit_usage: 3,
      current_account_limit: 999000,
      monthly_credit_payment: 9999,
      last_3_months_credit_applications: 1,
      findeks_score: 1499,
      birth_date: '',
      tc: '',
      gender: '',
      kvkk_is_verified: true,
      home_index: '0',
      info_index: '0',
      findeks_index: '0',
    },
  });
  expect(submitted.ok(), await submitted.text()).toBe(true);
}
