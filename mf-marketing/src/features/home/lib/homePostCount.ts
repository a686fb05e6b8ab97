/** The home page shows at most four posts (spec 9.1). */
export const HOME_POST_COUNT = 4;
