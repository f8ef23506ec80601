import { useTranslation } from 'react-i18next';
import type { LotteryGame } from '@tessera/shared';
import { NS } from '../../i18n';

interface Props {
  game: LotteryGame;
  selected: boolean;
  favourite: boolean;
  onSelect(): void;
  onToggleFavourite(): void;
}

export function GameCard({ game, selected, favourite, onSelect, onToggleFavourite }: Props) {
  const { t } = useTranslation(NS);
  const interval = game.drawInterval;
  // The gateway gives the draw interval in seconds (assumed: the contract names the field only).
  const draw =
    interval && interval > 0
      ? interval % 60 === 0
        ? t('game.drawMinutes', { minutes: interval / 60 })
        : t('game.drawSeconds', { seconds: interval })
      : null;
  return (
    <li className={selected ? 'lt-card lt-card--selected' : 'lt-card'}>
      <button type="button" className="lt-card__main" aria-pressed={selected} onClick={onSelect}>
        <span className="lt-card__name">{game.gameName}</span>
        {draw && <span className="lt-card__draw">{draw}</span>}
      </button>
      <button
        type="button"
        className="lt-card__star"
        aria-pressed={favourite}
        aria-label={t(favourite ? 'favourites.remove' : 'favourites.add', { name: game.gameName })}
        onClick={onToggleFavourite}
      >
        <span aria-hidden="true">{favourite ? '★' : '☆'}</span>
      </button>
    </li>
  );
}
