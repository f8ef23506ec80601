import type { LotteryGame } from '@tessera/shared';

/**
 * Where a lottery game is played when the current page's menu does not list it: SEA games on
 * /seaLottery, the others on /lottery (docs/product.md#game-launch).
 */
export const pathOf = (game: LotteryGame): string =>
  `${game.gameGroupCode === 'SEA' ? '/seaLottery' : '/lottery'}?gameCode=${encodeURIComponent(game.gameCode)}`;
