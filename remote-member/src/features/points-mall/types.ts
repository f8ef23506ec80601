import type { ErrorInfo, Loadable, LoadStatus, MemberTransactionsValue, PointBalance, PointConfig, PointReward, RedeemRecord } from '@tessera/shared';

export type PointsTab = 'rewards' | 'history' | 'details' | 'rates';
export type SendStatus = 'idle' | 'sending' | 'failed' | 'done';

export interface RedeemPage {
  list: RedeemRecord[];
  pageNo: number;
  totalPages: number;
}

export interface PointsMallState {
  status: LoadStatus;
  error: ErrorInfo | null;
  balance: PointBalance | null;
  rewards: PointReward[];
  config: PointConfig | null;
  tab: PointsTab;
  history: Loadable<RedeemPage>;
  /** Points details: the points ledger of the last DETAILS_DAYS days (memberTransactions, type points). */
  details: Loadable<MemberTransactionsValue>;
  /** The reward whose redeem dialog is open. */
  redeeming: number | null;
  redeem: SendStatus;
  redeemError: ErrorInfo | null;
  redeemed: RedeemRecord | null;
  convert: SendStatus;
  convertError: ErrorInfo | null;
  converted: { points: number; amount: number } | null;
}
