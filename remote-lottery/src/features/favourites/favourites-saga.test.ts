import { bus } from '@tessera/shared';
import { resetBus } from '@tessera/shared/testing';
import { createAppStore } from '../../app/store';
import { favouritesKey, readFavourites, writeFavourites } from './favourites-storage';
import { favouriteToggled, favouritesLoaded, favouritesReducer, initialFavouritesState } from './favourites-slice';

function start() {
  const { store, runSaga } = createAppStore();
  return { store, task: runSaga() };
}
/** The host's login as the remote hears it: a sticky `session:changed`. */
const login = (username: string) => bus.emit('session:changed', { status: 'in', account: `acc-${username}`, username });

beforeEach(() => {
  resetBus();
  localStorage.clear();
});

describe('favourites', () => {
  it('the slice holds whose list and its ids', () => {
    const loaded = { username: 'ana', ids: [3], trial: false };
    expect(favouritesReducer(initialFavouritesState, favouritesLoaded(loaded))).toEqual(loaded);
  });

  it('loads the list of the player already signed in when it starts', () => {
    writeFavourites('ana', [4]);
    login('ana');
    const { store, task } = start();
    expect(store.getState().favourites).toEqual({ username: 'ana', ids: [4], trial: false });
    task.cancel();
  });

  it('toggles locally and keeps one list per username, following the session', () => {
    const { store, task } = start();
    login('ana');
    store.dispatch(favouriteToggled(7));
    store.dispatch(favouriteToggled(9));
    store.dispatch(favouriteToggled(7));
    expect(store.getState().favourites).toEqual({ username: 'ana', ids: [9], trial: false });
    expect(localStorage.getItem(favouritesKey('ana'))).toBe('[9]');

    login('ben');
    expect(store.getState().favourites).toEqual({ username: 'ben', ids: [], trial: false });
    store.dispatch(favouriteToggled(1));
    expect(readFavourites('ben')).toEqual([1]);
    expect(readFavourites('ana')).toEqual([9]);
    task.cancel();
  });

  it('asks for a login instead of toggling when logged out', () => {
    const { store, task } = start();
    const opened = jest.fn();
    const off = bus.on('ui:open-login', opened);
    store.dispatch(favouriteToggled(7));
    expect(opened).toHaveBeenCalledWith({ reason: 'lottery-favourite' });
    expect(store.getState().favourites).toEqual({ username: null, ids: [], trial: false });
    expect(localStorage.length).toBe(0);
    off();
    task.cancel();
  });

  it('keeps no favourites for a trial account, and ignores its toggles', () => {
    const { store, task } = start();
    const opened = jest.fn();
    const off = bus.on('ui:open-login', opened);
    bus.emit('session:changed', { status: 'in', account: 'trial1', username: 'trial1', accountType: 4 });
    store.dispatch(favouriteToggled(7));
    expect(store.getState().favourites).toEqual({ username: null, ids: [], trial: true });
    expect(opened).not.toHaveBeenCalled();
    expect(localStorage.length).toBe(0);
    login('ana');
    expect(store.getState().favourites.trial).toBe(false);
    off();
    task.cancel();
  });

  it("shows another tab's changes to this player's list, and only this player's", () => {
    login('ana');
    const { store, task } = start();
    // Another tab writes, then the browser tells this one (storage events fire only in the other tabs).
    const otherTab = (username: string, ids: number[]) => {
      localStorage.setItem(favouritesKey(username), JSON.stringify(ids));
      window.dispatchEvent(new StorageEvent('storage', { key: favouritesKey(username) }));
    };
    otherTab('ana', [5, 6]);
    expect(store.getState().favourites.ids).toEqual([5, 6]);
    otherTab('ben', [8]);
    expect(store.getState().favourites).toEqual({ username: 'ana', ids: [5, 6], trial: false });
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(store.getState().favourites.ids).toEqual([]);
    task.cancel();
  });

  it('ignores a corrupt stored value', () => {
    localStorage.setItem(favouritesKey('ana'), '{not json');
    expect(readFavourites('ana')).toEqual([]);
    localStorage.setItem(favouritesKey('ana'), '[1,"x",2]');
    expect(readFavourites('ana')).toEqual([1, 2]);
  });
});
