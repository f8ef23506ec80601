import type { ReactNode } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import type { LotteryGame } from '@tessera/shared';
import { GameArt } from '../../common/game-art';
import { NS } from '../../i18n';

interface Props {
  game: LotteryGame;
  selected: boolean;
  favourite: boolean;
  /** False for trial accounts: no star. */
  canFavourite: boolean;
  onSelect(): void;
  onToggleFavourite(): void;
  /** The latest result and countdown, from the draws feature. */
  extra?: ReactNode;
}

export function GameCard({ game, selected, favourite, canFavourite, onSelect, onToggleFavourite, extra }: Props) {
  const { t } = useTranslation(NS);
  const interval = game.drawInterval;
  // The gateway gives the draw interval in seconds (assumed: the contract names the field only).
  const draw =
    interval && interval > 0
      ? interval % 86400 === 0
        ? t('game.drawDays', { count: interval / 86400 })
        : interval % 3600 === 0
          ? t('game.drawHours', { count: interval / 3600 })
          : interval % 60 === 0
            ? t('game.drawMinutes', { minutes: interval / 60 })
            : t('game.drawSeconds', { seconds: interval })
      : null;
  return (
    <li className={selected ? 'lt-card lt-card--selected' : 'lt-card'} data-testid="lottery-card" data-game-code={game.gameCode}>
      <button type="button" className="lt-card__main" aria-pressed={selected} onClick={onSelect}>
        <GameArt game={game} size={64} />
        <span className="lt-card__text">
          <span className="lt-card__name">{game.gameName}</span>
          {draw && <span className="lt-card__draw">{draw}</span>}
        </span>
      </button>
      {extra && <div className="lt-card__extra">{extra}</div>}
      {canFavourite && (
        <button
          type="button"
          className="lt-card__star"
          aria-pressed={favourite}
          aria-label={t(favourite ? 'favourites.remove' : 'favourites.add', { name: game.gameName })}
          onClick={onToggleFavourite}
        >
          <span aria-hidden="true">{favourite ? '★' : '☆'}</span>
        </button>
      )}
    </li>
  );
}
