/** Vendor lanes at boot and again after login (spec §2: the header re-fetches game vendors after login). */
import { call, put, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { VendorLane } from '@tessera/shared';
import { appStarted } from '../../app/app-actions';
import { authActions } from '../auth/auth-slice';
import { navApi } from './nav-api';
import { navActions } from './nav-slice';

function* loadVendors(action: PayloadAction<unknown>) {
  try {
    const lanes: VendorLane[] = yield call(navApi.vendors, action.type === authActions.loginSucceeded.type);
    yield put(navActions.vendorsLoaded(lanes));
  } catch {
    yield put(navActions.vendorsFailed());
  }
}

export function* navSaga() {
  yield takeLatest([appStarted, authActions.loginSucceeded], loadVendors);
}
