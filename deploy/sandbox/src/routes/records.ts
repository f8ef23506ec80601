/**
 * Account records (transactionHistory, docs/product.md#member-centre): the member's ledger as
 * `ODSFE2_MemTransDet` answers it — every money move the sandbox made (deposits, withdrawals, transfers,
 * game and lottery bets and wins), in a time range, by type, paged, with totals of the whole range.
 * Shapes: MemberTransactionsRequest/Value in shared/src/api/types.ts.
 */
import type { MemberTransactionType } from '@tessera/shared/api-types';
import { defineRoute } from '../gateway/define-route.js';
import { GatewayError } from '../gateway/envelope.js';
import { pointDetails } from '../domain/points.js';
import { pageCount, pageOf, rangeOf } from '../domain/report-pages.js';
import { toAmount } from '../repo/wallets.js';
import { PROMOTIONS } from '../seed/content.js';

/** Ledger kinds (LIKE patterns) of each type the page filters by. */
export const TRANSACTION_TYPES: Record<Exclude<MemberTransactionType, 'points'>, readonly string[]> = {
  all: [],
  deposit: ['deposit'],
  withdraw: ['withdraw', 'withdraw-refund'],
  transfer: ['transfer-in', 'transfer-out', 'upline-in', 'upline-out'],
  bet: ['%-bet'],
  win: ['%-win'],
  bonus: ['bonus'],
};
const memberTransactions = defineRoute('memberTransactions', {
  auth: 'member',
  handler: ({ input, member, repo }) => {
    // The points mall's details read the points ledger instead (domain/points.ts).
    if (input.type === 'points') return pointDetails(repo, member, input);
    const { from, to } = rangeOf(input);
    const type = String(input.type ?? 'all') as Exclude<MemberTransactionType, 'points'>;
    const kinds = Object.hasOwn(TRANSACTION_TYPES, type) ? TRANSACTION_TYPES[type] : undefined;
    if (!kinds) throw new GatewayError(200, 'request_param_err', 'Unknown type');
    const { pageNo, pageSize, offset } = pageOf(input, 100);
    // Due lottery bets settle first, so their wins are in the ledger read below (docs/product.md#lottery).
    repo.lottery.settle(member.id);
    const page = repo.wallets.ledgerPage(member.id, { from, to, kinds, offset, limit: pageSize });
    return {
      list: page.rows.map((r) => {
        const row = { id: r.id, time: r.at, kind: r.kind, accountTypeId: r.accountTypeId, amount: toAmount(r.cents), ref: r.ref ?? '' };
        // A bonus names the promotion it came from (the bonus details' source column).
        const source = r.kind === 'bonus' ? repo.memberReports.bonusSource(member.id, r.ref) : null;
        const title = source && PROMOTIONS.find((p) => p.id === source.promotionId)?.title;
        return source && title ? { ...row, source: { type: source.type, title } } : row;
      }),
      pageNo,
      totalCount: page.count,
      totalPages: pageCount(page.count, pageSize),
      totals: { credit: toAmount(page.inCents), debit: toAmount(page.outCents) },
    };
  },
});

export const recordsRoutes = [memberTransactions];
