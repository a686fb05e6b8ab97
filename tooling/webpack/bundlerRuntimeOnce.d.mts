/** Types of bundlerRuntimeOnce.mjs for the infra tests. */
export declare const HANDED_OVER_MODULES: Record<string, string>;
export declare function bundlerRuntimeFromTheShell(
  data: { context?: string; request?: string },
  callback: (error?: unknown, result?: string, type?: string) => void,
): void;
