import { mkdir } from 'node:fs/promises';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { migrationsDir } from '../paths.js';
import { DEFAULT_DATA_DIR_LOCK_WAIT_MS, lockDataDir } from './dataDirLock.js';
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
  /** The PostgreSQL pool's connections (for the metrics); absent on PGlite, which has no pool. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** PGlite: a consistent copy of the database while it serves, as a gzipped tar of its directory (db/backup/). */
  snapshot?: () => Promise<Blob>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory or 'memory://'. */
  dataDir: string;
  /** A PGlite dump an in-memory database starts from (AppConfig.pgliteStartFrom). */
  pgliteStartFrom?: Blob | undefined;
  /** How long to wait for a PGlite directory another process holds before giving up. */
  dataDirLockWaitMs?: number;
  /** A PostgreSQL connection broke (server restart, network): told for the log; the pool replaces the connection. */
  onConnectionError?: (error: Error) => void;
}

/** A new PostgreSQL connection that takes longer than this fails (the request gets a 503) instead of waiting on. */
export const CONNECT_TIMEOUT_MS = 5_000;

async function connectPostgres(databaseUrl: string, onConnectionError: (error: Error) => void): Promise<DatabaseConnection> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // A connection the server ends (57P01 on `pg_ctl restart -m fast`, a crash, the network) emits 'error' on its
  // client. The pool listens only while the client is idle; a checked-out one (inside a transaction) would throw an
  // unhandled 'error' and end the process. Every client gets a listener of its own: the query in flight fails (503),
  // the broken client is not queryable any more, and the pool drops it when it is released and opens a new one.
  pool.on('connect', (client) => client.on('error', onConnectionError));
  pool.on('error', onConnectionError);
  const db = drizzle({ client: pool, schema });
  return {
    kind: 'postgres',
    db: db as unknown as Database,
    migrate: () => migrate(db, { migrationsFolder: migrationsDir }),
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/** What the operator reads when PGlite cannot open an existing directory: what is wrong and what to do. */
function unopenableDataDir(dataDir: string, error: unknown): Error {
  const reason = error instanceof Error ? error.message : String(error);
  return new Error(
    `The PGlite database in ${dataDir} could not be opened (${reason}). Its files look damaged: global/pg_control ` +
      `or a table file, after a crash during a disk failure or a copy taken while the API was writing. Restore the ` +
      `folder from a backup; or, to start over with an empty database, stop the API, move the folder aside ` +
      `(mv ${dataDir} ${dataDir}.damaged) and start it again: the migrations and the demo content run again.`,
    { cause: error },
  );
}

async function connectPglite(dataDir: string, lockWaitMs: number, startFrom: Blob | undefined): Promise<DatabaseConnection> {
  const [{ PGlite }, { pg_trgm }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const onDisk = !dataDir.includes('://');
  if (onDisk) await mkdir(dataDir, { recursive: true });
  const lock = onDisk ? await lockDataDir(dataDir, lockWaitMs) : undefined;
  let client: InstanceType<typeof PGlite>;
  try {
    // pg_trgm backs the CRM's substring search index (migration 0005 creates the extension).
    const loadDataDir = onDisk ? undefined : startFrom;
    client = await PGlite.create(dataDir, { extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
  } catch (error) {
    await lock?.release();
    throw onDisk ? unopenableDataDir(dataDir, error) : error;
  }
  const db = drizzle({ client, schema });
  return {
    kind: 'pglite',
    db: db as unknown as Database,
    migrate: () => migrate(db, { migrationsFolder: migrationsDir }),
    snapshot: () => snapshotPglite(client),
    async close() {
      try {
        await client.close();
      } finally {
        await lock?.release();
      }
    },
  };
}

/**
 * A copy of a running PGlite's files that is one moment of the database: a copy taken beside it is not (PGlite writes
 * while the copy runs). A checkpoint first, so the copy needs little WAL replay when it is opened; then the files are
 * read under PGlite's transaction mutex (no transaction is half-way, every write waits) and its query mutex
 * (dumpDataDir's own).
 */
export async function snapshotPglite(client: {
  exec(query: string): Promise<unknown>;
  dumpDataDir(compression?: 'gzip'): Promise<Blob>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
}): Promise<Blob> {
  await client.exec('CHECKPOINT');
  return client._runExclusiveTransaction(() => client.dumpDataDir('gzip'));
}

export function connectDatabase(options: DatabaseOptions): Promise<DatabaseConnection> {
  if (options.databaseUrl) return connectPostgres(options.databaseUrl, options.onConnectionError ?? (() => {}));
  return connectPglite(options.dataDir, options.dataDirLockWaitMs ?? DEFAULT_DATA_DIR_LOCK_WAIT_MS, options.pgliteStartFrom);
}
