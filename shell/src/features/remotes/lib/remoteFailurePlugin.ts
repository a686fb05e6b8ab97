import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Runtime hook for failures that happen inside the federation runtime (manifest, remoteEntry or chunk
 * requests), before React sees anything. It records the failure and lets the error propagate to the
 * remote's slot, whose error boundary shows the Turkish error panel with 'Yeniden Dene'.
 */
export default function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'kredi-remote-failure',
    errorLoadRemote({ id, lifecycle, error }) {
      console.error(`[remotes] ${id} could not be loaded (${lifecycle})`, error);
      return undefined;
    },
  };
}
