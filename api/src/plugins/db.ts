import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.js';
import { connectDatabase, type Database, type DatabaseKind } from '../db/client.js';
import { databaseErrorCode } from '../db/unavailable.js';
import { seedDemoData, seedReferenceData } from '../db/seed/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbKind: DatabaseKind;
    /** PGlite: a consistent snapshot while it serves (the backup control socket's); absent on PostgreSQL. */
    dbSnapshot: (() => Promise<Blob>) | undefined;
  }
}

/** Opens the database, brings its schema up to date, seeds reference and demo data, closes it on shutdown. */
async function dbPlugin(app: FastifyInstance, options: { config: AppConfig }): Promise<void> {
  const { databaseUrl, dataDir, dataDirLockWaitMs, pgliteStartFrom, seedDemoData: shouldSeed } = options.config;
  const onConnectionError = (error: Error) =>
    app.log.warn({ code: databaseErrorCode(error) }, 'database connection lost; the pool reconnects');
  const connection = await connectDatabase({ databaseUrl, dataDir, dataDirLockWaitMs, pgliteStartFrom, onConnectionError });
  app.log.info({ kind: connection.kind, dataDir: connection.kind === 'pglite' ? dataDir : undefined }, 'database connected');
  try {
    await connection.migrate();
    await seedReferenceData(connection.db, app.log);
    if (shouldSeed) await seedDemoData(connection.db, app.log);
  } catch (error) {
    // Startup fails here, before onClose hooks exist: release the database ourselves.
    await connection.close();
    throw error;
  }
  app.addHook('onClose', async () => {
    await connection.close();
  });

  app.decorate('db', connection.db);
  if (connection.poolStats && app.hasDecorator('metrics')) app.metrics.watchPool(connection.poolStats);
  app.decorate('dbKind', connection.kind);
  app.decorate('dbSnapshot', connection.snapshot);
}

export default fp(dbPlugin, { name: 'db' });
