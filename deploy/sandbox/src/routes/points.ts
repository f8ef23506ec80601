/**
 * The points mall (docs/product.md#points-mall, docs/gateway.md#points-calls). The gateway's answer shapes
 * are unknown; these are the sandbox's (PointBalance … in shared/src/api/types.ts):
 *
 * - `pointBalance`: points, this member's ratio, totals and the last 30 days' earnings. Points never expire.
 * - `pointReward`: the catalogue with artwork (/cdn/TCG_PROD_IMAGES/POINT_REWARD/<art>.png) and stock.
 * - `pointConfig`: the exchange-rate table (points per currency unit by VIP level), minimum conversion, earn rule.
 * - `redeemPointReward` / `convertPoint` (encrypted, `passwordCheck/`): the login password is checked; each is
 *   one transaction per `requestId`; points never go negative. Converting credits the main wallet.
 * - `redeemPointList`: redeem records, newest first. A redeem is `process` for REDEEM_REVIEW_MS, then
 *   `approved`, or `rejected` (points and stock returned) when the reward goes to a Zalo number and the
 *   profile has none. POST /sandbox/points/review (control) reviews every waiting redeem at once.
 * - Points details are `memberTransactions` with `type: 'points'` (records.ts hands them to `pointDetails`).
 */
import type { MemberTransactionsValue, PointBalance, PointReward, RedeemRecord } from '@tessera/shared/api-types';
import { defineRoute, type Wire } from '../gateway/define-route.js';
import { GatewayError } from '../gateway/envelope.js';
import type { Member, Repo } from '../repo/index.js';
import { EXCHANGE_RATES, InsufficientPoints, MIN_CONVERT_POINTS, RewardUnavailable, BET_PER_POINT_CENTS, ratioFor, type RedeemRow, type RewardRow } from '../repo/points.js';
import { toAmount } from '../repo/wallets.js';

export const REDEEM_REVIEW_MS = 120_000;
const DAY = 86_400_000;
const CHART_DAYS = 30;
const TRIAL_TYPE = 4;

const toRecord = (r: RedeemRow): RedeemRecord => ({ ...r });
const toReward = (r: RewardRow): PointReward => ({
  id: r.id,
  name: r.name,
  description: r.description,
  imageUrl: `/cdn/TCG_PROD_IMAGES/POINT_REWARD/${r.art}.png`,
  points: r.points,
  stock: r.stock,
});

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
function settle(repo: Repo, member: Member): void {
  repo.points.settleEarnings(member.id, member.type !== TRIAL_TYPE);
  reviewRedeems(repo, member.id);
}

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

function requestIdOf(input: { requestId?: unknown }): string {
  if (typeof input.requestId === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(input.requestId)) return input.requestId;
  throw new GatewayError(200, 'request_param_err', 'requestId must be 8 to 64 letters, digits, - or _');
}

/** The passwordCheck/ relay: trial accounts are refused, then the login password is checked. */
async function checkPassword(repo: Repo, member: Member, input: { password?: unknown }): Promise<void> {
  if (member.type === TRIAL_TYPE) throw new GatewayError(403, 'trial.not.allowed', 'Trial accounts cannot use the points mall');
  const password = typeof input.password === 'string' ? input.password : '';
  if (!(await repo.members.authenticate(member.merchant, member.username, password))) throw new GatewayError(200, 'password.payment.wrong', 'The password is wrong');
}

const balance = defineRoute('pointBalance', {
  auth: 'member',
  handler: ({ member, repo }) => {
    settle(repo, member);
    return pointBalance(repo, member);
  },
});

const rewards = defineRoute('pointReward', {
  auth: 'member',
  handler: ({ repo }) => ({ list: repo.points.rewards().map(toReward) }),
});

const config = defineRoute('pointConfig', {
  auth: 'member',
  handler: ({ member }) => ({
    ratio: ratioFor(member.rankLevel),
    minConvert: MIN_CONVERT_POINTS,
    betPerPoint: toAmount(BET_PER_POINT_CENTS),
    exchangeRates: EXCHANGE_RATES.map((r) => ({ fromLevel: r.fromLevel, labelName: `VIP${r.fromLevel}`, ratio: r.ratio })),
  }),
});

const redeem = defineRoute('redeemPointReward', {
  auth: 'member',
  handler: async ({ input, member, repo }) => {
    const requestId = requestIdOf(input);
    const rewardId = Number(input.rewardId);
    if (!Number.isSafeInteger(rewardId) || rewardId <= 0) throw new GatewayError(200, 'request_param_err', 'rewardId is required');
    await checkPassword(repo, member, input);
    settle(repo, member);
    try {
      const record = toRecord(repo.points.redeemOnce(member.id, requestId, rewardId));
      return { record, balance: pointBalance(repo, member) };
    } catch (e) {
      if (e instanceof InsufficientPoints) throw new GatewayError(200, 'points.insufficient', 'Not enough points for this reward');
      if (e instanceof RewardUnavailable) throw new GatewayError(200, e.reason === 'unknown' ? 'request_param_err' : 'reward.out.of.stock', e.reason === 'unknown' ? 'Unknown reward' : 'This reward is out of stock');
      throw e;
    }
  },
});

const redeemList = defineRoute('redeemPointList', {
  auth: 'member',
  handler: ({ input, member, repo }) => {
    settle(repo, member);
    const pageSize = Math.min(Math.max(Math.floor(Number(input.pageSize)) || 10, 1), 50);
    const pageNo = Math.max(Math.floor(Number(input.pageNo)) || 1, 1);
    const { rows, count } = repo.points.redeems(member.id, (pageNo - 1) * pageSize, pageSize);
    return { list: rows.map(toRecord), pageNo, totalCount: count, totalPages: Math.max(1, Math.ceil(count / pageSize)) };
  },
});

const convert = defineRoute('convertPoint', {
  auth: 'member',
  handler: async ({ input, member, repo }) => {
    const requestId = requestIdOf(input);
    const points = Number(input.points);
    if (!Number.isSafeInteger(points) || points < MIN_CONVERT_POINTS) {
      throw new GatewayError(200, 'points.convert.min', `Convert at least ${MIN_CONVERT_POINTS} whole points`, { minConvert: MIN_CONVERT_POINTS });
    }
    await checkPassword(repo, member, input);
    settle(repo, member);
    try {
      const done = repo.points.convertOnce(member.id, requestId, points, ratioFor(member.rankLevel));
      return { points: done.points, amount: toAmount(done.cents), balance: pointBalance(repo, member) };
    } catch (e) {
      if (e instanceof InsufficientPoints) throw new GatewayError(200, 'points.insufficient', 'Not enough points');
      throw e;
    }
  },
});

const MAX_RANGE_MS = 93 * DAY;

/** Points details: the points ledger in a range, paged, `amount` being signed points (type 'points' of memberTransactions). */
export function pointDetails(repo: Repo, member: Member, input: Wire<{ startTime: number; endTime: number; pageNo: number; pageSize: number }>): MemberTransactionsValue {
  const from = Number(input.startTime);
  const to = Number(input.endTime);
  if (!Number.isSafeInteger(from) || !Number.isSafeInteger(to) || to <= from || to - from > MAX_RANGE_MS) {
    throw new GatewayError(200, 'request_param_err', 'startTime and endTime must be a range of at most 93 days');
  }
  settle(repo, member);
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

export const pointRoutes = [balance, rewards, config, redeem, redeemList, convert];
