import type { LotteryGame } from '@tessera/shared';

/** Where a game's artwork is when the answer names none: the gateway's lottery tiles on the image CDN. */
export const artOf = (game: LotteryGame): string => game.imageUrl || `/cdn/TCG_LOTTERY/${encodeURIComponent(game.gameCode)}.png`;

/** A game's artwork: decorative, since its name is always written beside it. */
export function GameArt({ game, size }: { game: LotteryGame; size: number }) {
  return <img className="lt-art" src={artOf(game)} alt="" width={size} height={size} loading="lazy" decoding="async" />;
}
