// Child processes of the load bench: each server runs on its own, so autocannon never shares their event loop.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * CPUs for the servers (BENCH_SERVER_CPUS, a taskset list such as `0`), kept apart from the client's
 * (BENCH_CLIENT_CPUS, `1`): on a machine where autocannon shares the servers' cores, what the client costs per answer
 * (more for a 21.5 KB blog list than for bare Fastify's 15 bytes) is taken from the servers, unequally.
 */
const SERVER_CPUS = process.env.BENCH_SERVER_CPUS;
const CLIENT_CPUS = process.env.BENCH_CLIENT_CPUS;

/** `command args` as spawn arguments, run on the servers' CPUs when BENCH_SERVER_CPUS is set. */
export function onServerCpus(command: string, args: string[]): [string, string[]] {
  return SERVER_CPUS ? ['taskset', ['-c', SERVER_CPUS, command, ...args]] : [command, args];
}

/** Moves this process (autocannon, every thread) to the client's CPUs when BENCH_CLIENT_CPUS is set. */
export function pinClient(): string {
  if (!CLIENT_CPUS) return 'client and servers on every CPU';
  const pinned = spawnSync('taskset', ['-a', '-pc', CLIENT_CPUS, String(process.pid)], { stdio: 'ignore' });
  if (pinned.status !== 0) throw new Error(`taskset could not pin the client to CPUs ${CLIENT_CPUS}`);
  return `client on CPUs ${CLIENT_CPUS}, servers on ${SERVER_CPUS ?? 'every CPU'} (PostgreSQL unpinned)`;
}

export interface Server {
  name: string;
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Runs a TypeScript entry with tsx and waits until `readyPath` answers 2xx. */
export async function startServer(name: string, entry: string, env: Record<string, string>, readyPath = '/'): Promise<Server> {
  const port = await freePort();
  const [command, args] = onServerCpus(process.execPath, ['--import', 'tsx', entry]);
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}): ${stderr}`);
    if (
      await fetch(`${url}${readyPath}`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > until) throw new Error(`${name} did not start: ${stderr}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    name,
    url,
    child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(killer);
    },
  };
}

/** The API's environment for the bench: demo mode (the users flow reads its codes in the outbox), limits lifted. */
export function apiEnv(database: { DATABASE_URL?: string; DATA_DIR?: string }): Record<string, string> {
  return {
    APP_MODE: 'demo',
    // Stored rows are compared with the 2xx answers: no CRM demo leads or requests.
    CRM_DEMO_MODE: 'false',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    // The bench plays thousands of visitors, each under the limits; the limits themselves have their own tests.
    PUBLIC_FORM_MAX_PER_IP_1H: '100000',
    OTP_MAX_PER_IP_1H: '100000',
    ...database,
  };
}
