import { createSlice, type PayloadAction, type WithSlice } from '@tessera/shared/toolkit';
import { idle, loadableCases, startLoading, succeed, type ErrorInfo, type MemberTransactionsValue, type PointBalance, type PointConfig, type PointReward, type RedeemRecord } from '@tessera/shared';
import { rootReducer } from '../../common/store';
import type { PointsMallState, PointsTab, RedeemPage } from './types';

const initialState: PointsMallState = {
  status: 'idle',
  error: null,
  balance: null,
  rewards: [],
  config: null,
  tab: 'rewards',
  history: idle(),
  details: idle(),
  redeeming: null,
  redeem: 'idle',
  redeemError: null,
  redeemed: null,
  convert: 'idle',
  convertError: null,
  converted: null,
};

// The redeem history and the points details page on their own, after the first load brings both.
const history = loadableCases<PointsMallState, RedeemPage, number>((state) => state.history);
const details = loadableCases<PointsMallState, MemberTransactionsValue, number>((state) => state.details);

const pointsMallSlice = createSlice({
  name: 'pointsMall',
  initialState,
  reducers: {
    pointsMallOpened: startLoading,
    pointsMallRetried: startLoading,
    pointsMallLoaded(state, action: PayloadAction<{ balance: PointBalance; rewards: PointReward[]; config: PointConfig; history: RedeemPage; details: MemberTransactionsValue }>) {
      const { balance, rewards, config, history, details } = action.payload;
      Object.assign(state, { balance, rewards, config, status: 'ready' });
      succeed(state.history, history);
      succeed(state.details, details);
    },
    pointsMallLoadFailed(state, action: PayloadAction<ErrorInfo>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    tabSelected(state, action: PayloadAction<PointsTab>) {
      state.tab = action.payload;
    },
    /** The review watcher's re-read: not `historyReceived`, which (re)starts the watcher. */
    reviewPolled(state, action: PayloadAction<{ history: RedeemPage; balance: PointBalance }>) {
      state.history.data = action.payload.history;
      state.balance = action.payload.balance;
    },
    ...history.as('historyPageRequested', 'historyReceived', 'historyFailed'),
    ...details.as('detailsPageRequested', 'detailsReceived', 'detailsFailed'),
    redeemOpened(state, action: PayloadAction<number>) {
      state.redeeming = action.payload;
      state.redeem = 'idle';
      state.redeemError = null;
    },
    redeemClosed(state) {
      state.redeeming = null;
      if (state.redeem !== 'sending') state.redeem = 'idle';
    },
    redeemSubmitted(state, _action: PayloadAction<{ rewardId: number; password: string }>) {
      state.redeem = 'sending';
      state.redeemError = null;
      state.redeemed = null;
    },
    redeemAccepted(state, action: PayloadAction<{ record: RedeemRecord; balance: PointBalance }>) {
      state.redeem = 'done';
      state.redeeming = null;
      state.redeemed = action.payload.record;
      state.balance = action.payload.balance;
      const reward = state.rewards.find((r) => r.id === action.payload.record.rewardId);
      if (reward && reward.stock !== null) reward.stock = Math.max(0, reward.stock - 1);
    },
    redeemRefused(state, action: PayloadAction<ErrorInfo>) {
      state.redeem = 'failed';
      state.redeemError = action.payload;
    },
    convertSubmitted(state, _action: PayloadAction<{ points: number; password: string }>) {
      state.convert = 'sending';
      state.convertError = null;
      state.converted = null;
    },
    convertAccepted(state, action: PayloadAction<{ points: number; amount: number; balance: PointBalance }>) {
      state.convert = 'done';
      state.converted = { points: action.payload.points, amount: action.payload.amount };
      state.balance = action.payload.balance;
    },
    convertRefused(state, action: PayloadAction<ErrorInfo>) {
      state.convert = 'failed';
      state.convertError = action.payload;
    },
  },
  selectors: {
    selectStatus: (s) => s.status,
    selectError: (s) => s.error,
    selectBalance: (s) => s.balance,
    selectRewards: (s) => s.rewards,
    selectConfig: (s) => s.config,
    selectTab: (s) => s.tab,
    selectHistory: (s) => s.history.data,
    selectHistoryStatus: (s) => s.history.status,
    selectHistoryError: (s) => s.history.error,
    selectDetails: (s) => s.details.data,
    selectDetailsStatus: (s) => s.details.status,
    selectDetailsError: (s) => s.details.error,
    selectRedeeming: (s) => s.redeeming,
    selectRedeem: (s) => s.redeem,
    selectRedeemError: (s) => s.redeemError,
    selectRedeemed: (s) => s.redeemed,
    selectConvert: (s) => s.convert,
    selectConvertError: (s) => s.convertError,
    selectConverted: (s) => s.converted,
    /** A redeem still in process: the saga re-reads the history until it is reviewed. */
    selectInReview: (s) => !!s.history.data?.list.some((r) => r.status === 'process'),
  },
});

declare module '../../common/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof pointsMallSlice> {}
}

const injected = pointsMallSlice.injectInto(rootReducer);

export const {
  pointsMallOpened, pointsMallRetried, pointsMallLoaded, pointsMallLoadFailed, tabSelected, reviewPolled,
  historyPageRequested, historyReceived, historyFailed, detailsPageRequested, detailsReceived, detailsFailed,
  redeemOpened, redeemClosed, redeemSubmitted, redeemAccepted, redeemRefused, convertSubmitted, convertAccepted,
  convertRefused
} = pointsMallSlice.actions;
export const {
  selectStatus, selectError, selectBalance, selectRewards, selectConfig, selectTab, selectHistory,
  selectHistoryStatus, selectHistoryError, selectDetails, selectDetailsStatus, selectDetailsError, selectRedeeming,
  selectRedeem, selectRedeemError, selectRedeemed, selectConvert, selectConvertError, selectConverted, selectInReview
} = injected.selectors;
