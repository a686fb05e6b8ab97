import { compose, type Dispatch, type Middleware, type MiddlewareAPI, type UnknownAction } from 'redux';

// What the kernel used RTK's createDynamicMiddleware for, from Redux alone (actionCreator.ts says why): middleware
// that joins a store after it is made (RTK Query's, when the API entry loads: apiSlot.ts).

export function dynamicMiddleware() {
  const added: Middleware[] = [];
  const middleware: Middleware = (api: MiddlewareAPI) => {
    // Each added middleware is set up once per store, as applyMiddleware would.
    const applied = new Map<Middleware, ReturnType<Middleware>>();
    const setUp = (m: Middleware) => {
      if (!applied.has(m)) applied.set(m, m(api));
      return applied.get(m)!;
    };
    return (next) => (action) =>
      added.length === 0
        ? next(action)
        : (compose<Dispatch<UnknownAction>>(...added.map(setUp))(next as Dispatch) as Dispatch)(action as UnknownAction);
  };
  const addMiddleware = (...middlewares: Middleware[]) => {
    for (const m of middlewares) if (!added.includes(m)) added.push(m);
  };
  return { middleware, addMiddleware };
}
