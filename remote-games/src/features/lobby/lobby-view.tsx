import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { useStore } from 'react-redux';
import { useNavigate, useSearchParams } from '@tessera/shared/router';
import { Dialog, EmptyState, ErrorState, formatMoney, LANGUAGES, Spinner, type ErrorInfo, type GameItem } from '@tessera/shared';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { TrialWarning } from '../../app/launch/launch-notices';
import { VendorGamesDialog } from '../../app/launch/vendor-games-dialog';
import { NS } from '../../i18n';
import { GameGrid } from './game-grid';
import { askForLogin } from './lobby-api';
import {
  classifyChanged,
  favouriteToggled,
  gameLaunched,
  gamesRetried,
  launchNoticeClosed,
  lobbyOpened,
  minBetChanged,
  modeTabClicked,
  moreRequested,
  navigated,
  pageRequested,
  roomsClosed,
  searchTyped,
  selectHasMore,
  selectLobby,
  urlVendorChanged,
  urlViewChanged,
  vendorListClosed,
  vendorSelected,
  vendorsRetried,
} from './lobby-slice';
import { currentView } from './lobby-saga';
import { linkedVendorOf, paramsFor, viewOf } from './lobby-url';
import { Pager } from './pager';
import { MIN_BET_OPTIONS, SCROLL_THROTTLE_MS, TYPE_TABS, type ListMode, type LobbyState, type MinBet } from './types';
import { ScrollSentinel, usePhone } from './lobby-view-parts';
import { VendorMenu } from './vendor-menu';
import './lobby.css';

const MODES: ListMode[] = ['all', 'hot', 'fav', 'recent'];
/** BG (bingo) shows only where TY is one of the site's languages. */
const TABS = TYPE_TABS.filter((k) => k !== 'BG' || (LANGUAGES as readonly string[]).includes('ty'));
export function LobbyView({ lobbyType }: { lobbyType: string }) {
  const gameType = lobbyType.toUpperCase();
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const s = useAppSelector(selectLobby);
  const hasMore = useAppSelector(selectHasMore);
  const [params, setParams] = useSearchParams();
  const urlVendor = linkedVendorOf(gameType, params);
  const phone = usePhone();
  // Phones scroll on instead of paging: their URL names no page.
  const urlView = { ...viewOf(params), ...(phone ? { pageNo: 1 } : {}) };
  const urlViewKey = JSON.stringify(urlView);
  const store = useStore<{ lobby: LobbyState }>();
  const paramsNow = useRef(params);
  paramsNow.current = params;

  useEffect(() => {
    dispatch(lobbyOpened({ gameType }));
  }, [dispatch, gameType]);
  useEffect(() => {
    dispatch(urlVendorChanged(urlVendor));
  }, [dispatch, urlVendor]);
  // The list, search, filters and page the URL names (`type=hot` too): restored once the lane is known.
  useEffect(() => {
    dispatch(urlViewChanged(JSON.parse(urlViewKey) as typeof urlView));
  }, [dispatch, urlViewKey]);
  // The lobby's state goes into the URL once its list is on screen, so a reload, a link or Back finds it
  // again (docs/product.md#lobbies). A change the player made is a new history entry; the first vendor of a
  // plain lobby URL only completes it.
  useEffect(() => {
    const now = selectLobby(store.getState());
    if (now.gamesStatus !== 'ready' || !now.selectedVendor || now.gameType !== gameType) return;
    const before = paramsNow.current;
    const view = { ...currentView(now), ...(phone || now.mode !== 'all' ? { pageNo: 1 } : {}) };
    const next = paramsFor(before, gameType, now.selectedVendor, view);
    if (next.toString() === before.toString()) return;
    setParams(next, { replace: linkedVendorOf(gameType, before) === null });
  }, [store, setParams, gameType, phone, s.gamesStatus, s.selectedVendor, s.mode, s.gameName, s.classify, s.minBet, s.pageNo]);
  useEffect(() => {
    if (!s.navigateTo) return;
    navigate(s.navigateTo);
    dispatch(navigated());
  }, [dispatch, navigate, s.navigateTo]);

  const vendorNames = useMemo(() => new Map(s.vendors.map((v) => [v.vassalage, v.displayName])), [s.vendors]);
  const favourites = useMemo(() => new Set(s.favouriteIds), [s.favouriteIds]);
  const classifies = useMemo(
    () => s.classifies.filter((c) => !c.vendors || !s.selectedVendor || c.vendors.includes(s.selectedVendor)),
    [s.classifies, s.selectedVendor],
  );
  // At most every 200 ms: the time lives here, so the sentinel re-mounting (it leaves while a page loads)
  // never resets the throttle.
  const lastMore = useRef(0);
  const onMore = useCallback(() => {
    const now = Date.now();
    if (now - lastMore.current < SCROLL_THROTTLE_MS) return;
    lastMore.current = now;
    dispatch(moreRequested());
  }, [dispatch]);
  const onLaunch = useCallback(
    (g: GameItem) => dispatch(gameLaunched({ vassalage: g.vassalage, gameType: g.gameType, gameCode: g.gameCode, gameId: g.gameId, nodeId: g.nodeId, isGame: g.isGame, title: g.gameName })),
    [dispatch],
  );
  const onFavourite = useCallback((g: GameItem) => dispatch(favouriteToggled(g)), [dispatch]);

  const selectVendor = (vassalage: string) => {
    dispatch(vendorSelected(vassalage));
  };

  const failure = (error: ErrorInfo, onRetry: () => void) => (
    <>
      <ErrorState message={t(error.i18nKey, { ns: 'common' })} hint={error.message} onRetry={onRetry} />
      {error.kind === 'unauthorized' && (
        <p className="gm-login">
          <button type="button" className="t-btn t-btn--primary" onClick={() => askForLogin('lobby')}>
            {t('games.login')}
          </button>
        </p>
      )}
    </>
  );

  const emptyText = () => {
    if (s.mode === 'fav') return t('games.noFavourites');
    if (s.mode === 'recent') return t('games.noRecent');
    if (s.mode === 'hot') return t('games.noHot');
    if (s.gameName) return t('games.noMatch', { name: s.gameName });
    return s.classify || s.minBet !== 'all' ? t('games.noFilterMatch') : t('games.empty');
  };

  let body: ReactNode;
  if (s.vendorsStatus === 'failed' && s.vendorsError) {
    body = failure(s.vendorsError, () => dispatch(vendorsRetried()));
  } else if (s.vendorsStatus !== 'ready') {
    body = <Spinner />;
  } else if (s.vendors.length === 0) {
    body = <EmptyState message={t('vendors.none')} />;
  } else {
    const loading = s.gamesStatus === 'loading';
    const gamesFailure = s.gamesStatus === 'failed' && s.gamesError ? failure(s.gamesError, () => dispatch(gamesRetried())) : null;
    let list: ReactNode;
    if (s.games.length === 0) {
      if (gamesFailure) list = gamesFailure;
      else if (s.gamesStatus === 'ready') list = <EmptyState message={emptyText()} />;
      else list = <Spinner />;
    } else {
      const paged = s.mode === 'all' && !phone;
      list = (
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
    body = (
      <>
        <VendorMenu vendors={s.vendors} selected={s.mode === 'all' ? s.selectedVendor : null} onSelect={selectVendor} />
        <div className="gm-tabs" role="group" aria-label={t('modes.label')}>
          {MODES.map((m) => (
            <button key={m} type="button" className="gm-tab" aria-pressed={s.mode === m && !s.classify} onClick={() => dispatch(modeTabClicked(m))}>
              {t(`modes.${m}`)}
            </button>
          ))}
          <span className="gm-tabs__sep" aria-hidden="true" />
          {TABS.map((k) => (
            <button key={k} type="button" className="gm-tab" aria-pressed={s.classify === k} onClick={() => dispatch(classifyChanged(s.classify === k ? '' : k))}>
              {t(`typeTabs.${k}`)}
            </button>
          ))}
        </div>
        <div className="gm-filters" role="search">
          <input
            type="search"
            className="t-input gm-search"
            aria-label={t('search.label')}
            placeholder={t('search.placeholder')}
            value={s.searchText}
            onChange={(e) => dispatch(searchTyped(e.target.value))}
          />
          <label className="gm-filter">
            <span>{t('filters.classify')}</span>
            <select className="t-input" value={s.classify} onChange={(e) => dispatch(classifyChanged(e.target.value))}>
              <option value="">{t('filters.all')}</option>
              {classifies.map((c) => (
                <option key={c.key} value={c.key}>
                  {t(`typeTabs.${c.key}`, { defaultValue: c.displayName })}
                </option>
              ))}
            </select>
          </label>
          <label className="gm-filter">
            <span>{t('filters.minBet')}</span>
            <select className="t-input" value={s.minBet} onChange={(e) => dispatch(minBetChanged(e.target.value as MinBet))}>
              {MIN_BET_OPTIONS.map((m) => (
                <option key={m} value={m}>
                  {m === 'all' ? t('filters.all') : m}
                </option>
              ))}
            </select>
          </label>
        </div>
        {list}
      </>
    );
  }

  return (
    <section className="gm-lobby" aria-label={t(`lobby.title.${gameType}`, { defaultValue: gameType })}>
      <h1 className="gm-lobby__title">{t(`lobby.title.${gameType}`, { defaultValue: gameType })}</h1>
      {body}
      {s.rooms && (
        <Dialog title={t('rooms.title', { name: s.rooms.game.gameName })} onClose={() => dispatch(roomsClosed())} width={520} testId="pvp-rooms">
          {s.rooms.status === 'loading' && <Spinner />}
          {s.rooms.status === 'failed' && s.rooms.error && <ErrorState message={t(s.rooms.error.i18nKey, { ns: 'common' })} />}
          {s.rooms.status === 'ready' && s.rooms.list.length === 0 && <EmptyState message={t('rooms.none')} />}
          {s.rooms.status === 'ready' && s.rooms.list.length > 0 && (
            <ul className="gm-rooms">
              {s.rooms.list.map((room) => {
                const game = s.rooms!.game;
                return (
                  <li key={room.roomId} className="gm-room">
                    <span className="gm-room__name">{room.roomName}</span>
                    <span className="gm-room__meta">
                      {t('rooms.meta', { minBet: formatMoney(room.minBet), players: room.players, max: room.maxPlayers })}
                    </span>
                    <button
                      type="button"
                      className="t-btn t-btn--primary"
                      disabled={s.launching || room.players >= room.maxPlayers}
                      onClick={() => dispatch(gameLaunched({ vassalage: game.vassalage, gameType: game.gameType, gameCode: game.gameCode, nodeId: game.nodeId, roomId: room.roomId, title: room.roomName }))}
                    >
                      {room.players >= room.maxPlayers ? t('rooms.full') : t('rooms.join')}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </Dialog>
      )}
      {s.vendorList && (
        <VendorGamesDialog
          vassalage={s.vendorList.vassalage}
          gameType={s.vendorList.gameType}
          vendorName={s.vendorList.vendorName}
          busy={s.launching}
          onClose={() => dispatch(vendorListClosed())}
          onLaunch={onLaunch}
        />
      )}
      {s.trialWarning && <TrialWarning onClose={() => dispatch(launchNoticeClosed())} />}
      {s.launchError && (
        <Dialog title={t('launch.failedTitle')} onClose={() => dispatch(launchNoticeClosed())} testId="launch-error">
          <p>{t(s.launchError.i18nKey, { ns: 'common' })}</p>
        </Dialog>
      )}
    </section>
  );
}
