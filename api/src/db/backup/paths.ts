import { join } from 'node:path';
import type { AppConfig } from '../../config.js';

type Paths = Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'backupDir' | 'erasureJournal'>;

/** A PGlite directory on disk (not 'memory://' or another PGlite URL). */
export const onDisk = (dataDir: string) => !dataDir.includes('://');

/** The folder of `npm run backup`'s snapshots: BACKUP_DIR, or beside the data directory. Undefined for no PGlite on disk. */
export function backupDirOf(config: Paths): string | undefined {
  if (config.backupDir) return config.backupDir;
  return !config.databaseUrl && onDisk(config.dataDir) ? `${config.dataDir}-backups` : undefined;
}

/**
 * The erasure journal's file: ERASURE_JOURNAL, or in the backup folder of an on-disk PGlite (copied off the machine
 * with the snapshots, and never inside the directory a restore replaces). None for an in-memory database, and none
 * on PostgreSQL unless set (compose sets it: docker-compose.yml).
 */
export function erasureJournalPathOf(config: Paths): string | undefined {
  if (config.erasureJournal) return config.erasureJournal;
  const backups = !config.databaseUrl && onDisk(config.dataDir) ? backupDirOf(config) : undefined;
  return backups && join(backups, 'erasure-journal.jsonl');
}

/**
 * The running API's control socket: loopback by construction (a Unix socket, no network at all), and only its own
 * user may connect (the folder is 0700). `npm run backup` asks the API for a snapshot there.
 */
export const controlSocketOf = (dataDir: string) => join(`${dataDir}.control`, 'api.sock');
