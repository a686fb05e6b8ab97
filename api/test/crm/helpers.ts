import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import type { StaffRole } from '@kredi/contracts/staff';
import type { App } from '../../src/app.js';
import type { Database } from '../../src/db/client.js';
import { withSearchText } from '../../src/db/customerSearchText.js';
import { customers, kvkkConsents, phoneVerifications, staff, users, type CustomerRow } from '../../src/db/schema/index.js';
import { totpCodeAt } from '../../src/staff/secondFactor/totp.js';

export const STAFF_PHONE = '05321112299';
export const OTHER_STAFF_PHONE = '05421112299';
export const UNKNOWN_PHONE = '05551234567';
export const CRM_IP = '198.51.100.9';

/** Adds (or re-enables) a staff member; `role` is set only when given, so a role set earlier stays otherwise. */
export async function addStaff(db: Database, phone = STAFF_PHONE, fullName = 'Test Personel', role?: StaffRole): Promise<number> {
  const [row] = await db
    .insert(staff)
    .values({ phone, fullName, ...(role ? { role } : {}) })
    .onConflictDoUpdate({ target: staff.phone, set: { fullName, isActive: true, ...(role ? { role } : {}) } })
    .returning({ id: staff.id });
  return row!.id;
}

export function sendCode(app: App, telefon: string, ip = CRM_IP) {
  return app.inject({ method: 'POST', url: '/api/crm/auth/send-code/', headers: { 'x-forwarded-for': ip }, payload: { telefon } });
}

/** Verify-code from `ip`: by default the client that asked for the code in sendCode. */
export function verifyCode(app: App, telefon: string, kod: string, ip = CRM_IP) {
  return app.inject({ method: 'POST', url: '/api/crm/auth/verify-code/', headers: { 'x-forwarded-for': ip }, payload: { telefon, kod } });
}

/** The newest 6-digit code the console provider "sent" to this staff phone (after background sends settle). */
export async function latestStaffCode(app: App, telefon = STAFF_PHONE): Promise<string | undefined> {
  await app.crmRuntime.settle();
  const response = await app.inject({ method: 'GET', url: `/api/dev/sms-outbox/?phone=${telefon.slice(1)}` });
  assert.equal(response.statusCode, 200);
  const [latest] = response.json() as Array<{ message: string }>;
  return latest ? /kodunuz: (\d{6})\./.exec(latest.message)?.[1] : undefined;
}

/** Signs a staff member in and returns the token. */
export async function signIn(app: App, telefon = STAFF_PHONE): Promise<string> {
  const sent = await sendCode(app, telefon);
  assert.equal(sent.statusCode, 200, sent.body);
  const code = await latestStaffCode(app, telefon);
  assert.ok(code, 'no code in the outbox');
  const verified = await verifyCode(app, telefon, code);
  assert.equal(verified.statusCode, 200, verified.body);
  const answer = verified.json() as { token?: string; second_factor?: 'enrol' | 'totp'; challenge?: string };
  if (answer.token) return answer.token;
  return completeSecondFactor(app, telefon, answer);
}

/** Authenticator secrets the helper set up, by phone: a later sign-in of the same account answers its code. */
const secondFactorSecrets = new Map<string, string>();

/**
 * An admin outside demo mode sets the authenticator app up at the first CRM sign-in and is asked for it after
 * (docs/crm.md): done here as the admin would, so tests of other features get a session.
 */
async function completeSecondFactor(app: App, telefon: string, step: { second_factor?: string; challenge?: string }) {
  const post = (url: string, payload: object) => app.inject({ method: 'POST', url: `/api/crm/auth/${url}`, payload });
  const codeNow = (secret: string) => totpCodeAt(secret, app.crmRuntime.now());
  if (step.second_factor === 'enrol') {
    const { secret } = (await post('second-factor/enrol/', { challenge: step.challenge })).json() as { secret: string };
    const confirmed = await post('second-factor/enrol/confirm/', { challenge: step.challenge, code: codeNow(secret) });
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    secondFactorSecrets.set(telefon, secret);
    return (confirmed.json() as { session: { token: string } }).session.token;
  }
  const secret = secondFactorSecrets.get(telefon);
  assert.ok(step.second_factor === 'totp' && secret, `sign-in of ${telefon} stopped at ${JSON.stringify(step)}`);
  const answered = await post('second-factor/', { challenge: step.challenge, code: codeNow(secret) });
  assert.equal(answered.statusCode, 200, answered.body);
  return (answered.json() as { token: string }).token;
}

/** Adds and signs in a 'personel' (STAFF_PHONE) and a 'yönetici' (OTHER_STAFF_PHONE): their tokens. */
export async function signInPersonelAndManager(app: App, db: Database): Promise<{ personel: string; yönetici: string }> {
  await addStaff(db, STAFF_PHONE, 'Personel Bir');
  const managerId = await addStaff(db, OTHER_STAFF_PHONE, 'Yönetici Bir');
  await db.update(staff).set({ role: 'yönetici' }).where(eq(staff.id, managerId));
  return { personel: await signIn(app, STAFF_PHONE), yönetici: await signIn(app, OTHER_STAFF_PHONE) };
}

export const auth = (token: string) => ({ authorization: `Token ${token}` });

export function get(app: App, token: string, url: string) {
  return app.inject({ method: 'GET', url, headers: auth(token) });
}

export function post(app: App, token: string, url: string, payload: unknown) {
  return app.inject({ method: 'POST', url, headers: auth(token), payload: payload as Record<string, unknown> });
}

let nextPhone = 1;

/** Stores a lead the way the users API does (user, verified code, customer with its search text, consent). */
export async function addLead(
  db: Database,
  fields: Partial<typeof customers.$inferInsert> & { fullName?: string } = {},
): Promise<CustomerRow> {
  const phone = fields.phone ?? `5450${String(nextPhone++).padStart(6, '0')}`;
  const fullName = fields.fullName ?? 'Ayşe Yılmaz';
  const [user] = await db
    .insert(users)
    .values({ phone, name: fullName, surname: '' })
    .onConflictDoUpdate({ target: users.phone, set: { name: fullName } })
    .returning();
  const now = new Date();
  const [verification] = await db
    .insert(phoneVerifications)
    .values({ userId: user!.id, phone, codeHash: '0'.repeat(64), status: 'verified', ip: '203.0.113.1', createdAt: now, expiresAt: now })
    .returning();
  const [row] = await db
    .insert(customers)
    .values(
      withSearchText({
        userId: user!.id,
        verificationId: verification!.id,
        name: fullName.split(' ')[0] ?? fullName,
        surname: fullName.split(' ').slice(1).join(' '),
        fullName,
        phone,
        city: 'Antalya',
        location: 'Antalya',
        age: 39,
        sgkStatus: 1,
        legalFollowup: 0,
        lastCreditUsage: 7,
        currentAccountLimit: 999000,
        monthlyCreditPayment: 9999,
        last3MonthsCreditApplications: 1,
        findeksScore: 1499,
        ip: '203.0.113.1',
        kvkkIsVerified: true,
        ...fields,
      }),
    )
    .returning();
  await db.insert(kvkkConsents).values({
    customerId: row!.id,
    userId: user!.id,
    verificationId: verification!.id,
    phone,
    ip: '203.0.113.1',
    noticeVersion: 'test',
    consentedAt: now,
  });
  return row!;
}

/** An error answer in Turkish JSON with the given status. */
export function assertTurkish(response: { statusCode: number; body: string }, status: number) {
  assert.equal(response.statusCode, status, response.body);
  const body = JSON.parse(response.body) as { message?: unknown };
  assert.equal(typeof body.message, 'string');
  assert.match(body.message as string, /[çğıöşüÇĞİÖŞÜ]|Lütfen/, body.message as string);
  assert.doesNotMatch(body.message as string, /must|should|Error|undefined/);
}
