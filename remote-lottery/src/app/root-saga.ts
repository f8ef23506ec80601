import { all, call } from 'redux-saga/effects';
import { favouritesSaga } from '../features/favourites/favourites-saga';
import { menuSaga } from '../features/menu/menu-saga';

export function* rootSaga() {
  yield all([call(menuSaga), call(favouritesSaga)]);
}
