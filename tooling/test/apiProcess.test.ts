// `npm start`'s API child: the environment it gets (demo mode unless asked otherwise).
import { strict as assert } from 'node:assert';
import { spawn } from 'node:child_process';
import { describe, test } from 'node:test';
import { apiEnvironment, gatewayHost, superviseApi } from '../../scripts/lib/apiProcess';

describe('apiEnvironment (npm start)', () => {
  const ports = { port: 8080, apiPort: 8090 };

  test('asks for demo mode explicitly, whatever NODE_ENV says', () => {
    for (const NODE_ENV of [undefined, 'production', 'test']) {
      assert.equal(apiEnvironment({ NODE_ENV }, ports).APP_MODE, 'demo', String(NODE_ENV));
    }
  });

  test('keeps an APP_MODE the operator chose', () => {
    assert.equal(apiEnvironment({ APP_MODE: 'production' }, ports).APP_MODE, 'production');
  });

  test('points the API at loopback, the site origin and the shell origins', () => {
    const env = apiEnvironment({}, ports);
    assert.equal(env.PORT, '8090');
    assert.equal(env.HOST, '127.0.0.1');
    assert.equal(env.PUBLIC_BASE_URL, 'http://localhost:8080');
    assert.equal(env.CORS_ORIGINS, 'http://localhost:8080,http://127.0.0.1:8080');
  });

  test('never makes up a public origin for a production start (the API refuses to start without one)', () => {
    assert.equal(apiEnvironment({ APP_MODE: 'production' }, ports).PUBLIC_BASE_URL, undefined);
    assert.equal(
      apiEnvironment({ APP_MODE: 'production', PUBLIC_BASE_URL: 'https://kredi.example' }, ports).PUBLIC_BASE_URL,
      'https://kredi.example',
    );
  });
});

describe('gatewayHost (npm start)', () => {
  test('the site listens on loopback unless HOST opens it; the API stays on loopback either way', () => {
    assert.equal(gatewayHost({}), '127.0.0.1');
    assert.equal(gatewayHost({ HOST: '' }), '127.0.0.1');
    assert.equal(gatewayHost({ HOST: '0.0.0.0' }), '0.0.0.0');
    assert.equal(apiEnvironment({ HOST: '0.0.0.0' }, { port: 8080, apiPort: 8090 }).HOST, '127.0.0.1');
  });
});

describe('superviseApi (npm start keeps the API running)', () => {
  const node = process.execPath;

  test('restarts an API that dies, with doubling delays up to the cap, and logs each restart', async () => {
    const lines: string[] = [];
    const starts: number[] = [];
    const exits: number[] = [];
    const supervisor = superviseApi({
      command: node,
      args: ['-e', 'setTimeout(() => process.exit(3), 20)'],
      env: process.env,
      cwd: process.cwd(),
      log: (line) => lines.push(line),
      onStart: (child) => {
        starts.push(Date.now());
        child.once('exit', () => exits.push(Date.now()));
      },
      backoff: { initialMs: 40, maxMs: 160, stableMs: 10_000 },
    });
    while (starts.length < 5) await new Promise((r) => setTimeout(r, 20));
    await supervisor.stop();
    const delays = lines.map((line) => /API exited \(3\); restarting in (\d+) ms/.exec(line)?.[1]).map(Number);
    assert.deepEqual(delays.slice(0, 4), [40, 80, 160, 160], lines.join('\n'));
    // Each restart really waited its delay after the exit (timer granularity aside).
    for (let i = 0; i < 4; i += 1) assert.ok(starts[i + 1]! - exits[i]! >= delays[i]! - 5, `restart ${i + 1} came too early`);
  });

  test('stop() ends the API and no restart follows', async () => {
    const starts: number[] = [];
    const supervisor = superviseApi({
      command: node,
      args: ['-e', 'setInterval(() => {}, 1000)'],
      env: process.env,
      cwd: process.cwd(),
      log: () => {},
      onStart: () => starts.push(Date.now()),
      backoff: { initialMs: 10, maxMs: 10, stableMs: 10_000 },
    });
    const child = supervisor.child;
    await new Promise((r) => setTimeout(r, 200));
    await supervisor.stop();
    assert.notEqual(child.exitCode ?? child.signalCode, null, 'the API still runs');
    await new Promise((r) => setTimeout(r, 200));
    assert.equal(starts.length, 1);
  });

  test('a supervisor killed outright takes its children with it (they hold no port against the next start)', async () => {
    const fixture = new URL('./fixtures/superviseForever.ts', import.meta.url).pathname;
    const supervisor = spawn(node, ['--import', 'tsx', fixture], { stdio: ['ignore', 'pipe', 'inherit'] });
    const childPid = await new Promise<number>((resolve) =>
      supervisor.stdout.once('data', (d: Buffer) => resolve(Number(String(d).trim()))),
    );
    const alive = (pid: number) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    assert.ok(alive(childPid));
    supervisor.kill('SIGKILL');
    for (let i = 0; i < 50 && alive(childPid); i++) await new Promise((r) => setTimeout(r, 100));
    assert.equal(alive(childPid), false, 'the child outlived its supervisor');
  });
});
