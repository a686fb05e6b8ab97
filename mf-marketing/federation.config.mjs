// Federation config of this remote: its name from the registry, one exposed module (its route subtree), the
// system's shared singletons with the kernel range this package declares.
import { remoteFederation } from '../tooling/webpack/remoteFederation.mjs';

export const federation = remoteFederation(import.meta.dirname);
