import type { ErrorInfo, LoadState, SendState, WithdrawRecord, WithdrawSettings } from '@tessera/shared';

export interface WithdrawNotice {
  id: number;
  kind: 'submitted' | 'disbursed' | 'rejected' | 'confirmed' | 'reported';
  amount: number;
}

export interface WithdrawState {
  settings: WithdrawSettings | null;
  /** The main wallet, where withdrawals come from. */
  main: number | null;
  records: WithdrawRecord[];
  /** Where the page's data stands (the values are the fields beside it). */
  load: LoadState;
  submit: SendState;
  /** The record whose confirmation is being sent, or 'all'. */
  confirming: number | 'all' | null;
  confirmError: ErrorInfo | null;
  notices: WithdrawNotice[];
}
