import type { APIRequestContext, Page } from '@playwright/test';
import { expect, readSmsCode } from '../../fixtures';
import { adminToken } from '../admin/helpers';

/** The number of the demo staff account the e2e servers seed (CRM demo mode; docs/crm.md), as the demo hint shows it. */
export const SEEDED_DEMO_STAFF_PHONE = '05321112233';

/**
 * The staff account this Playwright worker signs in with. A phone's unused codes all stay valid (they are not
 * superseded, docs/crm.md), so two workers reading one number's outbox at once could each take the other's code.
 * Each worker (TEST_PARALLEL_INDEX, unique among the running ones) gets its own number, added by the admin on first use.
 */
const workerIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
/** Named apart from the seeded 'Demo Personel' (and each other): staff pickers list every account. */
export const DEMO_STAFF = {
  phone: `0532999${String(workerIndex).padStart(4, '0')}`,
  name: `Demo Personel ${'ABCDEFGHJK'[workerIndex % 10]}`,
};

const accountsReady = new Set<string>();

/** Adds this worker's staff account through Admin > Personel once per server (201, or 409 when it exists). */
async function ensureStaffAccount(request: APIRequestContext): Promise<void> {
  const server = (await request.get('/api/health')).url();
  if (accountsReady.has(server)) return;
  const token = await adminToken(request);
  const added = await request.post('/api/admin/staff/', {
    headers: { Authorization: `Token ${token}` },
    data: { phone: DEMO_STAFF.phone, full_name: DEMO_STAFF.name },
  });
  expect([201, 409]).toContain(added.status());
  accountsReady.add(server);
}

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
  await ensureStaffAccount(request);
  const mobile = DEMO_STAFF.phone.slice(1);
  const before = await newestMessage(request, mobile);
  await send();
  await expect.poll(async () => (await newestMessage(request, mobile))?.created_at, { timeout: 10_000 }).not.toBe(before?.created_at);
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
  const verified = await request.post('/api/users/verify/', { data: { phone, verification_code: code } });
  expect(verified.ok()).toBe(true);
  const { proof } = (await verified.json()) as { proof: string };
  const submitted = await request.post('/api/users/add-customer/', {
    data: {
      phone,
      verification_proof: proof,
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
