/**
 * Lottery favourites live in local storage per username (docs/product.md#lottery), not on the server:
 * lists of gameId that survive the session and never mix two players on one browser.
 */
import { bus, isTrialType } from '@tessera/shared';
import { eventChannel, type EventChannel } from 'redux-saga';

export const favouritesKey = (username: string): string => `tessera.lottery.favourites.${username}`;

export function readFavourites(username: string): number[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(favouritesKey(username)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    // A hand-edited or foreign value must not break the page; it is replaced on the next toggle.
    return [];
  }
}

export function writeFavourites(username: string, ids: number[]): void {
  localStorage.setItem(favouritesKey(username), JSON.stringify(ids));
}

/** The signed-in player's username (from the host's `session:changed`), or null when signed out. */
export function currentUsername(): string | null {
  const session = bus.last('session:changed');
  return session?.status === 'in' ? session.username || session.account || null : null;
}

/** Whether the signed-in account is a trial account: those keep no lottery favourites (docs/product.md#roles). */
export function isTrialSession(): boolean {
  const session = bus.last('session:changed');
  return session?.status === 'in' && isTrialType(session.accountType);
}

/**
 * Lottery favourites written by another tab of this browser (the `storage` event fires only in the other
 * tabs): emits the changed key so the shown list can be read again.
 */
export function favouritesChanges(): EventChannel<string> {
  return eventChannel<string>((emit) => {
    const onStorage = (e: StorageEvent) => {
      // key null: the other tab cleared the whole storage.
      if (e.key === null || e.key.startsWith(favouritesKey(''))) emit(e.key ?? '');
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  });
}
