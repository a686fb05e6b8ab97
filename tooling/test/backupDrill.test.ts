// The restore drill of docs/operations.md ("Backups"), on the local PostgreSQL server binaries: a throwaway cluster
// archives its WAL with compose's own archive_command (read from docker-compose.yml, /backups moved to a temp
// folder), a base backup is taken, more rows are written before and after a chosen moment, and the base backup plus
// the archive are restored to that moment: the rows are exactly those committed by then.
import { strict as assert } from 'node:assert';
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { appendFile, chown, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, describe, test } from 'node:test';
import pg from 'pg';
import { parse } from 'yaml';
import { freePort } from '../../api/test/helpers/throwawayPostgres';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function serverBinaries(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const major = readdirSync(base)
    .filter((name) => /^\d+$/.test(name) && existsSync(path.join(base, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a))[0];
  return major && path.join(base, major, 'bin');
}

/** Compose's archive_command, with its /backups folder moved to `backups`. */
function composeArchiveCommand(backups: string): string {
  const compose = parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8')) as {
    services: Record<string, { command?: string[] }>;
  };
  const setting = (compose.services.postgres?.command ?? []).find((entry) => entry.startsWith('archive_command='));
  assert.ok(setting, 'docker-compose.yml has an archive_command');
  return setting.slice('archive_command='.length).replaceAll('/backups', backups);
}

describe('restore drill: a base backup and the WAL archive restore to a point in time', () => {
  let dir = '';
  const clusters: string[] = [];
  let as: (command: string, args: string[]) => Promise<unknown> = async () => {};
  const bin = serverBinaries();

  after(async () => {
    for (const data of clusters) await as('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']).catch(() => {});
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  test('the restored rows are exactly those committed by the target time', { timeout: 120_000 }, async (t) => {
    if (!bin) return t.skip('no PostgreSQL server binaries (/usr/lib/postgresql/<major>/bin)');
    const root = process.getuid?.() === 0;
    const account = root
      ? { uid: Number((await run('id', ['-u', 'postgres'])).stdout), gid: Number((await run('id', ['-g', 'postgres'])).stdout) }
      : undefined;
    as = (command, args) =>
      account ? run('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]) : run(path.join(bin, command), args);
    dir = await mkdtemp(path.join(tmpdir(), 'kredi-drill-'));
    const backups = path.join(dir, 'backups');
    await mkdir(path.join(backups, 'wal'), { recursive: true });
    await mkdir(path.join(backups, 'base'), { recursive: true });
    for (const folder of [dir, backups, path.join(backups, 'wal'), path.join(backups, 'base')])
      if (account) await chown(folder, account.uid, account.gid);

    const start = async (data: string, port: number, extra: string[] = []) => {
      const options = [`-p ${port}`, `-k ${dir}`, '-c listen_addresses=127.0.0.1', ...extra].join(' ');
      await as('pg_ctl', ['-D', data, '-l', `${data}.log`, '-w', '-t', '60', '-o', options, 'start']).catch((error: Error) => {
        throw new Error(`${error.message}\n${existsSync(`${data}.log`) ? readFileSync(`${data}.log`, 'utf8') : ''}`);
      });
      clusters.push(data);
    };
    const connect = async (port: number) => {
      const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
      await client.connect();
      return client;
    };

    // The live cluster, archiving as compose's postgres does.
    const live = path.join(dir, 'live');
    await as('initdb', ['-D', live, '-U', 'postgres', '-A', 'trust', '--no-sync']);
    await appendFile(
      path.join(live, 'postgresql.conf'),
      `wal_level = replica\narchive_mode = on\narchive_command = '${composeArchiveCommand(backups).replaceAll("'", "''")}'\nfsync = off\n`,
    );
    const livePort = await freePort();
    await start(live, livePort);
    const client = await connect(livePort);
    const insert = (from: number, to: number) =>
      client.query('insert into drill (id) select generate_series($1::int, $2::int)', [from, to]);
    await client.query('create table drill (id int primary key, at timestamptz not null default clock_timestamp())');
    await insert(1, 5);

    // The base backup, as deploy/backup/backup.sh takes it (plain format here: nothing to unpack).
    const base = path.join(backups, 'base', 'base-drill');
    await as('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(livePort),
      '-U',
      'postgres',
      '-D',
      base,
      '-Fp',
      '-X',
      'fetch',
      '--checkpoint=fast',
    ]);

    await insert(6, 10);
    const { rows: targetRows } = await client.query<{ now: string }>(
      "select to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') || '+00' as now",
    );
    const target = targetRows[0]!.now;
    await sleep(200);
    await insert(11, 15);
    const { rows: switched } = await client.query<{ wal: string }>('select pg_walfile_name(pg_switch_wal()) as wal');
    // Until the segment with the last rows is archived.
    for (let i = 0; i < 100; i += 1) {
      const { rows } = await client.query<{ last: string | null }>('select last_archived_wal as last from pg_stat_archiver');
      if ((rows[0]!.last ?? '') >= switched[0]!.wal) break;
      await sleep(100);
    }
    await client.end();
    await as('pg_ctl', ['-D', live, '-m', 'fast', 'stop']);

    // The restore: the base backup, the archive as restore_command, the target time, recovery.signal.
    await appendFile(
      path.join(base, 'postgresql.auto.conf'),
      `restore_command = 'cp ${path.join(backups, 'wal')}/%f %p'\nrecovery_target_time = '${target}'\nrecovery_target_action = 'promote'\narchive_mode = off\n`,
    );
    await writeFile(path.join(base, 'recovery.signal'), '');
    if (account) {
      await chown(path.join(base, 'recovery.signal'), account.uid, account.gid);
      await run('chmod', ['-R', 'go-rwx', base]);
    }
    const restoredPort = await freePort();
    await start(base, restoredPort);
    const restored = await connect(restoredPort);
    try {
      for (let i = 0; i < 100; i += 1) {
        const { rows } = await restored.query<{ recovering: boolean }>('select pg_is_in_recovery() as recovering');
        if (!rows[0]!.recovering) break;
        await sleep(100);
      }
      const { rows } = await restored.query<{ id: number }>('select id from drill order by id');
      assert.deepEqual(
        rows.map((row) => row.id),
        [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      );
    } finally {
      await restored.end();
    }
  });
});
