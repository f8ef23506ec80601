import { all, call } from 'redux-saga/effects';
import { connectionHealSaga } from './connection-heal-saga';
import { drawsSaga } from '../features/draws/draws-saga';
import { favouritesSaga } from '../features/favourites/favourites-saga';
import { launchSaga } from '../features/launch/launch-saga';
import { menuSaga } from '../features/menu/menu-saga';
import { popularSaga } from '../features/popular/popular-saga';
import { recentSaga } from '../features/recent/recent-saga';

export function* rootSaga() {
  yield all([call(menuSaga), call(favouritesSaga), call(drawsSaga), call(popularSaga), call(recentSaga), call(launchSaga), call(connectionHealSaga)]);
}
