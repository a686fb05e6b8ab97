/** Types of federationRuntimeOnce.mjs for the infra tests. */
export declare const federationRuntimeOnce: Record<string, string>;
