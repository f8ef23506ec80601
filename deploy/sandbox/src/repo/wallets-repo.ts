/** A member's wallets, deposits, withdrawals and ledger as the routes use them (`repo.wallets`). */
import type Database from 'better-sqlite3';
import { depositOnce, settleDeposits, toDeposit, type DepositDbRow, type DepositRow } from './deposits.js';
import { confirmAllWithdrawals, confirmWithdrawal, settleWithdrawals, toWithdrawal, withdrawOnce, WITHDRAWAL_COLUMNS, type WithdrawalDbRow, type WithdrawalRow } from './withdrawals.js';
import { ledgerPage, MAIN_WALLET, returnAllOnce, transferOnce, transferToUplineOnce, type LedgerQuery, type UplineTransferRow } from './wallets.js';

/** The wallets of a member, by account type. */
export function walletsRepo(db: Database.Database) {
  const balances = db.prepare<[number], { account_type_id: number; balance_cents: number }>(
    'SELECT account_type_id, balance_cents FROM wallets WHERE member_id = ? ORDER BY account_type_id',
  );
  const deposits = db.prepare<[number, number], DepositDbRow>('SELECT * FROM deposits WHERE member_id = ? ORDER BY id DESC LIMIT ?');
  return {
    transferOnce: (memberId: number, requestId: string, fromAcct: number, toAcct: number, cents: number) =>
      transferOnce(db, memberId, requestId, fromAcct, toAcct, cents),
    returnAllOnce: (memberId: number, requestId: string) => returnAllOnce(db, memberId, requestId),
    depositOnce: (memberId: number, requestId: string, channelId: string, cents: number) => depositOnce(db, memberId, requestId, channelId, cents),
    settleDeposits: (memberId: number, afterMs: number, fails: (d: DepositRow) => boolean) => settleDeposits(db, memberId, afterMs, fails),
    deposits: (memberId: number, limit = 50): DepositRow[] => deposits.all(memberId, limit).map(toDeposit),
    withdrawOnce: (memberId: number, requestId: string, cents: number) => withdrawOnce(db, memberId, requestId, cents),
    ledgerPage: (memberId: number, q: LedgerQuery) => ledgerPage(db, memberId, q),
    transferToUplineOnce: (fromId: number, toId: number, requestId: string, cents: number, note: string) => transferToUplineOnce(db, fromId, toId, requestId, cents, note),
    uplineTransfers: (fromId: number, limit = 20): UplineTransferRow[] =>
      (
        db.prepare('SELECT id, to_id, amount_cents, note, at FROM upline_transfers WHERE from_id = ? ORDER BY id DESC LIMIT ?').all(fromId, limit) as {
          id: number;
          to_id: number;
          amount_cents: number;
          note: string;
          at: number;
        }[]
      ).map((r) => ({ id: r.id, toId: r.to_id, cents: r.amount_cents, note: r.note, at: r.at })),
    settleWithdrawals: (memberId: number, reviewMs: number, autoConfirmMs: number, rejects: (w: WithdrawalRow) => boolean) =>
      settleWithdrawals(db, memberId, reviewMs, autoConfirmMs, rejects),
    confirmWithdrawal: (memberId: number, id: number, answer: Parameters<typeof confirmWithdrawal>[3]) => confirmWithdrawal(db, memberId, id, answer),
    confirmAllWithdrawals: (memberId: number) => confirmAllWithdrawals(db, memberId),
    withdrawals: (memberId: number, limit = 50): WithdrawalRow[] =>
      (db.prepare(`SELECT ${WITHDRAWAL_COLUMNS} FROM withdrawals WHERE member_id = ? ORDER BY id DESC LIMIT ?`).all(memberId, limit) as WithdrawalDbRow[]).map(toWithdrawal),
    /** Every wallet of the member in account-type order, the main wallet included even before it exists. */
    balances(memberId: number): { accountTypeId: number; cents: number }[] {
      const rows = balances.all(memberId).map((r) => ({ accountTypeId: r.account_type_id, cents: r.balance_cents }));
      if (!rows.some((r) => r.accountTypeId === MAIN_WALLET)) rows.unshift({ accountTypeId: MAIN_WALLET, cents: 0 });
      return rows;
    },
  };
}
