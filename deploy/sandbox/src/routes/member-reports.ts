/**
 * The member's own reports (docs/gateway.md#member-report-calls): betting records (personalHistoryCopy),
 * personal profit and loss by day (personalProfit), missions and their leaderboard (missionLeaderboard).
 * The gateway's shapes are unknown; these are the sandbox's design, typed in shared/src/api/types.ts
 * (BetRecordsValue, ProfitLossValue, MissionSummary, MissionLeaderboardValue).
 */
import type { BetTotals } from '@tessera/shared/api-types';
import { defineRoute } from '../gateway/define-route.js';
import { GatewayError } from '../gateway/envelope.js';
import { betAmounts } from '../domain/money.js';
import { pageCount, pageOf, rangeOf } from '../domain/report-pages.js';
import type { BetSums } from '../repo/member-reports.js';
import { toAmount } from '../repo/wallets.js';
import { LANES } from '../seed/catalog.js';

/** A vendor's name in one lane: a code may run in several lanes under other names (JL: "JILI" slots, "JILI Fishing"). */
const LANE_VENDOR_NAMES = new Map(LANES.flatMap((l) => l.vendors.map((v) => [`${l.title}:${v.code}`, v.displayName] as const)));
/** A vendor's name outside any one lane: the shortest of its lane names ("JILI"), the plain brand. */
const PLAIN_VENDOR_NAMES = new Map<string, string>();
for (const v of LANES.flatMap((l) => l.vendors)) {
  const known = PLAIN_VENDOR_NAMES.get(v.code);
  if (known === undefined || v.displayName.length < known.length) PLAIN_VENDOR_NAMES.set(v.code, v.displayName);
}
export const vendorName = (code: string, gameType?: string): string =>
  (gameType ? LANE_VENDOR_NAMES.get(`${gameType}:${code}`) : undefined) ?? PLAIN_VENDOR_NAMES.get(code) ?? code;

/**
 * The vendor filter's choices, every vendor bet on in the range: by its name in the game type picked, else in
 * the one lane it was bet on, else by its plain name.
 */
function vendorChoices(lanes: { gameType: string; vendor: string }[], gameType: string): { code: string; name: string }[] {
  const typesOf = new Map<string, string[]>();
  for (const l of lanes) typesOf.set(l.vendor, [...(typesOf.get(l.vendor) ?? []), l.gameType]);
  return [...typesOf.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([code, types]) => ({ code, name: vendorName(code, types.includes(gameType) ? gameType : types.length === 1 ? types[0] : undefined) }));
}

/** A filter value: '' (all) or a code of letters, digits and _. */
function codeOf(value: unknown, field: string): string {
  const code = value === undefined || value === null ? '' : String(value);
  if (code !== '' && !/^[A-Za-z0-9_]{1,40}$/.test(code)) throw new GatewayError(200, 'request_param_err', `Unknown ${field}`);
  return code;
}

const totalsOf = (s: BetSums): BetTotals => ({
  ...betAmounts(s),
  winLoss: toAmount(s.winLossCents),
});

const betRecords = defineRoute('betRecords', {
  auth: 'member',
  handler: ({ input, member, repo }) => {
    const { from, to } = rangeOf(input);
    const gameType = codeOf(input.gameType, 'gameType');
    const vendor = codeOf(input.vendor, 'vendor');
    const { pageNo, pageSize, offset } = pageOf(input, 100);
    // Lottery bets whose draw has opened are paid or lost first, so they show settled.
    repo.lottery.settle(member.id);
    const page = repo.memberReports.bets(member.id, { from, to, gameType, vendor, offset, limit: pageSize });
    const facets = repo.memberReports.facets(member.id, from, to);
    return {
      list: page.rows.map((r) => ({
        id: r.id,
        time: r.at,
        gameName: r.gameName,
        gameType: r.gameType,
        vendor: r.vendor,
        // The round's own lane names its vendor: a JILI slot round is "JILI", not "JILI Fishing".
        vendorName: vendorName(r.vendor, r.gameType),
        ...betAmounts(r),
        winLoss: r.settled ? toAmount(r.payoutCents - r.betCents) : 0,
        settled: r.settled,
      })),
      pageNo,
      totalCount: page.count,
      totalPages: pageCount(page.count, pageSize),
      totals: totalsOf(page.sums),
      gameTypes: facets.gameTypes,
      vendors: vendorChoices(facets.lanes, gameType),
    };
  },
});

const profitLoss = defineRoute('profitLoss', {
  auth: 'member',
  handler: ({ input, member, repo }) => {
    const { from, to } = rangeOf(input);
    repo.lottery.settle(member.id);
    const r = repo.memberReports.profitLoss(member.id, from, to);
    const sum = (pick: (d: (typeof r.days)[number]) => number) => r.days.reduce((s, d) => s + pick(d), 0);
    const bonus = sum((d) => d.bonusCents);
    const winLoss = sum((d) => d.winLossCents);
    return {
      days: r.days.map((d) => ({
        time: d.start,
        bet: toAmount(d.betCents),
        validBet: toAmount(d.validCents),
        winLoss: toAmount(d.winLossCents),
        bonus: toAmount(d.bonusCents),
        profit: toAmount(d.winLossCents + d.bonusCents),
      })),
      totals: {
        bet: toAmount(sum((d) => d.betCents)),
        validBet: toAmount(sum((d) => d.validCents)),
        winLoss: toAmount(winLoss),
        bonus: toAmount(bonus),
        profit: toAmount(winLoss + bonus),
        deposit: toAmount(r.depositCents),
        withdraw: toAmount(r.withdrawCents),
      },
    };
  },
});

const missionSummary = defineRoute('missionSummary', {
  auth: 'member',
  handler: ({ member, repo }) => {
    repo.lottery.settle(member.id);
    const missions = repo.missions.progress(member.id).map((m) => {
      const money = m.kind !== 'rounds';
      return {
        id: m.id,
        kind: m.kind,
        period: m.period,
        target: money ? toAmount(m.target) : m.target,
        progress: money ? toAmount(m.progress) : m.progress,
        reward: toAmount(m.rewardCents),
        completed: m.progress >= m.target,
        endsAt: m.endsAt,
      };
    });
    const completed = missions.filter((m) => m.completed).length;
    return { missions, open: missions.length - completed, completed };
  },
});

/** Rows the leaderboard shows. */
export const LEADERBOARD_SIZE = 10;

/** Other players are shown masked, as leaderboards do: `agent01m5` → `ag***5`. */
export function maskName(username: string): string {
  if (username.length <= 3) return `${username[0] ?? ''}***`;
  return `${username.slice(0, 2)}***${username.slice(-1)}`;
}

const missionLeaderboard = defineRoute('missionLeaderboard', {
  auth: 'member',
  handler: ({ member, merchant, repo }) => {
    repo.lottery.settle(member.id);
    const board = repo.missions.leaderboard(merchant);
    const mineAt = board.rows.findIndex((r) => r.memberId === member.id);
    return {
      startsAt: board.start,
      endsAt: board.end,
      list: board.rows.slice(0, LEADERBOARD_SIZE).map((r, i) => ({
        rank: i + 1,
        player: r.memberId === member.id ? r.username : maskName(r.username),
        validBet: toAmount(r.validCents),
        me: r.memberId === member.id,
      })),
      mine: { rank: mineAt >= 0 ? mineAt + 1 : null, validBet: mineAt >= 0 ? toAmount(board.rows[mineAt]!.validCents) : 0 },
    };
  },
});

export const memberReportRoutes = [betRecords, profitLoss, missionSummary, missionLeaderboard];
