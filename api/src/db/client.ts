import { mkdir } from 'node:fs/promises';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { migrationsDir } from '../paths.js';
import * as schema from './schema/index.js';

/** The drizzle handle every repository takes; the same on PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseConnection {
  kind: DatabaseKind;
  db: Database;
  /** Applies pending SQL migrations from api/drizzle (no-op when up to date). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory or 'memory://'. */
  dataDir: string;
}

async function connectPostgres(databaseUrl: string): Promise<DatabaseConnection> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzle({ client: pool, schema });
  return {
    kind: 'postgres',
    db: db as unknown as Database,
    migrate: () => migrate(db, { migrationsFolder: migrationsDir }),
    close: () => pool.end(),
  };
}

async function connectPglite(dataDir: string): Promise<DatabaseConnection> {
  const [{ PGlite }, { pg_trgm }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  if (!dataDir.includes('://')) await mkdir(dataDir, { recursive: true });
  // pg_trgm backs the CRM's substring search index (migration 0005 creates the extension).
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const db = drizzle({ client, schema });
  return {
    kind: 'pglite',
    db: db as unknown as Database,
    migrate: () => migrate(db, { migrationsFolder: migrationsDir }),
    close: () => client.close(),
  };
}

export function connectDatabase(options: DatabaseOptions): Promise<DatabaseConnection> {
  return options.databaseUrl ? connectPostgres(options.databaseUrl) : connectPglite(options.dataDir);
}
