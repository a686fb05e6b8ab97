import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { needsBuild } from './freshness';
import { REMOTES, repoRoot } from './layout';

function build(workspace: string, output: string) {
  console.log(`[build] ${workspace} ...`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`build of ${workspace} failed`);
  // webpack leaves a file whose bytes did not change untouched (compareBeforeEmit), so after a change that does not
  // alter the output (a comment, a reformat) the output stayed older than its sources and every start rebuilt it.
  const now = new Date();
  fs.utimesSync(path.join(repoRoot, workspace, output), now, now);
}

/** Builds the API, the shell and each remote when its output is missing or older than its sources. */
export function buildWhatIsNeeded(): void {
  const webInputs = ['shared/kernel/src', 'shared/contracts/src', 'tooling/webpack', 'remotes.registry.json'];
  if (needsBuild('api', 'dist/server.js', ['shared/contracts/src'])) build('api', 'dist/server.js');
  if (needsBuild('shell', 'dist/index.html', webInputs)) build('shell', 'dist/index.html');
  for (const remote of REMOTES) if (needsBuild(remote.dir, 'dist/mf-manifest.json', webInputs)) build(remote.dir, 'dist/mf-manifest.json');
}
