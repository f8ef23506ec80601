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

/** How many placeholders a loading strip shows: more than a desktop row holds, so it scrolls like the real one. */
const SKELETON_GAMES = 12;

/**
 * A loading strip, the size of the real one (same title, same fixed-size tiles), so nothing below moves
 * when the games arrive. The placeholders are hidden from assistive technology; the section says it is busy.
 */
export function GameStripSkeleton({ title, testId }: { title: string; testId: string }) {
  const id = useId();
  return (
    <section className="lt-strip" aria-labelledby={id} aria-busy="true" data-testid={testId}>
      <h2 id={id} className="lt-strip__title">
        {title}
      </h2>
      <ul className="lt-strip__list" aria-hidden="true">
        {Array.from({ length: SKELETON_GAMES }, (_, i) => (
          <li key={i}>
            <span className="lt-strip__game lt-skeleton-tile">
              <span className="lt-skeleton lt-skeleton--art" />
              <span className="lt-skeleton lt-skeleton--line" />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A titled, horizontally scrolling row of games (popular, recent); each is a button. */
export function GameStrip({ title, titleHidden = false, games, onSelect, testId }: Props) {
  const id = useId();
  return (
    // A hidden title names the region without a heading: the page around it shows the same heading already.
    <section className="lt-strip" {...(titleHidden ? { 'aria-label': title } : { 'aria-labelledby': id })} data-testid={testId}>
      {!titleHidden && (
        <h2 id={id} className="lt-strip__title">
          {title}
        </h2>
      )}
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
