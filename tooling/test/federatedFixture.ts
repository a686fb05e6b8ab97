// A small federated application (fixtures/federated) built with webpack in a directory of the test's choosing: the
// infra tests of the build plugins in tooling/webpack/.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after } from 'node:test';
import webpack from 'webpack';

const fixture = path.join(import.meta.dirname, 'fixtures/federated');

/** A fresh copy of the fixture in a temporary directory (removed after the test file), under `name`. */
export function fixtureCopy(name: string) {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'kredi-federated-'));
  after(() => fs.rmSync(scratch, { recursive: true, force: true }));
  const dir = path.join(scratch, name);
  fs.cpSync(fixture, dir, { recursive: true });
  return dir;
}

/** Runs one build; rejects with webpack's errors. */
export function runBuild(config: webpack.Configuration): Promise<webpack.Stats> {
  const compiler = webpack({ infrastructureLogging: { level: 'error' }, ...config });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => {});
      if (error || !stats || stats.hasErrors()) return reject(error ?? new Error(stats?.toString('errors-only')));
      resolve(stats);
    }),
  );
}
