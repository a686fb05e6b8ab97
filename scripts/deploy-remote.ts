// A squad's deploy commands, one per remote (each remote's package.json calls this file):
//   npm run deploy -w mf-crm [-- --from <build folder>]    the remote's dist/ (or that folder) goes live
//   npm run rollback -w mf-crm                              the build live before it is live again
//   npm run canary -w mf-crm -- --share 10 [--from <dir>]   that build for 10 % of visitors, sticky per visitor
//   npm run promote -w mf-crm / npm run abort -w mf-crm     the canary goes live for everyone, or is dropped
//   npm run deploy:status -w mf-crm
// On the releases folder RELEASES_DIR (default deploy/releases), which `npm start` and compose's gateway serve.
import { DeployRefused, parseDeployArgs, remoteOf, runDeployCommand } from './lib/deployRemote';
import { releasesDirFromEnv } from './lib/releases';

const [command, ...args] = process.argv.slice(2);
const started = performance.now();
try {
  // npm run -w <remote> runs this in the remote's folder with its package name.
  const remote = remoteOf(process.env.DEPLOY_REMOTE ?? process.env.npm_package_name ?? '');
  const { message } = runDeployCommand(releasesDirFromEnv(process.env), remote, parseDeployArgs(command, args));
  console.log(`${message} (${((performance.now() - started) / 1000).toFixed(1)} sn)`);
} catch (error) {
  if (!(error instanceof DeployRefused)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
