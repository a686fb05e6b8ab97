import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToMain } from '../../../lib/yieldToMain';

/**
 * Runtime hook: each shared module is resolved in a task of its own. At the first intent the shell asks for about
 * forty shared modules at once; the runtime resolves each (share scope lookup, version checks, its chunk's request)
 * in one chain of promises, which was one long task of ~70 ms of CPU on the bench's slow phone. Yielding before each
 * lets the browser answer the visitor in between. The order and the result are unchanged.
 */
export default function yieldBetweenSharesPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'kredi-yield-between-shares',
    async beforeLoadShare(args) {
      await yieldToMain();
      return args;
    },
  };
}
