import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { bus, EmptyState, ErrorState, Spinner, useBusValue } from '@tessera/shared';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { ErrorInfo } from '@tessera/shared';
import { NS } from '../../i18n';
import { GameGrid } from './game-grid';
import {
  gamesRetried,
  lobbyOpened,
  moreRequested,
  searchTyped,
  selectHasMore,
  selectLobby,
  sessionStarted,
  urlVendorChanged,
  vendorSelected,
  vendorsRetried,
} from './lobby-slice';
import { VendorMenu } from './vendor-menu';
import './lobby.css';

/** The vendor the URL names: RNG's `page` parameter, or `type=vassalage&vassalage=` (spec §2). */
function linkedVendorOf(gameType: string, params: URLSearchParams): string | null {
  if (gameType === 'RNG' && params.get('page')) return params.get('page');
  return params.get('type') === 'vassalage' ? params.get('vassalage') : null;
}

export function LobbyView({ lobbyType }: { lobbyType: string }) {
  const gameType = lobbyType.toUpperCase();
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const s = useAppSelector(selectLobby);
  const hasMore = useAppSelector(selectHasMore);
  const [params, setParams] = useSearchParams();
  const urlVendor = linkedVendorOf(gameType, params);
  const sessionEvent = useBusValue('session:changed');

  useEffect(() => {
    dispatch(lobbyOpened({ gameType }));
  }, [dispatch, gameType]);
  useEffect(() => {
    dispatch(urlVendorChanged(urlVendor));
  }, [dispatch, urlVendor]);
  useEffect(() => {
    if (sessionEvent?.status === 'in') dispatch(sessionStarted());
  }, [dispatch, sessionEvent]);

  const vendorNames = useMemo(() => new Map(s.vendors.map((v) => [v.vassalage, v.displayName])), [s.vendors]);

  const selectVendor = (vassalage: string) => {
    dispatch(vendorSelected(vassalage));
    // RNG keeps the vendor in the URL so a reload or a shared link opens the same vendor.
    if (gameType === 'RNG') {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set('page', vassalage);
          return next;
        },
        { replace: true },
      );
    }
  };

  const failure = (error: ErrorInfo, onRetry: () => void) => (
    <>
      <ErrorState message={t(error.i18nKey, { ns: 'common' })} onRetry={onRetry} />
      {error.kind === 'unauthorized' && (
        <p className="gm-login">
          <button type="button" className="t-btn t-btn--primary" onClick={() => bus.emit('ui:open-login', { reason: 'lobby' })}>
            {t('games.login')}
          </button>
        </p>
      )}
    </>
  );

  let body: ReactNode;
  if (s.vendorsStatus === 'failed' && s.vendorsError) {
    body = failure(s.vendorsError, () => dispatch(vendorsRetried()));
  } else if (s.vendorsStatus !== 'ready') {
    body = <Spinner />;
  } else if (s.vendors.length === 0) {
    body = <EmptyState message={t('vendors.none')} />;
  } else {
    const gamesFailure = s.gamesStatus === 'failed' && s.gamesError ? failure(s.gamesError, () => dispatch(gamesRetried())) : null;
    let list: ReactNode;
    if (s.games.length === 0) {
      if (gamesFailure) list = gamesFailure;
      else if (s.gamesStatus === 'ready') list = <EmptyState message={s.gameName ? t('games.noMatch', { name: s.gameName }) : t('games.empty')} />;
      else list = <Spinner />;
    } else {
      list = (
        <>
          <p className="gm-count">{t('games.count', { shown: s.games.length, total: s.totalCount || s.games.length })}</p>
          <GameGrid games={s.games} vendorName={(v) => vendorNames.get(v) ?? v} label={t('games.label')} />
          {s.gamesStatus === 'loading' && <Spinner />}
          {gamesFailure}
          {s.gamesStatus === 'ready' && hasMore && (
            <p className="gm-more">
              <button type="button" className="t-btn" onClick={() => dispatch(moreRequested())}>
                {t('games.loadMore')}
              </button>
            </p>
          )}
        </>
      );
    }
    body = (
      <>
        <VendorMenu vendors={s.vendors} selected={s.selectedVendor} onSelect={selectVendor} />
        <div className="gm-filters" role="search">
          <input
            type="search"
            className="t-input gm-search"
            aria-label={t('search.label')}
            placeholder={t('search.placeholder')}
            value={s.searchText}
            onChange={(e) => dispatch(searchTyped(e.target.value))}
          />
        </div>
        {list}
      </>
    );
  }

  return (
    <section className="gm-lobby" aria-label={t(`lobby.title.${gameType}`, { defaultValue: gameType })}>
      <h1 className="gm-lobby__title">{t(`lobby.title.${gameType}`, { defaultValue: gameType })}</h1>
      {body}
    </section>
  );
}
