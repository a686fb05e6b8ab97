/** Types of sharingRuntimeOnce.mjs for the infra tests. */
import type { Compiler } from 'webpack';

export declare class SharingRuntimeOncePlugin {
  apply(compiler: Compiler): void;
}
