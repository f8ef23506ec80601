import { combineReducers } from '@tessera/shared/toolkit';
import { createRemoteStore } from '@tessera/shared';
import { drawsReducer } from '../features/draws/draws-slice';
import { favouritesReducer } from '../features/favourites/favourites-slice';
import { launchReducer } from '../features/launch/launch-slice';
import { menuReducer } from '../features/menu/menu-slice';
import { popularReducer } from '../features/popular/popular-slice';
import { recentReducer } from '../features/recent/recent-slice';
import { rootSaga } from './root-saga';

const rootReducer = combineReducers({
  menu: menuReducer,
  favourites: favouritesReducer,
  draws: drawsReducer,
  popular: popularReducer,
  recent: recentReducer,
  launch: launchReducer,
});

/** One store per mounted exposed component: the remote never shares state with the host's store. */
export const createAppStore = () => createRemoteStore(rootReducer, rootSaga);

export type AppStore = ReturnType<typeof createAppStore>['store'];
type AppState = ReturnType<typeof rootReducer>;

declare module '../common/store' {
  export interface RootState extends AppState {}
}
