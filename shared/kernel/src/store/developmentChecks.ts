import type { Middleware } from 'redux';

/**
 * Redux Toolkit's development checks, as configureStore adds them: a state mutated outside a reducer throws at the
 * next dispatch, and a value that cannot be serialized (in an action or the state) is reported on the console. They run
 * in development builds and tests only. The production builds replace `process.env.NODE_ENV` with 'production', so
 * the bundler drops the branch and its require: Redux Toolkit stays off the first screen (actionCreator.ts says why).
 */
export function developmentChecks(): { before: Middleware[]; after: Middleware[] } {
  if (process.env.NODE_ENV !== 'production') {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- in development only, see above
    const toolkit = require('@reduxjs/toolkit') as typeof import('@reduxjs/toolkit');
    // configureStore's order: the immutability check before the thunk middleware, the serializability check after it.
    return {
      before: [toolkit.createImmutableStateInvariantMiddleware()],
      after: [toolkit.createSerializableStateInvariantMiddleware()],
    };
  }
  return { before: [], after: [] };
}
