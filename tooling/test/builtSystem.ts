// The built system as `npm start` runs it, for the tests that need a real gateway, API and render service
// (*.build.test.ts): each on its own ports, with its own embedded database, runtime manifest and builds folder in a
// temporary directory, so that it shares nothing with another test or with a developer's `npm start`.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../../scripts/lib/layout';

const POLL_MS = 300;

export interface BuiltSystem {
  /** The gateway's address. The API listens on the next port, the render service on the one after. */
  site: string;
  /** The runtime manifest the gateway serves once the test writes it (until then, the checked-in one). */
  remotesFile: string;
  /** Served as /builds/: where a test puts the stand-in server builds the manifest points at. */
  buildsDir: string;
  /** Starts `npm start` without building; its log's errors go to the test's stderr. */
  start(): void;
  /** Polls `ready` until it holds; fails as soon as the system exits, or after `tries` polls 300 ms apart. */
  waitUntil(what: string, ready: () => Promise<boolean>, tries?: number): Promise<void>;
  /** Stops the system and removes its database and files. */
  stop(): void;
}

/**
 * A system on `port` (gateway), `port + 1` (API) and `port + 2` (render service); `env` adds to or overrides the
 * environment of `npm start` (render limits, worker threads, the public address). Nothing runs until `start()`.
 */
export function builtSystem({ name, port, env = {} }: { name: string; port: number; env?: Record<string, string> }): BuiltSystem {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `kredi-${name}-`));
  const remotesFile = path.join(tmp, 'remotes.json');
  const buildsDir = path.join(tmp, 'builds');
  let child: ChildProcess | undefined;

  return {
    site: `http://127.0.0.1:${port}`,
    remotesFile,
    buildsDir,
    start() {
      child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
        cwd: repoRoot,
        stdio: ['ignore', 'ignore', 'pipe'],
        env: {
          ...process.env,
          PORT: String(port),
          API_PORT: String(port + 1),
          RENDER_PORT: String(port + 2),
          HOST: '127.0.0.1',
          SKIP_BUILD: '1',
          LOG_LEVEL: 'warn',
          DATA_DIR: path.join(tmp, 'db'),
          REMOTES_FILE: remotesFile,
          BUILDS_DIR: buildsDir,
          ...env,
        },
      });
      child.stderr?.on('data', (d: Buffer) => process.stderr.write(d));
    },
    async waitUntil(what, ready, tries = 400) {
      for (let i = 0; i < tries; i++) {
        const ended = child?.exitCode ?? child?.signalCode;
        if (ended != null) throw new Error(`npm start exited (${ended}) before ${what}`);
        if (await ready().catch(() => false)) return;
        await new Promise((r) => setTimeout(r, POLL_MS));
      }
      throw new Error(`not within ${(tries * POLL_MS) / 1000} s: ${what}`);
    },
    stop() {
      child?.kill('SIGTERM');
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}
