/**
 * The lobby's games: the count, the grid with its busy cover, then the pager (wider screens, the full list) or
 * the infinite-scroll sentinel (phones, and the hot / favourite / recent lists); empty and failed states in words.
 */
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { type GameItem } from '@tessera/shared';
import { EmptyState, Spinner } from '@tessera/shared/kit';
import { useAppDispatch, useAppSelector } from '../../common/hooks';
import { NS } from '../../i18n';
import { GameGrid } from './game-grid';
import { favouriteToggled, gameLaunched, gamesRetried, moreRequested, pageRequested, selectHasMore } from './lobby-slice';
import { LobbyFailure } from './lobby-failure';
import { ScrollSentinel } from './lobby-view-parts';
import { Pager } from './pager';
import { SCROLL_THROTTLE_MS, type LobbyState } from './types';

/** Launches a tile's game (shared with the vendor's games dialog). */
export function useLaunch() {
  const dispatch = useAppDispatch();
  return useCallback(
    (g: GameItem) => dispatch(gameLaunched({ vassalage: g.vassalage, gameType: g.gameType, gameCode: g.gameCode, gameId: g.gameId, nodeId: g.nodeId, isGame: g.isGame, title: g.gameName })),
    [dispatch],
  );
}

export function LobbyResults({ s, phone }: { s: LobbyState; phone: boolean }) {
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const hasMore = useAppSelector(selectHasMore);
  const vendorNames = useMemo(() => new Map(s.vendors.map((v) => [v.vassalage, v.displayName])), [s.vendors]);
  const favourites = useMemo(() => new Set(s.favouriteIds), [s.favouriteIds]);
  // At most every 200 ms: the time lives here, so the sentinel re-mounting (it leaves while a page loads)
  // never resets the throttle.
  const lastMore = useRef(0);
  const onMore = useCallback(() => {
    const now = Date.now();
    if (now - lastMore.current < SCROLL_THROTTLE_MS) return;
    lastMore.current = now;
    dispatch(moreRequested());
  }, [dispatch]);
  const onLaunch = useLaunch();
  const onFavourite = useCallback((g: GameItem) => dispatch(favouriteToggled(g)), [dispatch]);

  const loading = s.gamesStatus === 'loading';
  const gamesFailure = s.gamesStatus === 'failed' && s.gamesError ? <LobbyFailure error={s.gamesError} onRetry={() => dispatch(gamesRetried())} /> : null;
  if (s.games.length === 0) {
    if (gamesFailure) return gamesFailure;
    return s.gamesStatus === 'ready' ? <EmptyList s={s} /> : <Spinner />;
  }
  const paged = s.mode === 'all' && !phone;
  return (
    <>
      <p className="gm-count">{t('games.count', { shown: s.games.length, total: s.totalCount || s.games.length })}</p>
      <div className="gm-results" aria-busy={loading || s.favouriteBusy}>
        <GameGrid
          games={s.games}
          vendorName={(v) => vendorNames.get(v) ?? v}
          isFavourite={(id) => favourites.has(id)}
          label={t('games.label')}
          onLaunch={onLaunch}
          onFavourite={onFavourite}
        />
        {(loading || s.favouriteBusy || s.launching) && (
          <div className="gm-cover" data-testid="loading-cover">
            <Spinner />
          </div>
        )}
      </div>
      {gamesFailure}
      {paged && <Pager current={s.pageNo} total={s.totalPages} onPage={(p) => dispatch(pageRequested(p))} />}
      {!paged && hasMore && s.gamesStatus === 'ready' && <ScrollSentinel onMore={onMore} />}
    </>
  );
}

/** Why a list is empty, in the words of the list the player is on. */
function EmptyList({ s }: { s: LobbyState }) {
  const { t } = useTranslation(NS);
  let message: string;
  if (s.mode === 'fav') message = t('games.noFavourites');
  else if (s.mode === 'recent') message = t('games.noRecent');
  else if (s.mode === 'hot') message = t('games.noHot');
  else if (s.gameName) message = t('games.noMatch', { name: s.gameName });
  else message = s.classify || s.minBet !== 'all' ? t('games.noFilterMatch') : t('games.empty');
  return <EmptyState message={message} />;
}
