import { chmod, mkdir, rm } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import { dirname } from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';

/** The one thing the control socket does: a snapshot of the running PGlite (POST, so no crawler or prefetch asks). */
export const SNAPSHOT_PATH = '/snapshot';

/**
 * The backup control socket of a running API on an on-disk PGlite: `npm run backup` asks it for a snapshot, since a
 * copy of the files of a running PGlite is not consistent. A Unix socket in a folder only the API's user may enter:
 * never on a network, never a route of the public port, and nobody but that user (or root) can connect.
 */
export async function startBackupControl(
  socketPath: string,
  snapshot: () => Promise<Blob>,
  log: FastifyBaseLogger,
): Promise<{ close(): Promise<void> }> {
  const folder = dirname(socketPath);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  await chmod(folder, 0o700);
  // This process holds the data directory's lock: a socket left there is a dead process's.
  await rm(socketPath, { force: true });
  let running: Promise<unknown> = Promise.resolve();
  const server: Server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== SNAPSHOT_PATH) {
      res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' }).end('{"message":"Bulunamadı."}');
      return;
    }
    // One snapshot at a time: two would only wait on each other inside PGlite.
    const started = Date.now();
    const next = running.then(async () => {
      try {
        const archive = await snapshot();
        res.writeHead(200, { 'content-type': 'application/gzip', 'content-length': String(archive.size) });
        Readable.fromWeb(archive.stream() as import('node:stream/web').ReadableStream).pipe(res);
        log.info({ bytes: archive.size, ms: Date.now() - started }, 'database snapshot taken');
      } catch (error) {
        log.error({ err: error }, 'database snapshot failed');
        res.writeHead(503, { 'content-type': 'application/json; charset=utf-8' }).end('{"message":"Yedek alınamadı."}');
      }
    });
    running = next;
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  await chmod(socketPath, 0o600);
  log.info('backup control socket listening');
  return {
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await running.catch(() => undefined);
      await rm(socketPath, { force: true });
    },
  };
}

/** Asks the API behind `socketPath` for a snapshot; the answer's body is the gzipped tar. */
export function requestSnapshot(socketPath: string): Promise<Readable> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath, method: 'POST', path: SNAPSHOT_PATH }, (res) => {
      if (res.statusCode === 200) return resolve(res);
      res.resume();
      reject(new Error(`the API answered ${res.statusCode} to the snapshot request`));
    });
    req.on('error', reject);
    req.end();
  });
}
