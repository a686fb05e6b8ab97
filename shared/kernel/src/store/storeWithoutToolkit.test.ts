// The store's pieces written from Redux alone (actionCreator.ts says why): they behave as the RTK functions they
// replace did for the kernel (createAction, combineSlices' inject, createDynamicMiddleware).
import { applyMiddleware, legacy_createStore, type Middleware, type Reducer, type UnknownAction } from 'redux';
import { actionCreator } from './actionCreator';
import { dynamicMiddleware } from './dynamicMiddleware';
import { injectableReducer } from './injectableReducer';
import { makeStore } from './makeStore';
import { rootReducer } from './rootReducer';

test('an action creator makes its action, names its type and recognises only its own actions', () => {
  const renamed = actionCreator<string>('test/renamed');
  const cleared = actionCreator('test/cleared');
  expect(renamed('Ayşe')).toEqual({ type: 'test/renamed', payload: 'Ayşe' });
  expect(cleared()).toEqual({ type: 'test/cleared', payload: undefined });
  expect(renamed.type).toBe('test/renamed');
  expect(renamed.match(renamed('x'))).toBe(true);
  expect(renamed.match(cleared())).toBe(false);
});

test('a slice injected later joins the state; the same one again changes nothing; another under its path needs overrideExisting', () => {
  const counter =
    (step: number): Reducer<number> =>
    (state = 0, action: UnknownAction) =>
      action.type === 'add' ? state + step : state;
  const root = injectableReducer<{ a: number; b?: number }>([{ reducerPath: 'a', reducer: counter(1) }]);
  let state = root(undefined, { type: 'add' });
  expect(state).toEqual({ a: 1 });
  const byTwo = counter(2);
  root.inject({ reducerPath: 'b', reducer: byTwo });
  state = root(state, { type: 'add' });
  expect(state).toEqual({ a: 2, b: 2 });
  root.inject({ reducerPath: 'b', reducer: byTwo });
  root.inject({ reducerPath: 'b', reducer: counter(10) });
  expect(root(state, { type: 'add' })).toEqual({ a: 3, b: 4 });
  root.inject({ reducerPath: 'b', reducer: counter(10) }, { overrideExisting: true });
  expect(root(state, { type: 'add' })).toEqual({ a: 3, b: 12 });
});

test('middleware added after the store is made sees every later action, is set up once per store and added once', () => {
  const seen: string[] = [];
  let setUps = 0;
  const logger: Middleware = () => {
    setUps++;
    return (next) => (action) => {
      seen.push((action as UnknownAction).type);
      return next(action);
    };
  };
  const dynamic = dynamicMiddleware();
  const reducer = (state = 0) => state;
  const store = makeStoreWith(reducer, dynamic.middleware);
  store.dispatch({ type: 'before' });
  dynamic.addMiddleware(logger);
  dynamic.addMiddleware(logger);
  store.dispatch({ type: 'after' });
  store.dispatch({ type: 'again' });
  expect(seen).toEqual(['after', 'again']);
  expect(setUps).toBe(1);
});

test("the kernel's store dispatches thunks with the server context and starts from a preloaded state", async () => {
  const server = { origin: 'http://127.0.0.1:8090' } as never;
  const store = makeStore({ session: { crmToken: null, personel: null, adminToken: 'x' } }, { server });
  expect(store.getState().session.adminToken).toBe('x');
  const extra = await store.dispatch((_dispatch, _getState, extraArgument) => Promise.resolve(extraArgument));
  expect(extra).toEqual({ server });
  expect(Object.keys(rootReducer(undefined, { type: 'init' })).sort()).toEqual(['api', 'session', 'siteConfig']);
});

/** A Redux store with one middleware, as the kernel's makeStore applies it. */
function makeStoreWith(reducer: Reducer<number>, middleware: Middleware) {
  return legacy_createStore(reducer, applyMiddleware(middleware));
}

test("the kernel's store runs Redux Toolkit's development checks: a mutated state throws, an unserializable action is reported", () => {
  const store = makeStore({ session: { crmToken: null, personel: null, adminToken: 'x' } });
  (store.getState().session as { adminToken: string | null }).adminToken = 'changed outside a reducer';
  expect(() => store.dispatch({ type: 'test/after-mutation' })).toThrow(/mutation/i);
  const fresh = makeStore();
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    fresh.dispatch({ type: 'test/unserializable', payload: new Map() });
    expect(error.mock.calls.flat().join(' ')).toMatch(/non-serializable/i);
  } finally {
    error.mockRestore();
  }
});
