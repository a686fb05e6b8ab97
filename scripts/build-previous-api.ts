// Builds the API as it was released at a commit (default: PREVIOUS_API_RELEASE below) into a git worktree in the
// temp folder, for tooling/test/previousRelease.test.ts: during a rolling release that API runs on the database the
// new one migrated, so HEAD's migrations must keep it working (expand-then-contract, api/README.md). The worktree
// reuses this checkout's node_modules through symlinks; the bundle is made with esbuild as api/scripts/build.ts does.
//   npx tsx scripts/build-previous-api.ts [commit]
import { execFileSync } from 'node:child_process';
import { existsSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

export const PREVIOUS_API_RELEASE = '486d5f4';
const root = path.resolve(import.meta.dirname, '..');

/** Where the bundle of a release is (its api/dist/server.js in the worktree), built or not. */
export const previousApiDir = (commit = PREVIOUS_API_RELEASE) => path.join('/tmp', `kredi-api-release-${commit}`);
export const previousApiBundle = (commit = PREVIOUS_API_RELEASE) => path.join(previousApiDir(commit), 'api', 'dist', 'server.js');

export async function buildPreviousApi(commit = PREVIOUS_API_RELEASE): Promise<string> {
  const dir = previousApiDir(commit);
  if (!existsSync(dir)) execFileSync('git', ['worktree', 'add', '--detach', dir, commit], { cwd: root, stdio: 'inherit' });
  for (const modules of ['node_modules', 'api/node_modules']) {
    const own = path.join(dir, modules);
    if (!existsSync(own) && existsSync(path.join(root, modules))) symlinkSync(path.join(root, modules), own, 'dir');
  }
  // Packages stay external (found through the symlinks). The contracts are bundled from the release's own copy (the
  // symlinked node_modules would give this checkout's): '@kredi/contracts/<area>' is its src/<area>/index.ts.
  const contractsDir = path.join(dir, 'shared', 'contracts', 'src');
  const externalizeNodeModules: Plugin = {
    name: 'externalize-node-modules',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
        const contracts = /^@kredi\/contracts\/(.+)$/.exec(args.path);
        if (contracts) return { path: path.join(contractsDir, contracts[1]!, 'index.ts') };
        return { path: args.path, external: true };
      });
    },
  };
  await build({
    entryPoints: [path.join(dir, 'api', 'src', 'server.ts')],
    outfile: previousApiBundle(commit),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [externalizeNodeModules],
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  });
  return previousApiBundle(commit);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  buildPreviousApi(process.argv[2]).then(
    (bundle) => console.log(bundle),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
