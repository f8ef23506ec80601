import { createAction } from '@tessera/shared/toolkit';
import type { PrizeMode } from './prize-modes';

/**
 * Events more than one feature reacts to (docs/architecture.md#app-layout): a feature dispatches or takes
 * these, never another feature's actions.
 */

/** The page's menu is known, with the prize mode it was asked for: draws and the popular list follow it. */
export const prizeModeResolved = createAction<PrizeMode>('app/prizeModeResolved');
/** A lottery launch opened: the recent list changes. */
export const lotteryLaunched = createAction<{ gameCode: string | null }>('app/lotteryLaunched');
