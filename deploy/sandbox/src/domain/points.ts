/**
 * The points rules (docs/product.md#points-mall): points accrue from what was played (repo/points.ts), a
 * redeem waits REDEEM_REVIEW_MS for the sandbox's review, and every points call first settles both. The
 * points details read the points ledger of a range.
 */
import type { MemberTransactionsValue, PointBalance } from '@tessera/shared/api-types';
import type { Wire } from '../gateway/define-route.js';
import { TRIAL_TYPE } from '../repo/accounts.js';
import type { Member, Repo } from '../repo/index.js';
import { ratioFor, type RedeemRow, type RewardRow } from '../repo/points.js';
import { pageCount, pageOf, rangeOf } from './report-pages.js';

/** A redeem waits this long for the review (POST /sandbox/points/review, a control, reviews at once). */
export const REDEEM_REVIEW_MS = 120_000;
const DAY = 86_400_000;
const CHART_DAYS = 30;

/** The sandbox's review: a reward sent to a Zalo number needs one in the profile. */
const reviewRule = (repo: Repo, memberId: number) => (reward: RewardRow) =>
  reward.needsZalo && !repo.profiles.get(memberId).zalo.trim() ? 'No Zalo number in your profile' : null;

/** Reviews the member's redeems waiting at least `reviewMs`, and tells the member in the inbox. */
export function reviewRedeems(repo: Repo, memberId: number, reviewMs = REDEEM_REVIEW_MS): RedeemRow[] {
  const reviewed = repo.points.reviewRedeems(memberId, reviewMs, reviewRule(repo, memberId));
  for (const r of reviewed) {
    if (r.status === 'approved') repo.messages.send(memberId, 'system', 'Points reward approved', `<p>Your redeem of <b>${r.rewardName}</b> was approved.</p>`);
    else repo.messages.send(memberId, 'system', 'Points reward rejected', `<p>Your redeem of <b>${r.rewardName}</b> was rejected (${r.remark}). ${r.points} points are back in your balance.</p>`);
  }
  return reviewed;
}

/** Opens the account, accrues what was played and moves due redeems on: what every points call does first. */
export function settlePoints(repo: Repo, member: Member): void {
  repo.points.settleEarnings(member.id, member.type !== TRIAL_TYPE);
  reviewRedeems(repo, member.id);
}

/** The member's points, ratio, totals and the last CHART_DAYS days' earnings (the pointBalance answer). */
export function pointBalance(repo: Repo, member: Member, now = Date.now()): PointBalance {
  const { earned, spent } = repo.points.totals(member.id);
  const since = Math.floor(now / DAY) * DAY - (CHART_DAYS - 1) * DAY;
  const byDay = new Map(repo.points.earnedByDay(member.id, since).map((d) => [d.day, d.points]));
  const earnedByDay = Array.from({ length: CHART_DAYS }, (_, i) => {
    const date = new Date(since + i * DAY).toISOString().slice(0, 10);
    return { date, points: byDay.get(date) ?? 0 };
  });
  return { points: repo.points.points(member.id), ratio: ratioFor(member.rankLevel), earnedTotal: earned, spentTotal: spent, earnedByDay };
}

/** Points details: the points ledger in a range, paged, `amount` being signed points (type 'points' of memberTransactions). */
export function pointDetails(repo: Repo, member: Member, input: Wire<{ startTime: number; endTime: number; pageNo: number; pageSize: number }>): MemberTransactionsValue {
  const { from, to } = rangeOf(input);
  settlePoints(repo, member);
  const { pageNo, pageSize, offset } = pageOf(input, 100);
  const page = repo.points.ledgerPage(member.id, { from, to, offset, limit: pageSize });
  return {
    list: page.rows.map((r) => ({ id: r.id, time: r.at, kind: r.kind, accountTypeId: 0, amount: r.points, ref: r.ref ?? '' })),
    pageNo,
    totalCount: page.count,
    totalPages: pageCount(page.count, pageSize),
    totals: { credit: page.earned, debit: page.spent },
  };
}
