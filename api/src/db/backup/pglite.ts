import { createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { snapshotPglite } from '../client.js';
import { lockDataDir } from '../dataDirLock.js';
import { requestSnapshot } from './control.js';
import { controlSocketOf } from './paths.js';

/** Snapshots are named by their UTC time, so the names sort as the times do: pglite-20261202T011500.123Z.tar.gz. */
const SNAPSHOT_NAME = /^pglite-\d{8}T\d{6}\.\d{3}Z\.tar\.gz$/;

export function snapshotName(now: Date): string {
  const iso = now.toISOString(); // 2026-12-02T01:15:00.123Z
  return `pglite-${iso.slice(0, 10).replaceAll('-', '')}T${iso.slice(11, 19).replaceAll(':', '')}${iso.slice(19)}.tar.gz`;
}

/** The kept snapshots, oldest first. */
export async function listSnapshots(backupDir: string): Promise<string[]> {
  const names = await readdir(backupDir).catch((error: { code?: string }) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  return names.filter((name) => SNAPSHOT_NAME.test(name)).sort();
}

async function openPglite(dataDir: string, loadDataDir?: Blob) {
  const [{ PGlite }, { pg_trgm }] = await Promise.all([import('@electric-sql/pglite'), import('@electric-sql/pglite/contrib/pg_trgm')]);
  return PGlite.create(dataDir, { extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
}

const errorCode = (error: unknown) => (error as { code?: string }).code;

/** No API has the directory: take its lock (so none starts meanwhile), open it, snapshot it, close it. */
async function snapshotStopped(dataDir: string): Promise<Readable> {
  const lock = await lockDataDir(dataDir, 0);
  try {
    const client = await openPglite(dataDir);
    try {
      const archive = await snapshotPglite(client);
      return Readable.from(Buffer.from(await archive.arrayBuffer()));
    } finally {
      await client.close();
    }
  } finally {
    await lock.release();
  }
}

export interface BackupResult {
  file: string;
  bytes: number;
  /** Whether the running API took it (through its control socket), or this process on a stopped directory. */
  from: 'running-api' | 'stopped-directory';
  removed: string[];
}

/**
 * `npm run backup`: a snapshot of the PGlite directory into `backupDir`, then only the newest `keep` are kept. The
 * running API takes it when there is one; a stopped directory is opened here. Written beside under a temporary name,
 * then renamed: a listed snapshot is a whole one.
 */
export async function backupPglite(options: { dataDir: string; backupDir: string; keep: number; now?: Date }): Promise<BackupResult> {
  const { dataDir, backupDir, keep } = options;
  let from: BackupResult['from'] = 'running-api';
  let archive: Readable;
  try {
    archive = await requestSnapshot(controlSocketOf(dataDir));
  } catch (error) {
    // No socket, or nobody behind it: no API is running on the directory.
    if (!['ENOENT', 'ECONNREFUSED'].includes(errorCode(error) ?? '')) throw error;
    from = 'stopped-directory';
    archive = await snapshotStopped(dataDir);
  }
  await mkdir(backupDir, { recursive: true, mode: 0o700 });
  const name = snapshotName(options.now ?? new Date());
  const file = join(backupDir, name);
  const part = join(backupDir, `.${name}.part`);
  try {
    await pipeline(archive, createWriteStream(part, { mode: 0o600 }));
    await rename(part, file);
  } catch (error) {
    await rm(part, { force: true });
    throw error;
  }
  const kept = await listSnapshots(backupDir);
  const removed = kept.slice(0, Math.max(0, kept.length - keep));
  for (const old of removed) await rm(join(backupDir, old), { force: true });
  return { file, bytes: (await stat(file)).size, from, removed };
}

export interface RestoreResult {
  /** The directory as it was before the restore, kept aside until the operator removes it. */
  keptAside: string | undefined;
}

/**
 * `npm run restore`: replaces the PGlite directory with a snapshot, only while no API runs on it (the directory's
 * lock is taken without waiting: a running API refuses the restore). The snapshot is unpacked and opened beside
 * first, so a damaged file leaves the directory as it was; the old directory is kept aside, never deleted. The API's
 * next start re-applies the erasure journal before it listens (plugins/erasureJournal.ts).
 */
export async function restorePglite(options: { dataDir: string; archive: string; now?: Date }): Promise<RestoreResult> {
  const { dataDir } = options;
  // The lock is taken on the directory's path, which must exist (a restore onto a new machine has none yet).
  await mkdir(dataDir, { recursive: true });
  let lock;
  try {
    lock = await lockDataDir(dataDir, 0);
  } catch (error) {
    throw new Error(
      `The API is running on ${dataDir}: stop it first (npm start: Ctrl+C), then run the restore again. ` +
        `A database that serves cannot be replaced under it.`,
      { cause: error },
    );
  }
  try {
    const staging = `${dataDir}.restoring`;
    await rm(staging, { recursive: true, force: true });
    const snapshot = new Blob([await readFile(options.archive)]);
    const client = await openPglite(staging, snapshot);
    try {
      await client.query('select 1');
    } finally {
      await client.close();
    }
    const empty = (await readdir(dataDir)).length === 0;
    const keptAside = empty ? undefined : `${dataDir}.before-restore-${snapshotName(options.now ?? new Date()).slice(7, -7)}`;
    if (keptAside) await rename(dataDir, keptAside);
    else await rm(dataDir, { recursive: true, force: true });
    await rename(staging, dataDir);
    return { keptAside };
  } finally {
    await lock.release();
  }
}
