import { useAppDispatch, useAppSelector } from '../../common/hooks';
import { favouriteToggled, selectFavouriteIds, selectFavouritesAllowed } from './favourites-slice';

/** The signed-in player's favourite lottery games, and how to star or unstar one. */
export function useFavourites(): { ids: number[]; allowed: boolean; toggle(gameId: number): void } {
  const dispatch = useAppDispatch();
  const ids = useAppSelector(selectFavouriteIds);
  const allowed = useAppSelector(selectFavouritesAllowed);
  return { ids, allowed, toggle: (gameId) => dispatch(favouriteToggled(gameId)) };
}
