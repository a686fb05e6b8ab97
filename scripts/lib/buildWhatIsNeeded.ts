import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { needsBuild } from './freshness';
import { REMOTES, repoRoot } from './layout';

/**
 * Builds at once. One webpack build keeps a core and a half busy at most (its main thread, with terser and swc in
 * short bursts beside it), so two side by side finish sooner on the 2-core CI machine; more would only share the
 * same cores. BUILD_CONCURRENCY overrides it.
 */
const CONCURRENCY = Math.max(1, Number(process.env.BUILD_CONCURRENCY) || Math.min(2, availableParallelism()));

interface Job {
  workspace: string;
  /** The file whose time says when the package was last built. */
  output: string;
}

function build({ workspace, output }: Job): Promise<void> {
  console.log(`[build] ${workspace} ...`);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '-w', workspace], { cwd: repoRoot, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`build of ${workspace} failed`));
      // webpack leaves a file whose bytes did not change untouched (compareBeforeEmit), so after a change that does
      // not alter the output (a comment, a reformat) the output stayed older than its sources and every start rebuilt it.
      const now = new Date();
      fs.utimesSync(path.join(repoRoot, workspace, output), now, now);
      console.log(`[build] ${workspace} done in ${Math.round((Date.now() - started) / 1000)} s`);
      resolve();
    });
  });
}

/** Runs the jobs, CONCURRENCY at a time; the first failure stops new ones from starting. */
async function runAll(jobs: Job[]): Promise<void> {
  const queue = [...jobs];
  let failure: unknown;
  const worker = async () => {
    for (let job = queue.shift(); job && !failure; job = queue.shift()) {
      await build(job).catch((error: unknown) => {
        failure ??= error;
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, jobs.length) }, worker));
  if (failure) throw failure;
}

/** Builds the API, the shell, the render service and each remote when its output is missing or older than its sources. */
export async function buildWhatIsNeeded(): Promise<void> {
  const webInputs = ['shared/kernel/src', 'shared/contracts/src', 'shared/staff-ui/src', 'tooling/webpack', 'remotes.registry.json'];
  const jobs: Job[] = [];
  if (needsBuild('api', 'dist/server.js', ['shared/contracts/src'])) jobs.push({ workspace: 'api', output: 'dist/server.js' });
  // The shell's build writes the shared stylesheet with the render service's code; the render service bundles the
  // shell's application. Each reads its own dist/ and the other's sources only, so the two may build side by side.
  if (needsBuild('shell', 'dist/index.html', [...webInputs, 'render-service/src']))
    jobs.push({ workspace: 'shell', output: 'dist/index.html' });
  if (needsBuild('render-service', 'dist/render-service.js', [...webInputs, 'shell/src']))
    jobs.push({ workspace: 'render-service', output: 'dist/render-service.js' });
  for (const remote of REMOTES) {
    if (needsBuild(remote.dir, 'dist/mf-manifest.json', webInputs)) jobs.push({ workspace: remote.dir, output: 'dist/mf-manifest.json' });
  }
  await runAll(jobs);
}
