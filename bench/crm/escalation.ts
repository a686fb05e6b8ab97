/**
 * The first-response escalation job at scale: 10,000 leads waiting past their target, one pass on a fresh database
 * (PostgreSQL with BENCH_DATABASE_URL's server through the API's test database helper, else PGlite). Prints the
 * pass's time and checks that every clock took its step exactly once. Figure in docs/crm.md 'First response'.
 *
 *   BENCH_DATABASE_URL=postgres://… npx tsx bench/crm/escalation.ts
 */
import { runEscalationPass } from '../../api/src/features/crm/firstResponse/escalation.js';
import { createTestDatabase } from '../../api/test/helpers/testDatabase.js';
import { startApp } from '../../api/test/helpers/withApps.js';

const LEADS = Number(process.env.BENCH_LEADS ?? 10_000);
if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
const kind = process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite';

async function main() {
  const database = await createTestDatabase(kind);
  const app = await startApp(database, { config: { crmDemoMode: false } });
  try {
    const db = app.db;
    await db.execute(`insert into staff (phone, full_name, role, on_duty) values
    ('05329990001', 'Bench Sahip', 'personel', true), ('05329990002', 'Bench Nöbetçi', 'personel', true),
    ('05329990003', 'Bench Yönetici', 'yönetici', true)`);
    await db.execute(`insert into users (phone, name, surname) values ('5329990009', 'Bench', 'Kullanıcı')`);
    // Leads with an owner, arrived Monday 7 December 2026 10:00 Istanbul, due at 10:05; the pass runs at 10:06.
    await db.execute(`insert into customers (name, surname, full_name, phone, city, location, age, sgk_status, legal_followup,
      last_credit_usage, current_account_limit, monthly_credit_payment, last_3_months_credit_applications, findeks_score, user_id,
      assigned_staff_id, created_at)
    select 'Bench', 'Lead ' || g, 'Bench Lead ' || g, lpad((5000000000 + g)::text, 10, '0'), 'Antalya', 'Antalya', 39, 1, 0, 0, 0, 0, 0, 0,
      (select id from users where phone = '5329990009'),
      (select id from staff where phone = '05329990001'), '2026-12-07T07:00:00Z'
    from generate_series(1, ${Number(LEADS)}) g`);
    await db.execute(`insert into crm_first_responses (kind, customer_id, owner_staff_id, arrived_at, due_at, target_minutes, next_step_at)
    select 'basvuru', id, assigned_staff_id, created_at, created_at + interval '5 minutes', 5, created_at + interval '5 minutes' from customers`);
    await db.execute(`analyze`);
    const started = performance.now();
    const result = await runEscalationPass(db, { now: new Date('2026-12-07T07:06:00Z'), reassign: true });
    const ms = performance.now() - started;
    const [check] = (
      (await db.execute(
        `select count(*)::int as steps, count(distinct clock_id)::int as clocks from crm_first_response_steps`,
      )) as unknown as {
        rows: Array<{ steps: number; clocks: number }>;
      }
    ).rows;
    console.log(JSON.stringify({ kind, leads: LEADS, steps: result.steps, ms: Math.round(ms), recorded: check }));
    if (check?.steps !== LEADS || check.clocks !== LEADS) process.exitCode = 1;
  } finally {
    await app.close();
    await database.drop();
  }
}

void main();
