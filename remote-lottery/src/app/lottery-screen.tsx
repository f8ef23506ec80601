import { useEffect, useState } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { useLocation, useNavigate } from '@tessera/shared/router';
import type { LotteryGame } from '@tessera/shared';
import { DrawHistory } from '../features/draws/draw-history';
import { LatestDraw } from '../features/draws/latest-draw';
import { useFavourites } from '../features/favourites/use-favourites';
import { LaunchFrame } from '../features/launch/launch-frame';
import { launchClosed, launchRequested, selectLaunch } from '../features/launch/launch-slice';
import { TrialWarning } from '../features/launch/trial-warning';
import { LotteryMenuView } from '../features/menu/lottery-menu-view';
import { selectMenu } from '../features/menu/menu-slice';
import { PopularList } from '../features/popular/popular-list';
import { RecentList } from '../features/recent/recent-list';
import { NS } from '../i18n';
import { GameArt } from '../common/game-art';
import { useAppDispatch, useAppSelector } from '../common/hooks';
import { pathOf } from '../common/lottery-paths';
import type { PrizeMode } from '../common/prize-modes';
import { useSelectedGame } from '../common/use-select-game';

/** The chosen game: artwork, latest result and countdown, the bet button (the launch) and its last 100 draws. */
function GameDetails({ game, prizeMode }: { game: LotteryGame; prizeMode: PrizeMode }) {
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const launch = useAppSelector(selectLaunch);
  return (
    <section className="lt-details" aria-label={game.gameName} data-testid="lottery-details">
      <div className="lt-details__head">
        <GameArt game={game} size={96} />
        <div className="lt-details__text">
          <h2 className="lt-details__name">{game.gameName}</h2>
          <LatestDraw gameCode={game.gameCode} />
        </div>
        <button
          type="button"
          className="lt-button"
          disabled={launch.status === 'loading'}
          onClick={() => dispatch(launchRequested(game.gameCode, prizeMode))}
        >
          {t('launch.bet')}
        </button>
      </div>
      {launch.gameCode === game.gameCode && <LaunchFrame title={game.gameName} />}
      <h3 className="lt-details__sub">{t('draws.history')}</h3>
      <DrawHistory gameCode={game.gameCode} />
    </section>
  );
}

/**
 * A game's betting view stays open only under its own game: choosing another game (or none) closes it,
 * like the close button, so the host refetches the balance the bets moved.
 */
function useCloseLaunchOnOtherGame(selectedCode: string | null) {
  const dispatch = useAppDispatch();
  const launch = useAppSelector(selectLaunch);
  useEffect(() => {
    if (launch.status !== 'idle' && launch.gameCode !== null && launch.gameCode !== selectedCode) {
      dispatch(launchClosed({ played: launch.status === 'ready' }));
    }
  }, [dispatch, launch.status, launch.gameCode, selectedCode]);
}

/** The lottery page: the menu with favourites, popular and recent lists, draws, details and the launch. */
export function LotteryScreen({ path }: { path: string }) {
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const favourites = useFavourites();
  const launch = useAppSelector(selectLaunch);
  const menu = useAppSelector(selectMenu);
  const [selectedCode, selectGame] = useSelectedGame();
  // A popular or recent game this page's menu does not list, and that has no other page to go to.
  const [notHere, setNotHere] = useState<string | null>(null);
  useCloseLaunchOnOtherGame(selectedCode);

  const pick = (game: LotteryGame) => {
    setNotHere(null);
    if (menu.groups.some((g) => g.games.some((x) => x.gameCode === game.gameCode))) {
      selectGame(game.gameCode);
      return;
    }
    // The recent list spans every prize mode; such a game is played on its own page when there is one.
    const target = pathOf(game);
    if (target.split('?')[0] !== pathname) navigate(target);
    else setNotHere(game.gameName);
  };
  return (
    <LotteryMenuView
      path={path}
      favouriteIds={favourites.ids}
      favouritesAllowed={favourites.allowed}
      onToggleFavourite={favourites.toggle}
      renderCardExtra={(game) => <LatestDraw gameCode={game.gameCode} />}
      renderSelected={(game, prizeMode) => <GameDetails game={game} prizeMode={prizeMode} />}
      actions={(prizeMode) =>
        prizeMode && (
          <button type="button" className="lt-button lt-button--ghost" onClick={() => dispatch(launchRequested(null, prizeMode))}>
            {t('launch.lobby')}
          </button>
        )
      }
    >
      {launch.status !== 'idle' && launch.gameCode === null && <LaunchFrame title={t('launch.lobbyTitle')} />}
      <TrialWarning />
      {notHere && (
        <p className="lt-notice" role="status" data-testid="lottery-not-here">
          {t('notInMenu', { name: notHere })}
        </p>
      )}
      <RecentList onSelect={pick} />
      {/* The menu's answer starts the popular list, so its place is kept from the start unless the menu failed. */}
      <PopularList onSelect={pick} pending={menu.status !== 'failed'} />
    </LotteryMenuView>
  );
}
