/** Types of checkoutIndependentHash.mjs for the infra tests. */
import type { Hash } from 'webpack/lib/util/Hash';

export declare function checkoutIndependentHash(roots?: string[]): new () => Hash;
