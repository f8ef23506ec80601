import { createAction, createSlice, type PayloadAction } from '@tessera/shared/toolkit';
import type { FavouritesState } from './types';

export const initialFavouritesState: FavouritesState = { username: null, ids: [], trial: false };

const favouritesSlice = createSlice({
  name: 'favourites',
  initialState: initialFavouritesState,
  reducers: {
    favouritesLoaded(_state, action: PayloadAction<FavouritesState>) {
      return action.payload;
    },
  },
});

export const { favouritesLoaded } = favouritesSlice.actions;
/** Events the saga decides on: whose list to read (the session changed), and whether a toggle needs a login first. */
export const favouritesOpened = createAction('favourites/favouritesOpened');
export const favouriteToggled = createAction<number>('favourites/favouriteToggled');

export const favouritesReducer = favouritesSlice.reducer;

export const selectFavouriteIds = (s: { favourites: FavouritesState }): number[] => s.favourites.ids;
export const selectFavouritesAllowed = (s: { favourites: FavouritesState }): boolean => !s.favourites.trial;
