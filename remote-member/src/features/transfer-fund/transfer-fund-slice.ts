import { createSlice, type PayloadAction, type WithSlice } from '@tessera/shared/toolkit';
import { loadFields, loadSelectors, notLoaded, notSent, sendCases, type MerchantWallet, type WalletBalance, type WalletTransferValue } from '@tessera/shared';
import { rootReducer } from '../../common/store';
import type { TransferAsked, TransferFundState } from './types';

const initialState: TransferFundState = { wallets: null, balance: null, load: notLoaded(), move: notSent(), moved: null };

const load = loadFields<TransferFundState, { wallets: MerchantWallet; balance: WalletBalance }>();

// A transfer and "return all" are the same move for the page: one at a time, one result line.
const move = sendCases<TransferFundState, TransferAsked>((state) => state.move);
const startMove = (state: TransferFundState) => {
  state.move = { status: 'sending', error: null };
  state.moved = null;
};

const transferFundSlice = createSlice({
  name: 'transferFund',
  initialState,
  reducers: {
    ...load.as(['transferFundOpened', 'walletsRetried'], 'walletsLoaded', 'walletsFailed'),
    transferSubmitted(state, _action: PayloadAction<TransferAsked>) {
      startMove(state);
    },
    returnAllRequested: startMove,
    transferDone(state, action: PayloadAction<WalletTransferValue>) {
      state.move.status = 'done';
      state.moved = action.payload.moved;
      state.balance = action.payload.balance;
    },
    transferFailed: move.failed,
  },
  selectors: {
    selectWallets: (state) => state.wallets,
    selectBalance: (state) => state.balance,
    ...loadSelectors((state: TransferFundState) => state.load),
    selectMove: (state) => state.move.status,
    selectMoveError: (state) => state.move.error,
    selectMoved: (state) => state.moved,
  },
});

declare module '../../common/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof transferFundSlice> {}
}

const injected = transferFundSlice.injectInto(rootReducer);

export const { transferFundOpened, walletsRetried, walletsLoaded, walletsFailed, transferSubmitted, returnAllRequested, transferDone, transferFailed } =
  transferFundSlice.actions;
export const { selectWallets, selectBalance, selectLoad, selectMove, selectMoveError, selectMoved } = injected.selectors;

/** Cents of one wallet in the last balance (0 when the wallet has never held money). */
export function walletAmount(balance: WalletBalance | null, accountTypeId: number): number {
  return balance?.balance.find((b) => b.accountTypeId === accountTypeId)?.availBalance ?? 0;
}
