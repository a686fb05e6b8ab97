/** Types of syncExternalStoreWithoutShims.mjs for the infra tests. */
export declare const SHIMLESS: Record<string, string>;
export declare const syncExternalStoreWithoutShims: Record<string, string>;
