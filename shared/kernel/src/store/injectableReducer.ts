import { combineReducers, type Reducer, type UnknownAction } from 'redux';

// What the kernel used RTK's combineSlices for, from Redux alone (actionCreator.ts says why): a root reducer that
// takes more slices after the store is made, without replaceReducer (the store keeps calling the same function).

/** A slice as the root reducer takes it: a reducer under its path. */
export interface SliceLike {
  reducerPath: string;
  /** A reducer of any state (`never`: the root does not look inside; each slice's state is its own). */
  reducer: (state: never, action: UnknownAction) => unknown;
}

export interface InjectableReducer<S> extends Reducer<S, UnknownAction, Partial<S>> {
  /** Adds a slice (RTK's `inject`): the same reducer again is a no-op; another under a taken path needs `overrideExisting`. */
  inject(slice: SliceLike, options?: { overrideExisting?: boolean }): InjectableReducer<S>;
}

export function injectableReducer<S>(slices: SliceLike[]): InjectableReducer<S> {
  const reducers: Record<string, Reducer> = Object.fromEntries(slices.map((s) => [s.reducerPath, s.reducer as Reducer]));
  let combined = combineReducers(reducers);
  const root = ((state: Partial<S> | undefined, action: UnknownAction) => combined(state, action)) as InjectableReducer<S>;
  root.inject = ({ reducerPath, reducer }, { overrideExisting = false } = {}) => {
    const taken = reducerPath in reducers;
    if (reducers[reducerPath] === reducer || (taken && !overrideExisting)) return root;
    reducers[reducerPath] = reducer as Reducer;
    combined = combineReducers(reducers);
    return root;
  };
  return root;
}
