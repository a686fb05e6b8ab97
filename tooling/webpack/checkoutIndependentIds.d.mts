/** Types of checkoutIndependentIds.mjs for the infra tests. */
import type { Compiler } from 'webpack';

export declare class CheckoutIndependentIdsPlugin {
  apply(compiler: Compiler): void;
}
