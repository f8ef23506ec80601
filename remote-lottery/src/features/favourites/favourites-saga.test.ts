import { bus } from '@tessera/shared';
import { createAppStore } from '../../app/store';
import { favouritesKey, readFavourites } from './favourites-storage';
import { favouriteToggled, favouritesLoaded, favouritesOpened, favouritesReducer, initialFavouritesState } from './favourites-slice';

function start() {
  const { store, runSaga } = createAppStore();
  return { store, task: runSaga() };
}
const login = (username: string) => {
  sessionStorage.setItem('token', `token-${username}`);
  sessionStorage.setItem('username', username);
};

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('favourites', () => {
  it('the slice holds whose list and its ids', () => {
    const loaded = { username: 'ana', ids: [3] };
    expect(favouritesReducer(initialFavouritesState, favouritesLoaded(loaded))).toEqual(loaded);
  });

  it('toggles locally and keeps one list per username', () => {
    const { store, task } = start();
    login('ana');
    store.dispatch(favouritesOpened());
    store.dispatch(favouriteToggled(7));
    store.dispatch(favouriteToggled(9));
    store.dispatch(favouriteToggled(7));
    expect(store.getState().favourites).toEqual({ username: 'ana', ids: [9] });
    expect(localStorage.getItem(favouritesKey('ana'))).toBe('[9]');

    login('ben');
    store.dispatch(favouritesOpened());
    expect(store.getState().favourites).toEqual({ username: 'ben', ids: [] });
    store.dispatch(favouriteToggled(1));
    expect(readFavourites('ben')).toEqual([1]);
    expect(readFavourites('ana')).toEqual([9]);
    task.cancel();
  });

  it('asks for a login instead of toggling when logged out', () => {
    const { store, task } = start();
    const opened = jest.fn();
    const off = bus.on('ui:open-login', opened);
    store.dispatch(favouritesOpened());
    store.dispatch(favouriteToggled(7));
    expect(opened).toHaveBeenCalledWith({ reason: 'lottery-favourite' });
    expect(store.getState().favourites).toEqual({ username: null, ids: [] });
    expect(localStorage.length).toBe(0);
    off();
    task.cancel();
  });

  it('ignores a corrupt stored value', () => {
    localStorage.setItem(favouritesKey('ana'), '{not json');
    expect(readFavourites('ana')).toEqual([]);
    localStorage.setItem(favouritesKey('ana'), '[1,"x",2]');
    expect(readFavourites('ana')).toEqual([1, 2]);
  });
});
