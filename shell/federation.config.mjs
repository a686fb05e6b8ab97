// Federation config of the host. No remotes are declared at build time: the shell reads /remotes.json at
// runtime and registers them, so pointing at a new remote build never needs a shell rebuild.
import { createRequire } from 'node:module';
import { sharedSingletons } from '../tooling/webpack/sharedSingletons.mjs';

const require = createRequire(import.meta.url);

export const federation = {
  name: 'shell',
  remotes: {},
  // The host provides every MUI component any remote uses (tooling/webpack/sharedMui.mjs).
  shared: sharedSingletons(import.meta.dirname, { provideAllMui: true }),
  // Only the remotes of visited routes are fetched; an offline remote cannot hang start-up.
  shareStrategy: 'loaded-first',
  // target 'web': the runtime's Node.js script loading is left out of this browser build (main.js 30.3 -> 28.8 KB brotli).
  experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
  runtimePlugins: [
    require.resolve('./src/features/remotes/lib/remoteFailurePlugin.ts'),
    require.resolve('./src/features/remotes/lib/yieldBetweenSharesPlugin.ts'),
    require.resolve('./src/features/remotes/lib/earlyFetchPlugin.ts'),
    // Fixes the runtime's share resolution for the host and for every remote on its runtime (see the file).
    require.resolve('./src/features/remotes/lib/shareResolutionOncePlugin.ts'),
    // Hands the shell's bundler runtime to the remotes' containers (tooling/webpack/bundlerRuntimeOnce.mjs).
    require.resolve('../tooling/webpack/bundlerRuntimeOnce/handOver.mjs'),
  ],
};
