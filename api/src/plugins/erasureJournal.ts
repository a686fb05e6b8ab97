import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.js';
import { erasureJournalPathOf } from '../db/backup/paths.js';
import { attachErasureJournal, openErasureJournal } from '../db/erasureJournal.js';
import { replayErasureJournal } from '../features/retention/journalReplay.js';

/**
 * Opens the erasure journal (db/erasureJournal.ts) and re-applies it before the API serves anyone: the plugin runs
 * while the app gets ready, so `listen` (and every request) waits for it, and a failure stops the start rather than
 * let a restored database serve data that was erased. Only counts reach the log.
 */
async function erasureJournalPlugin(app: FastifyInstance, options: { config: AppConfig }): Promise<void> {
  const path = erasureJournalPathOf(options.config);
  if (!path) return;
  const journal = openErasureJournal(path);
  const entries = await journal.read();
  const { files, records } = await replayErasureJournal(app.db, entries);
  if (files > 0 || records > 0) app.log.warn({ files, records, entries: entries.length }, 'erasures re-applied from the journal');
  attachErasureJournal(app.db, journal);
}

export default fp(erasureJournalPlugin, { name: 'erasure-journal', dependencies: ['db'] });
