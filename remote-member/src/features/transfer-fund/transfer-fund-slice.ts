import { createSlice, type PayloadAction, type WithSlice } from '@tessera/shared/toolkit';
import { loadCases, loadSelectors, notLoaded, type ErrorInfo, type MerchantWallet, type WalletBalance, type WalletTransferValue } from '@tessera/shared';
import { rootReducer } from '../../app/store';
import type { TransferAsked, TransferFundState } from './types';

const initialState: TransferFundState = { wallets: null, balance: null, load: notLoaded(), move: 'idle', moveError: null, moved: null };

const load = loadCases(
  (state: TransferFundState) => state.load,
  (state: TransferFundState, loaded: { wallets: MerchantWallet; balance: WalletBalance }) => Object.assign(state, loaded),
);

const startMove = (state: TransferFundState) => {
  state.move = 'moving';
  state.moveError = null;
  state.moved = null;
};

const transferFundSlice = createSlice({
  name: 'transferFund',
  initialState,
  reducers: {
    transferFundOpened: load.started,
    walletsRetried: load.started,
    walletsLoaded: load.loaded,
    walletsFailed: load.failed,
    transferSubmitted(state, _action: PayloadAction<TransferAsked>) {
      startMove(state);
    },
    returnAllRequested: startMove,
    transferDone(state, action: PayloadAction<WalletTransferValue>) {
      state.move = 'done';
      state.moved = action.payload.moved;
      state.balance = action.payload.balance;
    },
    transferFailed(state, action: PayloadAction<ErrorInfo>) {
      state.move = 'failed';
      state.moveError = action.payload;
    },
  },
  selectors: {
    selectWallets: (state) => state.wallets,
    selectBalance: (state) => state.balance,
    ...loadSelectors((state: TransferFundState) => state.load),
    selectMove: (state) => state.move,
    selectMoveError: (state) => state.moveError,
    selectMoved: (state) => state.moved,
  },
});

declare module '../../app/store' {
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
