/** Types of handOver.mjs for the infra tests. */
export declare const HANDED_OVER: Record<string, Record<string, unknown>>;
export default function bundlerRuntimeHandOver(): { name: string; beforeInit<T>(args: T): T };
