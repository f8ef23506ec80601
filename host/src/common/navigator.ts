import { call, getContext } from 'redux-saga/effects';

/** The router as sagas see it: the host store's saga context `router` (createHostStore). */
export interface Navigator {
  navigate(to: string): unknown;
}

/** Sends the player to the home page, from a saga. */
export function* goHome() {
  const router: Navigator = yield getContext('router');
  yield call([router, router.navigate], '/');
}
