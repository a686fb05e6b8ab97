import { combineSlices } from '@reduxjs/toolkit';
import { baseApi } from '../api/baseApi';
import { sessionSlice } from '../session/sessionSlice';
import { siteConfigSlice } from '../config/siteConfigSlice';

/**
 * Slices that remotes inject at runtime (`rootReducer.inject(slice)`). A remote declares its own slice here with
 * module augmentation: `declare module '@kredi/kernel/store/rootReducer' { interface LazyLoadedSlices { ... } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(baseApi, sessionSlice, siteConfigSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
