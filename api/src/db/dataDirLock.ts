import { hostname } from 'node:os';
import { readFile, rm, writeFile } from 'node:fs/promises';
import lockfile from 'proper-lockfile';

/**
 * A lock older than this (its owner stopped refreshing it: killed, crashed, power cut) is taken over. Long enough
 * that a live owner whose event loop is held up by PGlite (it runs on the main thread) keeps its lock.
 */
const STALE_MS = 15_000;
/** How often the owner refreshes the lock's mtime. */
const UPDATE_MS = 3_000;
/** Default wait for a directory another process holds (DATA_DIR_LOCK_WAIT_MS): longer than a stale lock lives. */
export const DEFAULT_DATA_DIR_LOCK_WAIT_MS = 20_000;
/** How often a waiting start tries again. */
const RETRY_MS = 500;

export interface DataDirLock {
  release(): Promise<void>;
}

interface Owner {
  pid: number;
  host: string;
  since: string;
}

async function readOwner(ownerFile: string): Promise<Owner | undefined> {
  try {
    return JSON.parse(await readFile(ownerFile, 'utf8')) as Owner;
  } catch {
    return undefined;
  }
}

/**
 * Holds the PGlite data directory for this process alone (proper-lockfile: an atomic `mkdir` of `<dir>.lock`
 * whose mtime the owner refreshes). PGlite is one embedded PostgreSQL: two processes on one directory both
 * accept writes and one of them loses its own. A second process waits up to `waitMs` (a restart overlapping
 * the old process's shutdown gets the directory when it is released) and then refuses to start, naming the
 * owner. A lock left by a crash is stale after 15 s and taken over. Losing the lock while running (it was
 * taken over after a long stall) stops the process rather than risk two writers.
 */
export async function lockDataDir(dataDir: string, waitMs: number): Promise<DataDirLock> {
  const lockPath = `${dataDir}.lock`;
  // Beside the lock folder, not in it: proper-lockfile removes a stale lock with rmdir, which needs it empty.
  const ownerFile = `${dataDir}.lock.owner`;
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dataDir, {
      lockfilePath: lockPath,
      stale: STALE_MS,
      update: UPDATE_MS,
      retries: { retries: Math.ceil(waitMs / RETRY_MS), factor: 1, minTimeout: RETRY_MS, maxTimeout: RETRY_MS },
      onCompromised: (error) => {
        throw new Error(
          `Lost the lock on the data directory ${dataDir} (${error.message}): stopping so that only one process writes to it`,
        );
      },
    });
  } catch (error) {
    if ((error as { code?: string }).code !== 'ELOCKED') throw error;
    const owner = await readOwner(ownerFile);
    const who = owner ? ` (pid ${owner.pid} on ${owner.host}, since ${owner.since})` : '';
    throw new Error(
      `The data directory ${dataDir} is in use by another API process${who}. Only one process may use a PGlite ` +
        `directory: stop the other one (or wait for it to finish stopping), or give this one another DATA_DIR.`,
      { cause: error },
    );
  }
  const owner: Owner = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  await writeFile(ownerFile, `${JSON.stringify(owner)}\n`).catch(() => {});
  return {
    async release() {
      await rm(ownerFile, { force: true });
      await release();
    },
  };
}
