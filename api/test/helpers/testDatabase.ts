import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { DatabaseKind } from '../../src/db/client.js';
import { migratedPgliteDump, migratedPostgresTemplate } from './migratedTemplates.js';

/** PGlite always; PostgreSQL as well when TEST_DATABASE_URL points at a server. */
export function databaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** A database of its own for one test file (or one test), removed by drop(). */
export interface TestDatabase {
  kind: DatabaseKind;
  /** Config fields pointing the app at this database. */
  config: { databaseUrl: string | undefined; dataDir: string; pgliteStartFrom?: Blob };
  drop(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** PGlite in a temp directory instead of memory (to test restarts). */
  pgliteOnDisk?: boolean;
}

async function createPgliteDatabase(options: TestDatabaseOptions): Promise<TestDatabase> {
  if (!options.pgliteOnDisk) {
    const pgliteStartFrom = await migratedPgliteDump();
    return { kind: 'pglite', config: { databaseUrl: undefined, dataDir: 'memory://', pgliteStartFrom }, drop: async () => {} };
  }
  const dir = await mkdtemp(join(tmpdir(), 'kredi-api-test-'));
  return {
    kind: 'pglite',
    config: { databaseUrl: undefined, dataDir: dir },
    drop: () => rm(dir, { recursive: true, force: true }),
  };
}

/**
 * Creates a uniquely named database through the admin connection in
 * TEST_DATABASE_URL, so parallel CI jobs and reruns never share tables, and
 * drops it (WITH FORCE, closing stray connections) afterwards.
 */
async function createPostgresDatabase(adminUrl: string): Promise<TestDatabase> {
  const name = `kredi_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  const template = await migratedPostgresTemplate(adminUrl);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    kind: 'postgres',
    config: { databaseUrl: url.toString(), dataDir: 'memory://' },
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

export function createTestDatabase(kind: DatabaseKind, options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  if (kind === 'pglite') return createPgliteDatabase(options);
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  return createPostgresDatabase(adminUrl);
}
