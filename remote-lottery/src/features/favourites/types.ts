export interface FavouritesState {
  /** Whose list is shown; null when nobody is logged in. */
  username: string | null;
  /** Favourite lottery gameIds. */
  ids: number[];
  /** A trial account is signed in: no favourites, and no star to toggle. */
  trial: boolean;
}
