// `npm run build:web`: production builds of the shell, the render service and every remote in the registry, one after
// the other.
import { spawnSync } from 'node:child_process';
import { REMOTES, repoRoot } from './lib/layout';

for (const workspace of ['shell', 'render-service', ...REMOTES.map((r) => r.dir)]) {
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
