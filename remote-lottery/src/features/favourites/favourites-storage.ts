/**
 * Lottery favourites live in local storage per username (spec §3), not on the server: lists of gameId
 * that survive the session and never mix two players on one browser.
 */
import { session } from '@tessera/shared';

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

/** The logged-in player's username, or null when logged out (no token). */
export function currentUsername(): string | null {
  if (!session.token()) return null;
  return session.get('username') || session.get('account') || null;
}
