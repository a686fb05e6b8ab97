/** Types of muiLazyNumberFormat.mjs for the infra tests. */
export declare const LAZY_NUMBER_FORMAT_DIR: string;
export declare const MUI_BUILD_FORMAT_NUMBER: string;
export declare const LAZY_BUILD_FORMAT_NUMBER: string;
export declare const muiLazyNumberFormat: Record<string, string>;
