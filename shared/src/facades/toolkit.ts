/**
 * Redux Toolkit as the apps use it: exactly the parts they import. This module, not @reduxjs/toolkit, is the
 * Module Federation singleton (shared/build/index.mjs), so each build keeps only these exports. A name an app
 * needs is added here first; the facade test (shared/build/shared-facades.test.cjs) fails otherwise.
 */
export {
  combineReducers,
  combineSlices,
  configureStore,
  createAction,
  createSelector,
  createSlice,
} from '@reduxjs/toolkit';
export type { Action, Middleware, PayloadAction, Reducer, UnknownAction, WithSlice } from '@reduxjs/toolkit';
