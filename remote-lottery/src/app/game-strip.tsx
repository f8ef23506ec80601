import { useId } from 'react';
import type { LotteryGame } from '@tessera/shared';
import { GameArt } from './game-art';

/** A titled, horizontally scrolling row of games (popular, recent); each is a button. */
export function GameStrip({ title, games, onSelect, testId }: { title: string; games: LotteryGame[]; onSelect(game: LotteryGame): void; testId: string }) {
  const id = useId();
  return (
    <section className="lt-strip" aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className="lt-strip__title">
        {title}
      </h2>
      <ul className="lt-strip__list">
        {games.map((game) => (
          <li key={game.gameCode}>
            <button type="button" className="lt-strip__game" onClick={() => onSelect(game)}>
              <GameArt game={game} size={64} />
              <span>{game.gameName}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
