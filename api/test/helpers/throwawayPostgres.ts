import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The newest PostgreSQL server binaries of the Debian layout (/usr/lib/postgresql/<major>/bin), or undefined. */
function serverBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const majors = readdirSync(root)
    .filter((name) => /^\d+$/.test(name) && existsSync(join(root, name, 'bin', 'pg_ctl')) && existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return majors[0] === undefined ? undefined : join(root, majors[0], 'bin');
}

/** initdb refuses root: as root the cluster runs as this account. */
async function postgresAccount(): Promise<{ uid: number; gid: number } | undefined> {
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    return undefined;
  }
}

/** Why a throwaway cluster cannot be made here (a test skips with this), or undefined when it can. */
export async function throwawayPostgresUnavailable(): Promise<string | undefined> {
  if (!serverBinaries()) return 'PostgreSQL server binaries (/usr/lib/postgresql/<major>/bin/initdb, pg_ctl) are not installed';
  if (process.getuid?.() === 0 && !(await postgresAccount())) return 'running as root and there is no "postgres" account to run initdb as';
  return undefined;
}

/** A PostgreSQL cluster of its own, in a temp directory on a free port: a test may stop and restart it at will. */
export interface ThrowawayPostgres {
  /** Superuser connection string (trust authentication on 127.0.0.1). */
  url: string;
  /** pg_ctl restart -m fast: every session is terminated (57P01), then the server comes back. */
  restartFast(): Promise<void>;
  stopFast(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = serverBinaries();
  if (!bin) throw new Error('no PostgreSQL binaries');
  const account = process.getuid?.() === 0 ? await postgresAccount() : undefined;
  const dir = await mkdtemp(join(tmpdir(), 'kredi-pg-'));
  if (account) await chown(dir, account.uid, account.gid);
  const dataDir = join(dir, 'data');
  const port = await freePort();
  const as = (command: string, args: string[]) =>
    account ? run('runuser', ['-u', 'postgres', '--', join(bin, command), ...args]) : run(join(bin, command), args);
  // Sockets in the cluster's own folder; fsync off: nothing here has to survive the machine, only a server restart.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const pgCtl = (...args: string[]) => as('pg_ctl', ['-D', dataDir, '-l', join(dir, 'server.log'), '-w', '-t', '60', ...args]);

  await as('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  await pgCtl('-o', options, 'start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restartFast: async () => void (await pgCtl('-m', 'fast', '-o', options, 'restart')),
    stopFast: async () => void (await pgCtl('-m', 'fast', 'stop')),
    start: async () => void (await pgCtl('-o', options, 'start')),
    async destroy() {
      await pgCtl('-m', 'immediate', 'stop').catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}
