/** Types of reactRouterProductionBuild.mjs for the infra tests. */
export declare const reactRouterProductionBuild: Record<string, string>;
