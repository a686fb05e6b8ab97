/** Types of firstScreenChunks.mjs for the infra tests. */
export declare const MUI_FIRST_SCREEN: string[];
export declare const FIRST_SCREEN_CHUNK_NAMES: string[];
export declare const FAMILY_ICONS: Record<string, string[]>;
export declare function internalIcons(names: string[]): RegExp;
