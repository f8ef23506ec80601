/** Vendor lanes at boot and again after a login (docs/product.md#header-and-nav). */
import { call, put, takeLatest } from 'redux-saga/effects';
import type { Action } from '@tessera/shared/toolkit';
import type { VendorLane } from '@tessera/shared';
import { sessionStarted, siteStatusKnown } from '../../app/app-actions';
import { navApi } from './nav-api';
import { navActions } from './nav-slice';

/**
 * Once the site is known to be open (never under maintenance or region block, where the gateway refuses
 * the call), and again after a login in this page; a session restored at boot is served by the boot fetch.
 */
const vendorTrigger = (action: Action) => (siteStatusKnown.match(action) && action.payload.open) || (sessionStarted.match(action) && action.payload.fresh);

function* loadVendors(action: Action) {
  try {
    const lanes: VendorLane[] = yield call(navApi.vendors, sessionStarted.match(action));
    yield put(navActions.vendorsLoaded(lanes));
  } catch {
    yield put(navActions.vendorsFailed());
  }
}

export function* navSaga() {
  yield takeLatest(vendorTrigger, loadVendors);
}
