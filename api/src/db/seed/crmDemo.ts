import type { FastifyBaseLogger } from 'fastify';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { callbackRequests, contactRequests, customers, staff } from '../schema/index.js';
import { insertDemoLeads } from './demoLeads.js';

/**
 * Demo staff accounts (documented in README.md and docs/crm.md). Seeded only in demo mode (not in production,
 * demo data on, console SMS provider), so their codes land in the dev outbox and never on a real phone. Active
 * exactly while the CRM demo runs: any other start deactivates them (deactivateDemoStaff), since a database seeded
 * by a demo would otherwise send their sign-in codes to these real numbers by SMS.
 */
export const DEMO_STAFF = [
  { phone: '05321112233', fullName: 'Demo Personel' },
  { phone: '05421112233', fullName: 'Ayşe Demir' },
] as const;

/** The number the sign-in page suggests in demo mode. */
export const DEMO_STAFF_PHONE = DEMO_STAFF[0].phone;

const DEMO_LEADS = 60;
const SEED_LOCK_ID = 7_342_005;

/** Requests a visitor could have sent; one holds markup, to show the panels print it as text. */
const DEMO_CALLBACKS = ['0532 555 12 34', '05445556677', '+90 505 123 45 67', '<b>0555</b> 444 33 22'];
const DEMO_CONTACTS = [
  {
    name: 'Elif Kara',
    email: 'elif@example.com',
    phone: '05321234000',
    subject: 'Konut kredisi',
    message: 'Konut kredisi için hangi belgeler gerekiyor?',
  },
  { name: 'Oğuz Çetin', email: 'oguz@example.com', phone: '', subject: 'Randevu', message: 'Antalya şubesine cumartesi gelebilir miyim?' },
  {
    name: '<img src=x onerror=alert(1)>',
    email: 'deneme@example.com',
    phone: '',
    subject: '=HYPERLINK("http://example.com")',
    message: '<script>alert("xss")</script> yazı olarak görünmeli.',
  },
];

/** Staff always (idempotent); leads, callbacks and contacts only while their tables are empty. Under one lock, so two instances starting together seed once. */
export async function seedCrmDemo(db: Database, log: FastifyBaseLogger): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    // Reactivated if a start outside the demo switched them off.
    await tx
      .insert(staff)
      .values([...DEMO_STAFF])
      .onConflictDoUpdate({ target: staff.phone, set: { isActive: true } });
    if ((await tx.$count(callbackRequests)) === 0) {
      await tx.insert(callbackRequests).values(DEMO_CALLBACKS.map((phoneNumber) => ({ phoneNumber, ip: '127.0.0.1' })));
    }
    if ((await tx.$count(contactRequests)) === 0) {
      await tx.insert(contactRequests).values(DEMO_CONTACTS.map((c) => ({ ...c, ip: '127.0.0.1' })));
    }
    if ((await tx.$count(customers)) > 0) return;
    // The CRM's phone accounts write the demo follow-ups, not the admin area's password accounts.
    const staffRows = await tx.select({ id: staff.id, fullName: staff.fullName }).from(staff).where(isNotNull(staff.phone));
    const written = await insertDemoLeads(tx as unknown as Database, {
      count: DEMO_LEADS,
      phoneOffset: 90_000_000,
      seed: 20_240_101,
      days: 30,
      now: new Date(),
      staff: staffRows,
    });
    log.info(written, 'CRM demo data seeded');
  });
}

/** Outside the CRM demo: switches the demo accounts off (their sessions end with them), whoever seeded them. */
export async function deactivateDemoStaff(db: Database, log: FastifyBaseLogger): Promise<void> {
  const phones = DEMO_STAFF.map((member) => member.phone);
  const switchedOff = await db
    .update(staff)
    .set({ isActive: false, updatedAt: new Date() })
    .where(and(inArray(staff.phone, phones), eq(staff.isActive, true)))
    .returning({ id: staff.id });
  if (switchedOff.length > 0) log.warn({ accounts: switchedOff.length }, 'demo staff accounts deactivated: this is not a CRM demo');
}
