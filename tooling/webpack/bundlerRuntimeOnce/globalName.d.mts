/** Types of globalName.mjs for the infra tests. */
export declare const BUNDLER_RUNTIME_GLOBAL: string;
