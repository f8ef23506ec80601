import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { type LotteryGame } from '@tessera/shared';
import { EmptyState, FailureState, Spinner } from '@tessera/shared/kit';
import { useAppDispatch, useAppSelector } from '../../common/hooks';
import { useSelectedGame } from '../../common/use-select-game';
import { NS } from '../../i18n';
import { GameCard } from './game-card';
import { lotteryOpened, menuRetried, selectMenu } from './menu-slice';
import type { LotteryGroup, PrizeMode } from './types';
import './lottery.css';

/** The pseudo-group of the player's favourites, shown as the first tab when there are any. */
const FAVOURITES = '__favourites';

interface Props {
  path: string;
  /** The player's favourite gameIds, shown starred and as the first tab. */
  favouriteIds: number[];
  /** False for a trial account: no stars. */
  favouritesAllowed: boolean;
  onToggleFavourite(gameId: number): void;
  /** What a card shows under its name (latest result, countdown). */
  renderCardExtra?(game: LotteryGame): ReactNode;
  /** The chosen game's details, shown above the tabs. */
  renderSelected?(game: LotteryGame, prizeMode: PrizeMode): ReactNode;
  /** Shown between the title and the menu (popular and recent lists). */
  children?: ReactNode;
  /** Buttons beside the title. */
  actions?(prizeMode: PrizeMode | null): ReactNode;
}

export function LotteryMenuView({ path, favouriteIds, favouritesAllowed, onToggleFavourite, renderCardExtra, renderSelected, children, actions }: Props) {
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const menu = useAppSelector(selectMenu);
  const [gameCode, selectGame] = useSelectedGame();
  // The player's tab, remembered with the game selected when it was chosen: once the URL names another
  // game (a popular or recent pick, history navigation), that game's group shows instead.
  const [chosen, setChosen] = useState<{ tab: string; forGame: string | null } | null>(null);
  const chosenTab = chosen && chosen.forGame === gameCode ? chosen.tab : null;
  const tabsId = useId();

  useEffect(() => {
    dispatch(lotteryOpened(path));
  }, [dispatch, path]);

  const tabs = useMemo<LotteryGroup[]>(() => {
    const seen = new Set<number>();
    const favourites = menu.groups
      .flatMap((g) => g.games)
      .filter((game) => favouriteIds.includes(game.gameId) && !seen.has(game.gameId) && !!seen.add(game.gameId));
    return favourites.length > 0
      ? [{ groupCode: FAVOURITES, groupName: t('favourites.tab'), games: favourites }, ...menu.groups]
      : menu.groups;
  }, [menu.groups, favouriteIds, t]);

  const title = t(`title.${path.replace(/^\//, '')}`, { defaultValue: t('title.lottery') });

  let body;
  if (menu.status === 'failed' && menu.error) {
    body = <FailureState error={menu.error} hint={menu.error.message} onRetry={() => dispatch(menuRetried(path))} />;
  } else if (menu.status !== 'ready') {
    body = <Spinner />;
  } else if (menu.groups.every((g) => g.games.length === 0)) {
    body = <EmptyState message={t('empty')} />;
  } else {
    // The tab (docs/product.md#lottery): the player's choice, else the group of the game the URL names (also
    // when there are favourites), else the first with games (favourites first).
    const groupOfGame = menu.groups.find((g) => g.games.some((game) => game.gameCode === gameCode))?.groupCode;
    const active =
      tabs.find((g) => g.groupCode === chosenTab) ??
      tabs.find((g) => g.groupCode === groupOfGame) ??
      tabs.find((g) => g.games.length > 0) ??
      tabs[0]!;
    const selected = menu.groups.flatMap((g) => g.games).find((game) => game.gameCode === gameCode);
    body = (
      <>
        {selected && menu.prizeMode && renderSelected?.(selected, menu.prizeMode)}
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
              onClick={() => setChosen({ tab: g.groupCode, forGame: gameCode })}
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
                canFavourite={favouritesAllowed}
                onSelect={() => {
                  // A card picked in a tab keeps that tab (a favourite stays under Favourites).
                  setChosen({ tab: active.groupCode, forGame: game.gameCode });
                  selectGame(game.gameCode);
                }}
                onToggleFavourite={() => onToggleFavourite(game.gameId)}
                extra={renderCardExtra?.(game)}
              />
            ))}
          </ul>
        </div>
      </>
    );
  }

  return (
    <section className="lt-page" aria-labelledby={`${tabsId}-title`}>
      <div className="lt-page__head">
        <h1 className="lt-page__title" id={`${tabsId}-title`}>
          {title}
        </h1>
        {actions?.(menu.prizeMode)}
      </div>
      {children}
      {body}
    </section>
  );
}
