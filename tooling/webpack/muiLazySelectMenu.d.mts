/** Types of muiLazySelectMenu.mjs for the infra tests. */
export declare const MUI_SELECT_COMPONENT: string;
export declare const MUI_SELECT_INPUT: string;
export declare const LAZY_SELECT_INPUT: string;
export declare const SELECT_INPUT_WITH_MENU: string;
export declare const muiSelectInputWithMenu: Record<string, string>;
export declare const muiLazySelectMenuRule: {
  test: (resource: string) => boolean;
  resolve: { alias: Record<string, string> };
};
