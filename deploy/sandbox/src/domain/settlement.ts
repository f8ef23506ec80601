/**
 * Settlement of the member's pending money (docs/product.md#member-centre): deposits are credited (or fail)
 * DEPOSIT_SETTLE_MS after they were made, withdrawals are reviewed after WITHDRAW_REVIEW_MS and count as
 * received AUTO_CONFIRM_MINUTES after their payout, and due lottery bets are paid or lost. Nothing runs on a
 * timer here: whatever reads the member's money settles first, so every answer is paid up. Each outcome is
 * told in the member's inbox.
 */
import type { WalletBalance } from '@tessera/shared/api-types';
import type { Member, Repo } from '../repo/index.js';
import type { DepositRow } from '../repo/deposits.js';
import { toAmount } from '../repo/wallets.js';
import type { WithdrawalRow } from '../repo/withdrawals.js';
// The inbox notice's amount as the apps write money (seed/member-messages-i18n.ts writes it again per language).
import { money } from '../seed/money.js';

/** A pending deposit is settled this long after it was made, the next time the member's money is read. */
export const DEPOSIT_SETTLE_MS = 3_000;
/** Sandbox rule a test can steer by: a deposit whose amount ends in .44 fails instead of being credited. */
export const depositFails = (d: DepositRow) => d.cents % 100 === 44;

/** A withdrawal is reviewed (disbursed or rejected) this long after it was made. */
export const WITHDRAW_REVIEW_MS = 3_000;
/** A disbursed withdrawal the member neither confirms nor disputes counts as received after this long. */
export const AUTO_CONFIRM_MINUTES = 30;
export const AUTO_CONFIRM_MS = AUTO_CONFIRM_MINUTES * 60_000;
/** Sandbox rule a test can steer by: a withdrawal whose amount ends in .44 is rejected and refunded. */
export const withdrawRejected = (w: WithdrawalRow) => w.cents % 100 === 44;

/**
 * Settles the member's due deposits and tells them in the inbox, as the platform notifies deposit
 * credited / failed (docs/product.md#member-centre). `afterMs` 0: every pending one now (a test's control).
 */
export function settleDue(repo: Repo, member: Member, afterMs = DEPOSIT_SETTLE_MS): DepositRow[] {
  // Lottery bets whose draw has opened are paid or lost before any balance is read (docs/product.md#lottery).
  repo.lottery.settle(member.id);
  const settled = repo.wallets.settleDeposits(member.id, afterMs, depositFails);
  for (const d of settled) {
    const amount = money.en(toAmount(d.cents));
    if (d.status === 'credited') repo.messages.send(member.id, 'system', 'Deposit credited', `<p>Your deposit of <b>${amount}</b> was credited to your main wallet.</p>`);
    else repo.messages.send(member.id, 'system', 'Deposit failed', `<p>Your deposit of <b>${amount}</b> failed. No money was taken.</p>`);
  }
  return settled;
}

/**
 * Moves due withdrawals on and tells the member in the inbox (withdrawal approved / rejected). A test's
 * control passes 0 delays: every pending one reviewed now, every paid-out one counted as received.
 */
export function settleDueWithdrawals(repo: Repo, member: Member, reviewMs = WITHDRAW_REVIEW_MS, autoConfirmMs = AUTO_CONFIRM_MS): WithdrawalRow[] {
  const reviewed = repo.wallets.settleWithdrawals(member.id, reviewMs, autoConfirmMs, withdrawRejected);
  for (const w of reviewed) {
    const amount = money.en(toAmount(w.cents));
    if (w.status === 'disbursed') repo.messages.send(member.id, 'system', 'Withdrawal approved', `<p>Your withdrawal of <b>${amount}</b> was approved and paid out. Please confirm you received it.</p>`);
    else repo.messages.send(member.id, 'system', 'Withdrawal rejected', `<p>Your withdrawal of <b>${amount}</b> was rejected. The amount is back in your main wallet.</p>`);
  }
  return reviewed;
}

/** Settles what is due, then answers the balance as /wps/v2/wallets/balance does. */
export function walletBalance(repo: Repo, member: Member): WalletBalance {
  settleDue(repo, member);
  const wallets = repo.wallets.balances(member.id);
  return {
    sumBalance: toAmount(wallets.reduce((s, w) => s + w.cents, 0)),
    currency: 'PHP',
    currencySymbol: 'P',
    balance: wallets.map((w) => ({ accountTypeId: w.accountTypeId, availBalance: toAmount(w.cents) })),
  };
}
