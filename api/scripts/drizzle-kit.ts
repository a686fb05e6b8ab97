// Runs drizzle-kit so that it sees this package's drizzle-orm.
//
// npm hoisted drizzle-kit to the root node_modules but keeps drizzle-orm under
// api/node_modules, so a plain `drizzle-kit generate` fails with "Please install
// latest version of drizzle-orm". We link drizzle-kit into a folder below
// api/node_modules and start it with --preserve-symlinks: its lookups of
// drizzle-orm then walk up through api/node_modules first.
import { spawnSync } from 'node:child_process';
import { mkdirSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { packageDir } from '../src/paths.js';

const require = createRequire(import.meta.url);
const realKitDir = realpathSync(dirname(require.resolve('drizzle-kit')));
const shimDir = join(packageDir, 'node_modules', '.drizzle-kit-shim', 'node_modules');
const linkedKitDir = join(shimDir, 'drizzle-kit');

mkdirSync(shimDir, { recursive: true });
rmSync(linkedKitDir, { force: true, recursive: false });
symlinkSync(realKitDir, linkedKitDir, 'dir');

const result = spawnSync(
  process.execPath,
  ['--preserve-symlinks', '--preserve-symlinks-main', join(linkedKitDir, 'bin.cjs'), ...process.argv.slice(2)],
  { cwd: packageDir, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
