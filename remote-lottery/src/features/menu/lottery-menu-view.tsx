import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, ErrorState, Spinner, useBusValue } from '@tessera/shared';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { NS } from '../../i18n';
import { favouriteToggled, favouritesOpened, selectFavouriteIds } from '../favourites/favourites-slice';
import { GameCard } from './game-card';
import { lotteryOpened, menuRetried, selectMenu } from './menu-slice';
import type { LotteryGroup } from './types';
import './lottery.css';

/** The pseudo-group of the player's favourites, shown as the first tab when there are any. */
const FAVOURITES = '__favourites';

export function LotteryMenuView({ path }: { path: string }) {
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const menu = useAppSelector(selectMenu);
  const favouriteIds = useAppSelector(selectFavouriteIds);
  const [params, setParams] = useSearchParams();
  const gameCode = params.get('gameCode');
  const sessionEvent = useBusValue('session:changed');
  const [chosenTab, setChosenTab] = useState<string | null>(null);
  const tabsId = useId();

  useEffect(() => {
    dispatch(lotteryOpened());
  }, [dispatch]);
  // Whose favourites to show follows the session: a login on this page shows that player's list.
  useEffect(() => {
    dispatch(favouritesOpened());
  }, [dispatch, sessionEvent]);

  const tabs = useMemo<LotteryGroup[]>(() => {
    const favourites = menu.groups.flatMap((g) => g.games).filter((game) => favouriteIds.includes(game.gameId));
    return favourites.length > 0
      ? [{ groupCode: FAVOURITES, groupName: t('favourites.tab'), games: favourites }, ...menu.groups]
      : menu.groups;
  }, [menu.groups, favouriteIds, t]);

  const title = t(`title.${path.replace(/^\//, '')}`, { defaultValue: t('title.lottery') });
  const selectGame = (code: string) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.set('gameCode', code);
      return next;
    });

  let body;
  if (menu.status === 'failed' && menu.error) {
    body = <ErrorState message={t(menu.error.i18nKey, { ns: 'common' })} onRetry={() => dispatch(menuRetried())} />;
  } else if (menu.status !== 'ready') {
    body = <Spinner />;
  } else if (menu.groups.every((g) => g.games.length === 0)) {
    body = <EmptyState message={t('empty')} />;
  } else {
    // The tab: the player's choice, else the group of the game the URL names, else the first real group.
    const groupOfGame = menu.groups.find((g) => g.games.some((game) => game.gameCode === gameCode))?.groupCode;
    const active =
      tabs.find((g) => g.groupCode === chosenTab) ??
      tabs.find((g) => g.groupCode === groupOfGame) ??
      menu.groups.find((g) => g.games.length > 0) ??
      tabs[0]!;
    body = (
      <>
        <div className="lt-tabs" role="tablist" aria-label={t('groups')}>
          {tabs.map((g) => (
            <button
              key={g.groupCode}
              type="button"
              role="tab"
              id={`${tabsId}-${g.groupCode}`}
              aria-controls={`${tabsId}-panel`}
              aria-selected={g.groupCode === active.groupCode}
              className="lt-tab"
              onClick={() => setChosenTab(g.groupCode)}
            >
              {g.groupName}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${active.groupCode}`}>
          <ul className="lt-cards">
            {active.games.map((game) => (
              <GameCard
                key={game.gameId}
                game={game}
                selected={game.gameCode === gameCode}
                favourite={favouriteIds.includes(game.gameId)}
                onSelect={() => selectGame(game.gameCode)}
                onToggleFavourite={() => dispatch(favouriteToggled(game.gameId))}
              />
            ))}
          </ul>
        </div>
      </>
    );
  }

  return (
    <section className="lt-page" aria-label={title}>
      <h1 className="lt-page__title">{title}</h1>
      {body}
    </section>
  );
}
