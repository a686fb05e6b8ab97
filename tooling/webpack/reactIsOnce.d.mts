/** Types of reactIsOnce.mjs for the infra tests. */
export declare const FIRST_SCREEN_REACT_IS: string;
export declare const HOIST_REACT_IS: string;
export declare const reactIsOnceRule: { include: string; resolve: { alias: Record<string, string> } };
