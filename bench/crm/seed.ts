/**
 * Seeds the CRM benchmark database with 100,000 customers and their follow-ups (not part of the default start).
 * Tops up to the target, so a second run does nothing. Usage: see bench/README.md.
 *
 * Set-based, so seeding stays fast: each table is filled by one INSERT … SELECT over generate_series, all in one
 * transaction, so the database does the work in a few statements instead of 100,000 round trips (the row-by-row
 * seed never finished on a loaded 2-core machine). The names, cities and stages come from the demo generator's
 * lists; the pseudo-random choices are hashes of the row number, so a rerun on an empty database gives the same data.
 */
import { CRM_STAGES } from '@kredi/contracts/crm';
import { searchKey } from '@kredi/contracts/common';
import { KVKK_NOTICE_VERSION, PROVINCES } from '@kredi/contracts/users';
import { connectDatabase } from '../../api/src/db/client.js';
import { customers, staff } from '../../api/src/db/schema/index.js';
import { DEMO_FIRST_NAMES, DEMO_LAST_NAMES, DEMO_NOTES } from '../../api/src/db/seed/demoLeads.js';
import { BENCH_STAFF, benchDatabase, kindOf, TARGET_CUSTOMERS } from './database.js';
import { seedTimelineCustomer } from './timelineCustomer.js';

/** A SQL text array of constant strings (the lists above hold no quotes; escaped anyway). */
const textArray = (values: readonly string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`;
/** A pseudo-random integer in [0, modulo) from the row number `n` and a salt. */
const hashPick = (salt: string, modulo: number) => `(abs(hashtext(n::text || '${salt}')) % ${modulo})`;

export async function seedBenchDatabase(): Promise<void> {
  const connection = await connectDatabase(benchDatabase);
  try {
    await connection.migrate();
    const db = connection.db;
    await db
      .insert(staff)
      .values([BENCH_STAFF, { phone: '05429990000', fullName: 'İkinci Personel' }])
      .onConflictDoNothing({ target: staff.phone });
    // The CRM's phone accounts, not the admin area's password accounts (both are one staff table).
    const staffRows = (await db.select({ id: staff.id, fullName: staff.fullName, phone: staff.phone }).from(staff)).filter(
      (row) => row.phone !== null,
    );
    const have = await db.$count(customers);
    const started = Date.now();
    console.log(`${kindOf()}: ${have} customers, target ${TARGET_CUSTOMERS}`);
    if (have < TARGET_CUSTOMERS) {
      await db.transaction(async (tx) => {
        for (const statement of leadStatements(have, TARGET_CUSTOMERS, staffRows)) {
          const at = Date.now();
          await tx.execute(statement);
          if (process.env.BENCH_SEED_VERBOSE) console.log(`  ${Date.now() - at} ms  ${statement.trim().split('\n')[0]!.slice(0, 70)}`);
        }
      });
      console.log(`  ${TARGET_CUSTOMERS} customers, ${Math.round((Date.now() - started) / 1000)} s`);
    }
    await seedTimelineCustomer(db, staffRows[0]!);
    // Planner statistics and the visibility map, as autovacuum keeps them on a long-running PostgreSQL (PGlite has
    // no autovacuum: a PGlite deployment runs VACUUM ANALYZE now and then, see docs/crm.md).
    await db.execute('vacuum analyze');
    console.log(`  done in ${Math.round((Date.now() - started) / 1000)} s`);
  } finally {
    await connection.close();
  }
}

/**
 * The statements that add customers `from + 1 … to` the way the users API stores a lead (user, verified code,
 * customer, KVKK consent) with 0–3 follow-ups each: about 1.5 per customer, the last one setting the stage and
 * the next contact (overdue, today and later, spread around now). Two of three customers get an owner in turn.
 */
function leadStatements(from: number, to: number, staffRows: ReadonlyArray<{ id: number; fullName: string }>): string[] {
  const firstNames = DEMO_FIRST_NAMES.map((name) => [name, searchKey(name)] as const);
  const lastNames = DEMO_LAST_NAMES.map((name) => [name, searchKey(name)] as const);
  const cities = PROVINCES.map((city) => [city, searchKey(city)] as const);
  const staffIds = `array[${staffRows.map((s) => s.id).join(',')}]::int[]`;
  const staffNames = textArray(staffRows.map((s) => s.fullName));
  return [
    // The stage counters are kept by a row trigger (one advisory lock and upsert per row): counted once at the end.
    'alter table customers disable trigger customers_count_stage_insert_delete',
    // The reports' first-contact trigger refreshes the inserted customers through `customer_id = any(ids)`, which is
    // quadratic for 100,000 ids in one statement: the same rows are written once at the end by a join instead.
    'alter table customer_follow_ups disable trigger customer_follow_ups_report_insert',
    `create temporary table bench_leads on commit drop as
     select n,
       '53' || lpad((10000000 + n - 1)::text, 8, '0') as phone,
       ${hashPick('f', firstNames.length)} + 1 as fi, ${hashPick('l', lastNames.length)} + 1 as li, ${hashPick('c', cities.length)} + 1 as ci,
       now() - interval '365 days' * (1 - n::float8 / ${to}) - interval '1 minute' as created_at,
       ${hashPick('k', 4)} as notes,
       case when ${hashPick('s', 10)} < 6 then (${textArray(CRM_STAGES)})[1 + ${hashPick('t', CRM_STAGES.length)}] else 'aranacak' end as stage,
       case when ${hashPick('x', 2)} = 0 then now() + interval '1 hour' * (${hashPick('h', 144)} - 48) end as next_contact_at,
       1 + ${hashPick('w', staffRows.length)} as writer
     from generate_series(${from + 1}, ${to}) as n`,
    // Statistics before every join below: without them the planner takes the fresh tables for empty and joins 100,000
    // rows to 100,000 by nested loops (the seed then never ends).
    'analyze bench_leads',
    `insert into users (phone, name, surname, created_at, updated_at)
     select phone, (${textArray(firstNames.map((f) => f[0]))})[fi], (${textArray(lastNames.map((l) => l[0]))})[li], created_at, created_at
     from bench_leads order by n`,
    'analyze users',
    // A verified code nobody can know: a hash of the row number, never a real code's.
    `insert into phone_verifications (user_id, phone, code_hash, status, ip, created_at, expires_at, sent_at, verified_at, verified_until)
     select u.id, l.phone, md5(l.n::text) || md5(l.phone), 'verified', '127.0.0.1', l.created_at, l.created_at, l.created_at, l.created_at,
       l.created_at
     from bench_leads l join users u on u.phone = l.phone order by l.n`,
    'analyze phone_verifications',
    `insert into customers (user_id, verification_id, name, surname, full_name, phone, city, location, age, sgk_status, legal_followup,
       last_credit_usage, current_account_limit, monthly_credit_payment, last_3_months_credit_applications, findeks_score,
       calculated_credit_limit, recommended_limit, crm_stage, source, ip, kvkk_is_verified, callme, crm_note, next_contact_at,
       assigned_staff_id, search_text, created_at, updated_at)
     select u.id, v.id, u.name, u.surname, u.name || ' ' || u.surname, l.phone, c.city, c.city, 18 + ${hashPick('a', 50)}, 1 + ${hashPick('g', 7)},
       ${hashPick('j', 2)}, ${hashPick('u', 8)}, 1000 * ${hashPick('m', 500)}, 1000 * ${hashPick('p', 50)}, ${hashPick('b', 5)},
       1 + ${hashPick('z', 6)}, 1000 * ${hashPick('q', 400)}, 800 * ${hashPick('q', 400)}, l.stage,
       (array['', 'google', 'instagram', 'facebook', 'tiktok', 'x'])[1 + ${hashPick('o', 6)}], '127.0.0.1', true, ${hashPick('r', 5)} = 0,
       case when l.notes > 0 then (${textArray(DEMO_NOTES)})[1 + ${hashPick('e', DEMO_NOTES.length)}] else '' end,
       case when l.notes > 0 then l.next_contact_at end,
       case when n % 3 <> 0 then (${staffIds})[1 + (n / 3) % ${staffRows.length}] end,
       (${textArray(firstNames.map((f) => f[1]))})[l.fi] || ' ' || (${textArray(lastNames.map((x) => x[1]))})[l.li] || ' ' || l.phone || ' 0'
         || l.phone || ' ' || c.folded,
       l.created_at, l.created_at + interval '1 hour' * l.notes
     from bench_leads l join users u on u.phone = l.phone join phone_verifications v on v.user_id = u.id
       join (select ordinality as ci, city, folded from unnest(${textArray(cities.map((c) => c[0]))}, ${textArray(cities.map((c) => c[1]))})
         with ordinality as t(city, folded, ordinality)) c on c.ci = l.ci
     order by l.n`,
    'analyze customers',
    `insert into kvkk_consents (customer_id, user_id, verification_id, phone, ip, notice_version, consented_at)
     select c.id, c.user_id, c.verification_id, c.phone, '127.0.0.1', '${KVKK_NOTICE_VERSION}', c.created_at
     from customers c join bench_leads l on l.phone = c.phone order by c.id`,
    // Follow-ups an hour apart after the lead; the last one moved the stage (from 'aranacak') and set the next contact.
    // The join is materialised first: otherwise the planner walks customers in id order for the final sort and
    // filters bench_leads for every customer (quadratic).
    `insert into customer_follow_ups (customer_id, staff_id, staff_name, note, from_stage, to_stage, next_contact_at, created_at)
     with lc as materialized (select c.id, l.* from bench_leads l join customers c on c.phone = l.phone)
     select l.id, (${staffIds})[l.writer], (${staffNames})[l.writer], (${textArray(DEMO_NOTES)})[1 + (k + n) % ${DEMO_NOTES.length}],
       case when k = l.notes and l.stage <> 'aranacak' then 'aranacak' end, case when k = l.notes and l.stage <> 'aranacak' then l.stage end,
       case when k = l.notes then l.next_contact_at end, least(l.created_at + interval '1 hour' * k, now())
     from lc l cross join lateral generate_series(1, l.notes) as k
     order by l.id, k`,
    // What report_refresh_first_contacts (migration 0016) writes for a new customer: its first follow-up.
    `insert into report_first_contacts (customer_id, lead_day, staff_name, minutes, stage)
     select distinct on (f.customer_id) f.customer_id, (c.created_at at time zone 'Europe/Istanbul')::date, f.staff_name,
       (extract(epoch from f.created_at - c.created_at) / 60)::double precision, c.crm_stage
     from customer_follow_ups f join customers c on c.id = f.customer_id join bench_leads l on l.phone = c.phone
     order by f.customer_id, f.id`,
    'alter table customer_follow_ups enable trigger customer_follow_ups_report_insert',
    'alter table customers enable trigger customers_count_stage_insert_delete',
    'delete from crm_stage_counts',
    'insert into crm_stage_counts (stage, count) select crm_stage, count(*) from customers group by crm_stage',
  ];
}
