import type { PayloadAction } from '@reduxjs/toolkit';
import type { UnknownAction } from 'redux';

// Redux Toolkit stays off the first screen (fewer bytes to load there): its one module carries everything RTK Query uses from
// it (createSlice, createAsyncThunk, immer, reselect: ~10 KB brotli), so the kernel's entry imports none of it at
// runtime and builds its two slices from Redux alone. RTK Query, in the API entry, still brings the whole of it.

/** An action creator in the shape of RTK's `createAction`: callable, with its `type` and a type-guarding `match`. */
export type ActionCreator<P> = ([P] extends [void] ? () => PayloadAction<undefined> : (payload: P) => PayloadAction<P>) & {
  type: string;
  match: (action: UnknownAction) => action is PayloadAction<P>;
};

export function actionCreator<P = void>(type: string): ActionCreator<P> {
  const create = (payload?: P) => ({ type, payload });
  const match = (action: UnknownAction) => action.type === type;
  return Object.assign(create, { type, match }) as unknown as ActionCreator<P>;
}
