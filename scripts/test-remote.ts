// A squad's own pipeline, `npm test -w <remote>` (each remote's package.json): its unit tests, then its browser tests
// (e2e/tests/<segment>/) against the other parts as deployed. Only this remote is built; the shell, the render service
// and the API are the builds already here, and the other remotes are their live builds in the releases folder
// (RELEASES_DIR, default deploy/releases) or, where nothing was deployed, the build in their own folder.
//   npm test -w mf-crm                 unit tests, this remote's build, its browser tests
//   npm test -w mf-crm -- --unit-only  unit tests only
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DeployRefused, remoteOf } from './lib/deployRemote';
import { distOf, repoRoot } from './lib/layout';
import { releasesDirFromEnv } from './lib/releases';
import { stageSquadReleases } from './lib/squadReleases';

/** The parts a remote's browser tests run against, built before (by npm start, a release, or npm run build). */
const HOST_PARTS = [
  ['shell', 'shell/dist/index.html'],
  ['render-service', 'render-service/dist/render-service.js'],
  ['api', 'api/dist/server.js'],
] as const;

const run = (command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env) =>
  spawnSync(command, args, { cwd, env, stdio: 'inherit' }).status ?? 1;

function main(): number {
  const remote = remoteOf(process.env.npm_package_name ?? '');
  const unitOnly = process.argv.includes('--unit-only');

  const unit = run('npx', ['jest', '--config', 'jest.config.mjs', '--selectProjects', remote.dir, '--maxWorkers=2'], repoRoot);
  if (unit !== 0 || unitOnly) return unit;

  const e2eDir = path.join(repoRoot, 'e2e', 'tests', remote.segment);
  if (!fs.existsSync(e2eDir)) {
    console.log(`[test] ${remote.dir}: e2e/tests/${remote.segment}/ yok, tarayıcı testi çalıştırılmadı.`);
    return 0;
  }
  const missing = HOST_PARTS.filter(([, file]) => !fs.existsSync(path.join(repoRoot, file))).map(([workspace]) => workspace);
  if (missing.length > 0)
    throw new DeployRefused(
      `Tarayıcı testleri için derlenmiş olmalı: ${missing.join(', ')} (npm run build -w <paket>, ya da bir kez npm start).`,
    );

  if (run('npm', ['run', 'build', '-w', remote.dir], repoRoot) !== 0) return 1;

  const portBase = process.env.E2E_PORT_BASE ?? '4610';
  const staging = path.join(repoRoot, 'e2e', '.tmp', `squad-${remote.segment}`, 'releases');
  const { parts, message } = stageSquadReleases({ deployed: releasesDirFromEnv(process.env), staging, remote, build: distOf(remote.dir) });
  for (const part of parts)
    console.log(`[test] ${part.remote.dir}: ${part.served === 'dist' ? 'kendi klasöründeki derleme' : part.served}`);
  console.log(`[test] ${message}`);

  return run('npx', ['playwright', 'test', ...process.argv.slice(2).filter((a) => a !== '--unit-only')], path.join(repoRoot, 'e2e'), {
    ...process.env,
    E2E_PORT_BASE: portBase,
    E2E_SQUAD_SEGMENT: remote.segment,
    E2E_SQUAD_RELEASES: staging,
  });
}

try {
  process.exitCode = main();
} catch (error) {
  if (!(error instanceof DeployRefused)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
