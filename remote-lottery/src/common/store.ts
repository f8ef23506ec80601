import type { Dispatch, UnknownAction } from 'redux';

/**
 * The store's state. app/store.ts, which composes the features' reducers, declares it (declaration merging), so a
 * feature types its selectors and hooks from here without importing the layer above it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface RootState {}

export type AppDispatch = Dispatch<UnknownAction>;
