/** Loads the routes, then times each one after the other (in parallel they would slow each other down). */
import type { PayloadAction } from '@tessera/shared/toolkit';
import { call, put, race, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import { toErrorInfo } from '@tessera/shared';
import { domainRoutesApi, type DomainRoute } from './domain-routes-api';
import { domainRoutesActions, selectDomainRoutes, type DomainRoutesState } from './domain-routes-slice';

function* loadAndMeasure() {
  let routes: DomainRoute[];
  try {
    routes = yield call(domainRoutesApi.list);
  } catch (e) {
    yield put(domainRoutesActions.routesFailed(toErrorInfo(e)));
    return;
  }
  const current: string | null = yield call(domainRoutesApi.chosen);
  yield put(domainRoutesActions.routesLoaded({ routes, current }));
  for (const route of routes) {
    const latency: number | null = yield call(domainRoutesApi.measure, route);
    yield put(domainRoutesActions.routeMeasured({ domain: route.domain, latency }));
  }
}

function* whileOpen() {
  yield race({ measure: call(loadAndMeasure), closed: take(domainRoutesActions.domainRoutesClosed) });
}

function* choose({ payload: domain }: PayloadAction<string>) {
  const { routes }: DomainRoutesState = yield select(selectDomainRoutes);
  const route = routes.find((r) => r.domain === domain);
  if (route) yield call(domainRoutesApi.choose, route);
}

export function* domainRoutesSaga() {
  // "Test again" restarts the measure; the one under way is cancelled.
  yield takeLatest(domainRoutesActions.domainRoutesOpened, whileOpen);
  yield takeEvery(domainRoutesActions.routeChosen, choose);
}
