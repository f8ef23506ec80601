import type { PeriodQuery } from '../../common/report-query';

/** Kinds of money move the page filters by; '' is every kind. */
export const LEDGER_KINDS = ['', 'deposit', 'withdrawal', 'transfer-in', 'transfer-out', 'salary', 'dividend'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export interface LedgerQuery extends PeriodQuery {
  kind: LedgerKind;
}
