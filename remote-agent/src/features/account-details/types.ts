import type { PeriodQuery } from '../../common/report-query';

/** Kinds of money move the page filters by; '' is every kind. */
export const LEDGER_KINDS = ['', 'deposit', 'withdrawal', 'transfer-in', 'transfer-out', 'salary', 'dividend'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export interface LedgerQuery extends PeriodQuery {
  kind: LedgerKind;
}

/** Every kind the page names: the filter's, and kinds it shows without filtering by them; any other is "Other". */
export const NAMED_KINDS = ['deposit', 'withdrawal', 'withdraw-refund', 'transfer-in', 'transfer-out', 'upline-in', 'upline-out', 'salary', 'dividend'] as const;
export type NamedKind = (typeof NAMED_KINDS)[number];
