import type { DepositRecord, DepositSettings, LoadState, SendState } from '@tessera/shared';

/** A notification of the page: a deposit was sent, credited or failed. */
export interface DepositNotice {
  id: number;
  kind: 'submitted' | 'credited' | 'failed';
  amount: number;
}

export interface DepositState {
  settings: DepositSettings | null;
  records: DepositRecord[];
  /** Where the page's data stands (the values are the fields beside it). */
  load: LoadState;
  submit: SendState;
  /** Newest first; a deposit's later notice replaces its earlier one. */
  notices: DepositNotice[];
}
