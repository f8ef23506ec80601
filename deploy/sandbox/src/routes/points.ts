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
 * - Points details are `memberTransactions` with `type: 'points'` (routes/records.ts hands them to
 *   `pointDetails` of domain/points.ts, where the accrual and the redeem review live too).
 */
import type { PointReward, RedeemRecord } from '@tessera/shared/api-types';
import { defineRoute } from '../gateway/define-route.js';
import { GatewayError } from '../gateway/envelope.js';
import { requestIdOf } from '../domain/money.js';
import { pointBalance, settlePoints } from '../domain/points.js';
import { pageCount, pageOf } from '../domain/report-pages.js';
import { TRIAL_TYPE } from '../repo/accounts.js';
import type { Member, Repo } from '../repo/index.js';
import { EXCHANGE_RATES, InsufficientPoints, MIN_CONVERT_POINTS, RewardUnavailable, BET_PER_POINT_CENTS, ratioFor, type RedeemRow, type RewardRow } from '../repo/points.js';
import { toAmount } from '../repo/wallets.js';
import { localiseRedeemName, localiseReward } from '../seed/points-i18n.js';

const toRecord = (r: RedeemRow, language?: unknown): RedeemRecord => ({ ...r, rewardName: localiseRedeemName(r.rewardId, r.rewardName, language) });
const toReward = (r: RewardRow): PointReward => ({
  id: r.id,
  name: r.name,
  description: r.description,
  imageUrl: `/cdn/TCG_PROD_IMAGES/POINT_REWARD/${r.art}.png`,
  points: r.points,
  stock: r.stock,
});

/** The passwordCheck/ relay: trial accounts are refused, then the login password is checked. */
async function checkPassword(repo: Repo, member: Member, input: { password?: unknown }): Promise<void> {
  if (member.type === TRIAL_TYPE) throw new GatewayError(403, 'trial.not.allowed', 'Trial accounts cannot use the points mall');
  const password = typeof input.password === 'string' ? input.password : '';
  if (!(await repo.members.authenticate(member.merchant, member.username, password))) throw new GatewayError(200, 'password.payment.wrong', 'The password is wrong');
}

const balance = defineRoute('pointBalance', {
  auth: 'member',
  handler: ({ member, repo }) => {
    settlePoints(repo, member);
    return pointBalance(repo, member);
  },
});

const rewards = defineRoute('pointReward', {
  auth: 'member',
  handler: ({ repo, req }) => ({ list: repo.points.rewards().map((r) => toReward(localiseReward(r, req.headers.language))) }),
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
  handler: async ({ input, member, repo, req }) => {
    const requestId = requestIdOf(input.requestId);
    const rewardId = Number(input.rewardId);
    if (!Number.isSafeInteger(rewardId) || rewardId <= 0) throw new GatewayError(200, 'request_param_err', 'rewardId is required');
    await checkPassword(repo, member, input);
    // A reward sent to a Zalo number asks for one before any point is taken (the review used to take the points,
    // then reject the redeem and give them back).
    if (repo.points.rewards().find((r) => r.id === rewardId)?.needsZalo && !repo.profiles.get(member.id).zalo.trim()) {
      throw new GatewayError(200, 'zalo.required', 'Add a Zalo number to your profile to redeem this reward');
    }
    settlePoints(repo, member);
    try {
      const record = toRecord(repo.points.redeemOnce(member.id, requestId, rewardId), req.headers.language);
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
  handler: ({ input, member, repo, req }) => {
    settlePoints(repo, member);
    const { pageNo, pageSize, offset } = pageOf(input, 50);
    const { rows, count } = repo.points.redeems(member.id, offset, pageSize);
    return { list: rows.map((r) => toRecord(r, req.headers.language)), pageNo, totalCount: count, totalPages: pageCount(count, pageSize) };
  },
});

const convert = defineRoute('convertPoint', {
  auth: 'member',
  handler: async ({ input, member, repo }) => {
    const requestId = requestIdOf(input.requestId);
    const points = Number(input.points);
    if (!Number.isSafeInteger(points) || points < MIN_CONVERT_POINTS) {
      throw new GatewayError(200, 'points.convert.min', `Convert at least ${MIN_CONVERT_POINTS} whole points`, { minConvert: MIN_CONVERT_POINTS });
    }
    await checkPassword(repo, member, input);
    settlePoints(repo, member);
    try {
      const done = repo.points.convertOnce(member.id, requestId, points, ratioFor(member.rankLevel));
      return { points: done.points, amount: toAmount(done.cents), balance: pointBalance(repo, member) };
    } catch (e) {
      if (e instanceof InsufficientPoints) throw new GatewayError(200, 'points.insufficient', 'Not enough points');
      throw e;
    }
  },
});

/** The newer table's conversion types: points convert to cash at the member's rank's ratio (own design). */
const conversionTypes = defineRoute('pointConversionTypes', {
  auth: 'member',
  handler: ({ member }) => ({ list: [{ type: 'CASH', ratio: ratioFor(member.rankLevel) }] }),
});

export const pointRoutes = [balance, rewards, config, redeem, redeemList, convert, conversionTypes];
