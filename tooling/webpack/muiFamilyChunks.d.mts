/** Types of muiFamilyChunks.mjs for the infra tests. */
export declare const MUI_FAMILIES: Record<string, string[]>;
export declare function inFamily(name: string, resource: string): boolean;
