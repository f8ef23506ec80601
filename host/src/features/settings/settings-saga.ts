/** System status at boot (spec §4 "Start"): maintenance/region screens and the module switches. */
import { all, call, put, takeLatest } from 'redux-saga/effects';
import { bus, CACHE_KEYS, type SystemStatus } from '@tessera/shared';
import { appStarted } from '../../app/app-actions';
import { settingsApi } from './settings-api';
import { flattenModules, settingsActions } from './settings-slice';

function* loadStatus() {
  try {
    const status: SystemStatus = yield call(settingsApi.systemStatus);
    yield put(settingsActions.statusLoaded(status));
    const modules = flattenModules(status.info?.whitelabel);
    sessionStorage.setItem(CACHE_KEYS.validate, JSON.stringify(status.info?.register ?? {}));
    sessionStorage.setItem(CACHE_KEYS.settings, JSON.stringify(modules));
    bus.emit('settings:changed', { modules, flags: {} });
  } catch {
    yield put(settingsActions.statusFailed());
  }
}

export function* settingsSaga() {
  yield all([takeLatest([appStarted, settingsActions.statusRequested], loadStatus)]);
}
