import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { migrationsDir } from '../../src/paths.js';

/*
 * Every API test file starts its apps on fresh databases, and the app migrates each one. From scratch that is PGlite's
 * initdb (about 5 s) and the migrations (about 2 s) per in-memory database, and about 1 s per PostgreSQL database: over
 * a hundred databases a run. The migrated schema is built once per migration set and copied instead: a PGlite dump
 * file in the temp directory, and a PostgreSQL template database. The app still runs its migrations on the copy, which
 * finds them applied; `migrations.test.ts` and the on-disk databases still migrate from nothing.
 */

/** Names the migration set: any change to a migration or the journal makes a new template. */
const MIGRATIONS_KEY = (() => {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsDir, { recursive: true, encoding: 'utf8' }).sort()) {
    if (!/\.(sql|json)$/.test(file)) continue;
    hash.update(file).update(readFileSync(join(migrationsDir, file)));
  }
  return hash.digest('hex').slice(0, 16);
})();

let pgliteDump: Promise<Blob> | undefined;

/**
 * The dump as a Blob whose arrayBuffer() copies from the bytes already in memory. PGlite reads the dump with
 * arrayBuffer(), and Node 20 builds that answer from a Blob's own storage in small reads: 0.8-1.1 s for the 42 MB dump
 * here (reading the file takes 0.2-0.3 s), once per PGlite database, sixty times a run.
 */
class InMemoryDump extends Blob {
  readonly #contents: Uint8Array<ArrayBuffer>;

  constructor(contents: Buffer) {
    const bytes = new Uint8Array(contents.buffer as ArrayBuffer, contents.byteOffset, contents.byteLength);
    super([bytes]);
    this.#contents = bytes;
  }

  override async arrayBuffer(): Promise<ArrayBuffer> {
    // A copy each time, as a Blob gives: PGlite may keep or change what it gets.
    return this.#contents.slice().buffer;
  }
}

async function buildPgliteDump(): Promise<Blob> {
  const file = join(tmpdir(), `kredi-pglite-migrated-${MIGRATIONS_KEY}.tar`);
  const cached = await readFile(file).catch(() => undefined);
  if (cached) return new InMemoryDump(cached);
  const [{ PGlite }, { pg_trgm }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = await PGlite.create('memory://', { extensions: { pg_trgm } });
  try {
    await migrate(drizzle({ client }), { migrationsFolder: migrationsDir });
    const dump = await client.dumpDataDir('none');
    // Two test processes may build it at once: each writes its own file and renames it, so none reads a half file.
    const partial = `${file}.${process.pid}`;
    const bytes = Buffer.from(await dump.arrayBuffer());
    await writeFile(partial, bytes);
    await rename(partial, file);
    return new InMemoryDump(bytes);
  } finally {
    await client.close();
  }
}

/** The migrated schema as a PGlite dump, built once per migration set and machine. */
export function migratedPgliteDump(): Promise<Blob> {
  pgliteDump ??= buildPgliteDump();
  return pgliteDump;
}

/** The name of a PostgreSQL database holding the migrated schema, created once per migration set (under a lock). */
export async function migratedPostgresTemplate(adminUrl: string): Promise<string> {
  const name = `kredi_template_${MIGRATIONS_KEY}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query("SELECT pg_advisory_lock(hashtext('kredi_test_template'))");
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) {
      // Templates of older migration sets are of no use any more.
      const old = await admin.query("SELECT datname FROM pg_database WHERE datname LIKE 'kredi\\_template\\_%'");
      for (const { datname } of old.rows as Array<{ datname: string }>) {
        await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      }
      await admin.query(`CREATE DATABASE "${name}"`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
      try {
        const [{ drizzle }, { migrate }] = await Promise.all([
          import('drizzle-orm/node-postgres'),
          import('drizzle-orm/node-postgres/migrator'),
        ]);
        await migrate(drizzle({ client: pool }), { migrationsFolder: migrationsDir });
      } finally {
        await pool.end();
      }
    }
    return name;
  } finally {
    await admin.query("SELECT pg_advisory_unlock(hashtext('kredi_test_template'))").catch(() => {});
    await admin.end();
  }
}
