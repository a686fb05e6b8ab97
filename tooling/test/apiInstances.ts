// API processes for the infra tests that run several of them, or an older release, on a PostgreSQL cluster.
import { strict as assert } from 'node:assert';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const API_DIR = path.resolve(import.meta.dirname, '../../api');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Instance {
  child: ChildProcess;
  port: number;
  output: () => string;
}

/** An API process on PostgreSQL: this checkout's source by default, or a built bundle (`bundle`, run from its api folder). */
export function spawnApi(
  databaseUrl: string,
  port: number,
  { bundle, env }: { bundle?: string; env?: Record<string, string> } = {},
): Instance {
  const args = bundle ? [bundle] : ['--import', 'tsx', 'src/server.ts'];
  const child = spawn(process.execPath, args, {
    cwd: bundle ? path.dirname(path.dirname(bundle)) : API_DIR,
    env: {
      ...process.env,
      APP_MODE: 'demo',
      CRM_DEMO_MODE: 'false',
      SEED_DEMO_DATA: 'false',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // Every write comes from the gateway's one address.
      PUBLIC_FORM_MAX_PER_IP_1H: '100000',
      API_DRAIN_MS: '3000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, port, output: () => output };
}

export async function healthy(instance: Instance, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    assert.equal(instance.child.exitCode, null, `the API exited before it was healthy:\n${instance.output()}`);
    const ok = await fetch(`http://127.0.0.1:${instance.port}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await sleep(100);
  }
  assert.fail(`the API on ${instance.port} never became healthy:\n${instance.output()}`);
}

/** SIGTERM, as an orchestrator stops a container; resolves with the exit code. */
export async function stop(instance: Instance): Promise<number | null> {
  if (instance.child.exitCode !== null) return instance.child.exitCode;
  const exited = new Promise<number | null>((resolve) => instance.child.once('exit', (code) => resolve(code)));
  instance.child.kill('SIGTERM');
  return exited;
}
