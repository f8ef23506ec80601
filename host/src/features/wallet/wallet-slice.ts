import { createSlice, type PayloadAction } from '@tessera/shared/toolkit';
import { DEFAULT_CURRENCY_SYMBOL } from '@tessera/shared/kit';

export interface WalletState {
  sumBalance: number | null;
  currencySymbol: string;
  refreshing: boolean;
  failed: boolean;
}

const initialState: WalletState = { sumBalance: null, currencySymbol: DEFAULT_CURRENCY_SYMBOL, refreshing: false, failed: false };

export const walletSlice = createSlice({
  name: 'wallet',
  initialState,
  reducers: {
    balanceRefreshRequested(state) {
      state.refreshing = true;
    },
    balanceLoaded(state, action: PayloadAction<{ sumBalance: number; currencySymbol?: string }>) {
      state.sumBalance = action.payload.sumBalance;
      state.currencySymbol = action.payload.currencySymbol || DEFAULT_CURRENCY_SYMBOL;
      state.refreshing = false;
      state.failed = false;
    },
    balanceFailed(state) {
      state.refreshing = false;
      state.failed = true;
    },
    walletCleared() {
      return initialState;
    },
  },
});

export const walletActions = walletSlice.actions;
type WithWallet = { wallet: WalletState };
export const selectWallet = (s: WithWallet) => s.wallet;
