import { spawnSync } from 'node:child_process';
import { needsBuild } from './freshness';
import { REMOTES, repoRoot } from './layout';

function build(workspace: string) {
  console.log(`[build] ${workspace} ...`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`build of ${workspace} failed`);
}

/** Builds the API, the shell and each remote when its output is missing or older than its sources. */
export function buildWhatIsNeeded(): void {
  const webInputs = ['shared/kernel/src', 'shared/contracts/src', 'tooling/webpack', 'remotes.registry.json'];
  if (needsBuild('api', 'dist/server.js', ['shared/contracts/src'])) build('api');
  if (needsBuild('shell', 'dist/index.html', webInputs)) build('shell');
  for (const remote of REMOTES) if (needsBuild(remote.dir, 'dist/mf-manifest.json', webInputs)) build(remote.dir);
}
