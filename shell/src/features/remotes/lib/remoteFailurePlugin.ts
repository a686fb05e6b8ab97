import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Runtime hook for failures that happen inside the federation runtime (manifest, remoteEntry or chunk
 * requests), before React sees anything. It lets the error propagate to the remote's load, which names it once with
 * its reason (remoteFailures.ts) and ends in the page's server content or the Turkish panel with 'Yeniden Dene'. A
 * line here as well would log the same failure twice.
 */
export default function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'kredi-remote-failure',
    errorLoadRemote() {
      return undefined;
    },
  };
}
