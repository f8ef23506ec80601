import { useId } from 'react';
import type { LotteryGame } from '@tessera/shared';
import { GameArt } from './game-art';

interface Props {
  title: string;
  /** The title is for assistive technology only (the page around the strip shows its own heading). */
  titleHidden?: boolean;
  games: LotteryGame[];
  onSelect(game: LotteryGame): void;
  testId: string;
}

/** A titled, horizontally scrolling row of games (popular, recent); each is a button. */
export function GameStrip({ title, titleHidden = false, games, onSelect, testId }: Props) {
  const id = useId();
  return (
    <section className="lt-strip" aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className={titleHidden ? 'lt-visually-hidden' : 'lt-strip__title'}>
        {title}
      </h2>
      <ul className="lt-strip__list">
        {games.map((game) => (
          <li key={game.gameCode}>
            <button type="button" className="lt-strip__game" onClick={() => onSelect(game)}>
              <GameArt game={game} size={64} />
              <span className="lt-strip__name">{game.gameName}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
