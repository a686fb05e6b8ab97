import { combineReducers, type Reducer, type UnknownAction } from 'redux';

// What the kernel used RTK's combineSlices for, from Redux alone (actionCreator.ts says why): a root reducer that
// takes more slices after the store is made, without replaceReducer (the store keeps calling the same function).

export interface SliceLike<Path extends string = string, S = unknown> {
  reducerPath: Path;
  reducer: Reducer<S>;
}

export interface InjectableReducer<S> extends Reducer<S, UnknownAction, Partial<S>> {
  /** Adds a slice (RTK's `inject`): the same reducer again is a no-op; another under a taken path needs `overrideExisting`. */
  inject(slice: SliceLike, options?: { overrideExisting?: boolean }): InjectableReducer<S>;
}

export function injectableReducer<S>(slices: SliceLike[]): InjectableReducer<S> {
  const reducers: Record<string, Reducer> = Object.fromEntries(slices.map((s) => [s.reducerPath, s.reducer]));
  let combined = combineReducers(reducers);
  const root = ((state: Partial<S> | undefined, action: UnknownAction) => combined(state, action)) as InjectableReducer<S>;
  root.inject = ({ reducerPath, reducer }, { overrideExisting = false } = {}) => {
    const current = reducers[reducerPath];
    if (current === reducer || (current && !overrideExisting)) return root;
    reducers[reducerPath] = reducer;
    combined = combineReducers(reducers);
    return root;
  };
  return root;
}
