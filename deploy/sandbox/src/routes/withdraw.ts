/**
 * Withdrawals and their confirmation (docs/product.md#member-centre): the payment password is checked
 * (encrypted call), the amount leaves main at once and is held; the sandbox's review (domain/settlement.ts)
 * disburses it after WITHDRAW_REVIEW_MS (or rejects and refunds an amount ending in .44, a rule tests steer
 * by); the player then confirms receipt, reports it not received with a proof image, or confirms all;
 * unconfirmed for AUTO_CONFIRM_MINUTES it counts as received. Shapes: WithdrawSettings … in
 * shared/src/api/types.ts.
 */
import type { WithdrawRecord } from '@tessera/shared/api-types';
import { defineRoute } from '../gateway/define-route.js';
import { GatewayError } from '../gateway/envelope.js';
import { requestIdOf, toCents } from '../domain/money.js';
import { AUTO_CONFIRM_MINUTES, AUTO_CONFIRM_MS, settleDueWithdrawals } from '../domain/settlement.js';
import { IMAGE_BODY_LIMIT, readImage } from '../domain/uploads.js';
import type { Member, Repo } from '../repo/index.js';
import { InsufficientFunds, toAmount } from '../repo/wallets.js';
import type { WithdrawalRow } from '../repo/withdrawals.js';

export const WITHDRAW_LIMITS = { minimumAmount: 100, maximumAmount: 50_000 };

const toRecord = (w: WithdrawalRow): WithdrawRecord => ({
  id: w.id,
  amount: toAmount(w.cents),
  status: w.status,
  createdAt: w.createdAt,
  updatedAt: w.updatedAt,
  disbursedAt: w.disbursedAt,
  autoConfirmAt: w.status === 'disbursed' && w.disbursedAt != null ? w.disbursedAt + AUTO_CONFIRM_MS : null,
  autoConfirmed: w.autoConfirmed,
  hasProof: w.hasProof,
});

function records(repo: Repo, member: Member): { list: WithdrawRecord[] } {
  settleDueWithdrawals(repo, member);
  return { list: repo.wallets.withdrawals(member.id).map(toRecord) };
}

const withdrawSettings = defineRoute('withdrawSettings', {
  auth: 'member',
  handler: ({ member }) => ({
    ...WITHDRAW_LIMITS,
    autoConfirmMinutes: AUTO_CONFIRM_MINUTES,
    payee: { bankName: 'BDO Unibank', accountMasked: `****${String(member.customerId).slice(-4)}` },
  }),
});

const withdraw = defineRoute('withdraw', {
  auth: 'member',
  handler: async ({ input, member, repo }) => {
    const cents = toCents(input.amount);
    if (cents < WITHDRAW_LIMITS.minimumAmount * 100 || cents > WITHDRAW_LIMITS.maximumAmount * 100) {
      throw new GatewayError(200, 'withdraw.amount.limit', `Amount must be between ${WITHDRAW_LIMITS.minimumAmount} and ${WITHDRAW_LIMITS.maximumAmount}`, WITHDRAW_LIMITS);
    }
    const requestId = requestIdOf(input.requestId);
    // Sandbox rule: the payment password is the login password (the gateway's passwordCheck/ relay).
    const password = typeof input.paymentPassword === 'string' ? input.paymentPassword : '';
    if (!(await repo.members.authenticate(member.merchant, member.username, password))) {
      throw new GatewayError(200, 'password.payment.wrong', 'The payment password is wrong');
    }
    try {
      return toRecord(repo.wallets.withdrawOnce(member.id, requestId, cents));
    } catch (e) {
      if (e instanceof InsufficientFunds) throw new GatewayError(200, 'balance.insufficient', 'Insufficient balance');
      throw e;
    }
  },
});

const withdrawRecords = defineRoute('withdrawRecords', {
  auth: 'member',
  handler: ({ member, repo }) => records(repo, member),
});

const withdrawConfirm = defineRoute('withdrawConfirm', {
  auth: 'member',
  bodyLimit: IMAGE_BODY_LIMIT,
  handler: ({ input, member, repo }) => {
    records(repo, member); // settle first: an auto-confirmed one can no longer be disputed
    const body = input as Record<string, unknown>;
    if (body.confirmAll === true) {
      repo.wallets.confirmAllWithdrawals(member.id);
      return records(repo, member);
    }
    const id = Number(body.id);
    if (!Number.isSafeInteger(id)) throw new GatewayError(200, 'request_param_err', 'id is required');
    const answer = body.received === true ? ({ received: true } as const) : (() => {
      const image = readImage(body.proof);
      return { received: false as const, proof: image.bytes, proofType: image.type };
    })();
    if (!repo.wallets.confirmWithdrawal(member.id, id, answer)) {
      throw new GatewayError(200, 'withdraw.not.awaiting', 'This withdrawal is not awaiting confirmation');
    }
    return records(repo, member);
  },
});

/** The newer table's list of withdrawals waiting for the member to confirm receipt (the `disbursed` ones). */
const paymentConfirmations = defineRoute('paymentConfirmations', {
  auth: 'member',
  handler: ({ member, repo }) => ({ list: records(repo, member).list.filter((w) => w.status === 'disbursed') }),
});

export const withdrawRoutes = [withdrawSettings, withdraw, withdrawRecords, withdrawConfirm, paymentConfirmations];
