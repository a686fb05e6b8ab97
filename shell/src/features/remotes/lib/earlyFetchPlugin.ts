import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { takeEarlyFetch } from '../../../lib/earlyFetches';

/**
 * Runtime hook: the page's remote manifest, when the intent loader already asked for it with main.js
 * (lib/earlyFetches.ts), comes from that answer. Otherwise (or if it failed) the runtime fetches as usual.
 */
export default function earlyFetchPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'kredi-early-fetch',
    fetch(url) {
      // A promise of undefined (the early answer failed) makes the runtime fetch itself, as without this plugin.
      return takeEarlyFetch(window, url) as Promise<Response> | undefined;
    },
  };
}
