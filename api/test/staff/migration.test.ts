import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { it } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { migrationsDir } from '../../src/paths.js';

interface Journal {
  entries: Array<{ idx: number; tag: string }>;
}

async function statementsOf(tag: string): Promise<string[]> {
  const sql = await readFile(join(migrationsDir, `${tag}.sql`), 'utf8');
  return sql.split('--> statement-breakpoint').filter((statement) => statement.trim() !== '');
}

/** Migration 0010 on a database that has admin accounts, sessions and audit events of the old tables. */
it('moves admin accounts into staff with role admin, keeps their sessions and points the audit trail at them', async () => {
  const journal = JSON.parse(await readFile(join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as Journal;
  const db = await PGlite.create({ extensions: { pg_trgm } });
  try {
    const before = journal.entries.filter((entry) => entry.idx < 10).sort((a, b) => a.idx - b.idx);
    for (const entry of before) for (const statement of await statementsOf(entry.tag)) await db.exec(statement);

    // A phone staff member first, so the staff ids and the old admin ids differ.
    await db.exec(`insert into staff (phone, full_name) values ('05321112299', 'Ayşe Personel')`);
    await db.exec(
      `insert into admin_users (username, password_hash, is_active) values ('yonetim', '$argon2id$x', true), ('eski', '$argon2id$y', false)`,
    );
    await db.exec(
      `insert into admin_sessions (admin_id, token_hash, expires_at) values (1, '${'a'.repeat(64)}', now() + interval '1 hour')`,
    );
    await db.exec(
      `insert into admin_audit_events (admin_id, admin_username, action, entity, label) values (2, 'eski', 'create', 'formula', 'F1')`,
    );

    for (const statement of await statementsOf('0010_staff_identity')) await db.exec(statement);

    const staff = await db.query<{
      id: number;
      username: string | null;
      phone: string | null;
      role: string;
      is_active: boolean;
      password_hash: string | null;
    }>('select id, username, phone, role, is_active, password_hash from staff order by id');
    assert.deepEqual(
      staff.rows.map((row) => [row.username, row.phone, row.role, row.is_active, row.password_hash]),
      [
        [null, '05321112299', 'personel', true, null],
        ['yonetim', null, 'admin', true, '$argon2id$x'],
        ['eski', null, 'admin', false, '$argon2id$y'],
      ],
    );
    const idOf = (username: string) => staff.rows.find((row) => row.username === username)!.id;
    const sessions = await db.query<{ staff_id: number; token_hash: string }>('select staff_id, token_hash from staff_sessions');
    assert.deepEqual(sessions.rows, [{ staff_id: idOf('yonetim'), token_hash: 'a'.repeat(64) }]);
    const audit = await db.query<{ admin_id: number }>('select admin_id from admin_audit_events');
    assert.deepEqual(audit.rows, [{ admin_id: idOf('eski') }]);
    const tables = await db.query<{ n: number }>(
      `select count(*)::int as n from pg_tables where tablename in ('admin_users', 'admin_sessions')`,
    );
    assert.equal(tables.rows[0]!.n, 0);
    // A role outside the three, and an account with no way to sign in, are refused by the database itself.
    await assert.rejects(db.exec(`insert into staff (phone, full_name, role) values ('05321112200', 'X', 'patron')`));
    await assert.rejects(db.exec(`insert into staff (full_name) values ('Girişsiz')`));
  } finally {
    await db.close();
  }
});
