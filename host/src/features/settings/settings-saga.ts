/** System status at boot (docs/product.md#session): maintenance/region screens and the module switches. */
import { call, put, select, takeLatest } from 'redux-saga/effects';
import { bus, CACHE_KEYS, type CountryEntry, type RegisterRules, type SystemStatus } from '@tessera/shared';
import { appStarted, connectionRestored, siteStatusKnown } from '../../app/app-actions';
import { settingsApi } from './settings-api';
import { flattenModules, selectSettings, settingsActions, siteStatusOf, type SettingsState } from './settings-slice';

/** The session-storage caches (docs/product.md#session-storage) that status fills: registration rules and module switches. */
function cacheStatus(register: RegisterRules, modules: Record<string, boolean>): void {
  sessionStorage.setItem(CACHE_KEYS.validate, JSON.stringify(register));
  sessionStorage.setItem(CACHE_KEYS.settings, JSON.stringify(modules));
}

function* loadCountries() {
  try {
    const countries: CountryEntry[] = yield call(settingsApi.countries);
    yield put(settingsActions.countriesLoaded(Array.isArray(countries) ? countries : []));
  } catch {
    // The default country stays; a mobile number can still be entered.
  }
}

function* loadStatus() {
  try {
    const status: SystemStatus = yield call(settingsApi.systemStatus);
    yield put(settingsActions.statusLoaded(status));
    const modules = flattenModules(status.info?.whitelabel);
    yield call(cacheStatus, status.info?.register ?? {}, modules);
    yield call([bus, bus.emit], 'settings:changed', { modules, flags: {} });
    const open = siteStatusOf(status) === 0;
    yield put(siteStatusKnown({ open }));
    if (open) yield call(loadCountries);
  } catch {
    yield put(settingsActions.statusFailed());
    yield put(siteStatusKnown({ open: true }));
  }
}

/** Back online after a status check that failed: check again (an open site then loads what waits for it). */
function* afterReconnect() {
  const { load }: SettingsState = yield select(selectSettings);
  if (load === 'failed') yield call(loadStatus);
}

export function* settingsSaga() {
  yield takeLatest(appStarted, loadStatus);
  yield takeLatest(connectionRestored, afterReconnect);
}
