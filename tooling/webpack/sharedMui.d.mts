/** Types of sharedMui.mjs for the infra tests. */
export declare const MUI_SHARED_SUBPATHS: string[];
