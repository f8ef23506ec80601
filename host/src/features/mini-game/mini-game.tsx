/**
 * The mini-game widget (docs/product.md#layout, "overlays: … a mini-game"): a small floating card offering a
 * quick round (a money wheel or dice) from the vendors' games, launched through the shell's game launch (which
 * checks login and trial accounts); "another" rotates the offer; closing it hides it for the browser session.
 */
import { useEffect, useId } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import type { LaunchTarget } from '@tessera/shared';
import { useAppDispatch, useAppSelector, useInjectSaga } from '../../app/store';
import { miniGameSaga } from './mini-game-saga';
import { miniGameActions, selectMiniGame } from './mini-game-slice';
import './mini-game.css';

export interface MiniGameProps {
  onLaunch: (target: LaunchTarget, title: string) => void;
}

export default function MiniGame({ onLaunch }: MiniGameProps) {
  const { t } = useTranslation('host');
  const dispatch = useAppDispatch();
  useInjectSaga('miniGame', miniGameSaga);
  const { status, games, index, expanded, dismissed } = useAppSelector(selectMiniGame);
  const panelId = useId();
  useEffect(() => {
    dispatch(miniGameActions.miniGameShown());
  }, [dispatch]);
  const game = games[index];
  // A hidden mark that the widget decided to stay away: what the e2e test waits for before asserting its absence.
  if (dismissed) return <span hidden data-testid="mini-game-dismissed" />;
  if (status !== 'ready' || !game) return null;
  return (
    <aside className={`h-minigame${expanded ? ' h-minigame--open' : ''}`} aria-label={t('miniGame.label')} data-testid="mini-game">
      <button type="button" className="h-minigame__toggle" aria-expanded={expanded} aria-controls={expanded ? panelId : undefined} onClick={() => dispatch(miniGameActions.toggled())} data-testid="mini-game-toggle">
        <img src={game.iconUrl} alt="" width={36} height={36} />
        <span>{t('miniGame.title')}</span>
      </button>
      <button type="button" className="h-minigame__close" aria-label={t('miniGame.dismiss')} onClick={() => dispatch(miniGameActions.miniGameDismissed())} data-testid="mini-game-dismiss">
        ×
      </button>
      {expanded && (
        <div id={panelId} className="h-minigame__panel">
          <img className="h-minigame__art" src={game.iconUrl} alt={game.gameName} width={200} height={200} />
          <p className="h-minigame__name" data-testid="mini-game-name">
            {game.gameName}
          </p>
          <p className="h-minigame__hint">{t('miniGame.hint')}</p>
          <div className="h-minigame__actions">
            <button
              type="button"
              className="t-btn t-btn--primary"
              onClick={() => onLaunch({ vassalage: game.vassalage, gameType: game.gameType, gameCode: game.gameCode, gameId: game.gameId, nodeId: game.nodeId }, game.gameName)}
              data-testid="mini-game-play"
            >
              {t('miniGame.play')}
            </button>
            {games.length > 1 && (
              <button type="button" className="t-btn" onClick={() => dispatch(miniGameActions.nextGame())} data-testid="mini-game-next">
                {t('miniGame.another')}
              </button>
            )}
          </div>
        </div>
      )}
    </aside>
  );
}
