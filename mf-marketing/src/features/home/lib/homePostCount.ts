/** The home page shows at most four posts. */
export const HOME_POST_COUNT = 4;
