/** Types of sharedSingletons.mjs for the infra tests. */
export interface SharedConfig {
  singleton?: boolean;
  strictVersion?: boolean;
  requiredVersion?: string | false;
  version?: string;
  import?: string | false;
}
export declare const KERNEL: string;
export declare const SINGLETON_PACKAGES: string[];
export declare function kernelRange(dir: string): string;
export declare function sharedSingletons(dir: string, options?: { provideAllMui?: boolean }): Record<string, SharedConfig>;
export declare function providedByTheShell(shared: Record<string, SharedConfig>): Record<string, SharedConfig>;
