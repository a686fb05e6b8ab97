/** Types of muiWithoutCssVars.mjs for the infra tests and the lint config. */
export declare const REPLACEMENTS: string;
export declare const REPLACED_MUI_STYLES_MODULES: string[];
export declare const MUI_NOT_IN_BUILD_API: string[];
export declare const muiWithoutCssVars: Record<string, string>;
export declare function muiStylesModule(file: string): string;
export declare function replacementModule(file: string): string;
