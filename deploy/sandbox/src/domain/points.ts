/**
 * The points rules (docs/product.md#points-mall): points accrue from what was played (repo/points.ts), a
 * redeem waits REDEEM_REVIEW_MS for the sandbox's review, and every points call first settles both. The
 * points details read the points ledger of a range.
 */
import type { MemberTransactionsValue, PointBalance } from '@tessera/shared/api-types';
import type { Wire } from '../gateway/define-route.js';
import { GatewayError } from '../gateway/envelope.js';
import { TRIAL_TYPE } from '../repo/accounts.js';
import type { Member, Repo } from '../repo/index.js';
import { ratioFor, type RedeemRow, type RewardRow } from '../repo/points.js';

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

const MAX_RANGE_MS = 93 * DAY;

/** Points details: the points ledger in a range, paged, `amount` being signed points (type 'points' of memberTransactions). */
export function pointDetails(repo: Repo, member: Member, input: Wire<{ startTime: number; endTime: number; pageNo: number; pageSize: number }>): MemberTransactionsValue {
  const from = Number(input.startTime);
  const to = Number(input.endTime);
  if (!Number.isSafeInteger(from) || !Number.isSafeInteger(to) || to <= from || to - from > MAX_RANGE_MS) {
    throw new GatewayError(200, 'request_param_err', 'startTime and endTime must be a range of at most 93 days');
  }
  settlePoints(repo, member);
  const pageSize = Math.min(Math.max(Math.floor(Number(input.pageSize)) || 10, 1), 100);
  const pageNo = Math.max(Math.floor(Number(input.pageNo)) || 1, 1);
  const page = repo.points.ledgerPage(member.id, { from, to, offset: (pageNo - 1) * pageSize, limit: pageSize });
  return {
    list: page.rows.map((r) => ({ id: r.id, time: r.at, kind: r.kind, accountTypeId: 0, amount: r.points, ref: r.ref ?? '' })),
    pageNo,
    totalCount: page.count,
    totalPages: Math.max(1, Math.ceil(page.count / pageSize)),
    totals: { credit: page.earned, debit: page.spent },
  };
}
