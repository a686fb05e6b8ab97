// The federation config every remote uses: the registry names it, it exposes only its route subtree.
import { remoteOfDir } from '../remotesRegistry.mjs';
import { sharedSingletons } from './sharedSingletons.mjs';

/** @param {string} dir the remote's package directory */
export function remoteFederation(dir) {
  const remote = remoteOfDir(dir);
  if (!remote) throw new Error(`${dir} is not in remotes.registry.json`);
  return {
    name: remote.name,
    filename: 'remoteEntry.js',
    manifest: true,
    exposes: { './routes': './src/app/routes.ts' },
    shared: sharedSingletons(dir),
    // The federation runtime is the host's (shell/federation.config.mjs provideExternalRuntime): a remote's container
    // carries only its own part. Its standalone dev harness has no host, so it keeps a runtime of its own there
    // (createWebpackConfig.mjs). target 'web': no Node.js script loading in this browser build.
    experiments: { externalRuntime: true, optimization: { target: 'web' } },
  };
}
