// `npm run build:web`: production builds of the shell and of every remote in the registry, one after the other.
import { spawnSync } from 'node:child_process';
import { REMOTES, repoRoot } from './lib/layout';

for (const workspace of ['shell', ...REMOTES.map((r) => r.dir)]) {
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
