/**
 * A member's own reports (docs/gateway.md#member-report-calls): betting records (personalHistoryCopy) and
 * personal profit and loss by day (personalProfit). Read-only: the bets are the seeded history
 * (`member_bets`), the rounds of the sandbox game (`game_rounds`) and the lottery's bets (`lottery_bets`);
 * bonuses, deposits and withdrawals come from the wallet ledger.
 */
import type Database from 'better-sqlite3';
import { LOTTERY_GAMES } from '../seed/lottery.js';

/** The lane the sandbox lottery's games belong to (seed/catalog.ts, ELOTT). */
export const LOTTERY_GAME_TYPE = 'ELOTT';
export const LOTTERY_VENDOR = 'TCG_LOTTO_VN';
export const DAY_MS = 86_400_000;

export interface BetQuery {
  from: number;
  to: number;
  /** '' for every type / vendor. */
  gameType: string;
  vendor: string;
  offset: number;
  limit: number;
}

/** One bet as the bet reports list it (the member's own, and an agent's team's). */
export interface BetFigures {
  at: number;
  gameName: string;
  gameType: string;
  vendor: string;
  betCents: number;
  validCents: number;
  payoutCents: number;
}

/** A member's own bet; its validCents is 0 while a lottery bet waits for its draw. */
export interface BetRecordRow extends BetFigures {
  /** Unique over the three sources: H (history), R (game round), L (lottery bet) and the row id. */
  id: string;
  settled: boolean;
}

export interface BetSums {
  betCents: number;
  validCents: number;
  payoutCents: number;
  /** Payout less stake of the settled bets (an open bet has no result yet). */
  winLossCents: number;
}

export interface ProfitDay extends BetSums {
  /** Start of the day, epoch ms (the range's start plus whole days). */
  start: number;
  bonusCents: number;
}

/** Lottery game names as a constant CTE: the games are seed data in code, not a table. */
const lotteryNames = (): string => {
  const rows = [...LOTTERY_GAMES.values()].map((g) => `('${g.gameCode.replace(/'/g, "''")}', '${g.gameName.replace(/'/g, "''")}')`);
  return rows.length ? `lottery_names(code, name) AS (VALUES ${rows.join(', ')})` : `lottery_names(code, name) AS (SELECT NULL, NULL WHERE 0)`;
};

/** Every bet of one member in [from, to), each source filtered on its own index. */
const BETS = `
  ${lotteryNames()},
  bets AS (
    SELECT 'H' || id AS id, at, game_name, game_type, vendor, bet_cents, valid_cents, payout_cents, 1 AS settled
      FROM member_bets WHERE member_id = @member AND at >= @from AND at < @to
    UNION ALL
    SELECT 'R' || r.id, r.at, g.game_name, g.game_type, g.vendor, r.bet_cents, r.bet_cents, r.win_cents, 1
      FROM game_rounds r JOIN games g ON g.id = r.game_id WHERE r.member_id = @member AND r.at >= @from AND r.at < @to
    UNION ALL
    SELECT 'L' || b.id, b.placed_at, COALESCE(n.name, b.game_code), '${LOTTERY_GAME_TYPE}', '${LOTTERY_VENDOR}', b.stake_cents,
      CASE WHEN b.status = 'open' THEN 0 ELSE b.stake_cents END, b.win_cents, b.status <> 'open'
      FROM lottery_bets b LEFT JOIN lottery_names n ON n.code = b.game_code
      WHERE b.member_id = @member AND b.placed_at >= @from AND b.placed_at < @to
  ),
  picked AS (SELECT * FROM bets WHERE (@gameType = '' OR game_type = @gameType) AND (@vendor = '' OR vendor = @vendor))`;

const SUMS = `COALESCE(SUM(bet_cents), 0) AS bet, COALESCE(SUM(valid_cents), 0) AS valid, COALESCE(SUM(payout_cents), 0) AS payout,
  COALESCE(SUM(CASE WHEN settled THEN payout_cents - bet_cents ELSE 0 END), 0) AS winloss`;

interface SumRow {
  bet: number;
  valid: number;
  payout: number;
  winloss: number;
}
const toSums = (r: SumRow | undefined): BetSums => ({ betCents: r?.bet ?? 0, validCents: r?.valid ?? 0, payoutCents: r?.payout ?? 0, winLossCents: r?.winloss ?? 0 });

export function memberReportsRepo(db: Database.Database) {
  const page = db.prepare<
    Record<string, unknown>,
    { id: string; at: number; game_name: string; game_type: string; vendor: string; bet_cents: number; valid_cents: number; payout_cents: number; settled: number }
  >(`WITH ${BETS} SELECT * FROM picked ORDER BY at DESC, id DESC LIMIT @limit OFFSET @offset`);
  const totals = db.prepare<Record<string, unknown>, SumRow & { n: number }>(`WITH ${BETS} SELECT COUNT(*) AS n, ${SUMS} FROM picked`);
  const facets = db.prepare<Record<string, unknown>, { game_type: string; vendor: string }>(
    `WITH ${BETS} SELECT DISTINCT game_type, vendor FROM bets ORDER BY game_type, vendor`,
  );
  const byDay = db.prepare<Record<string, unknown>, SumRow & { d: number }>(
    // CAST: a bound JS number may arrive as REAL, and a fractional day index would match no day.
    `WITH ${BETS} SELECT CAST((at - @from) / ${DAY_MS} AS INTEGER) AS d, ${SUMS} FROM picked GROUP BY d`,
  );
  const ledgerByDay = db.prepare<[number, number, number, number, string], { d: number; cents: number }>(
    `SELECT CAST((at - ?) / ${DAY_MS} AS INTEGER) AS d, COALESCE(SUM(amount_cents), 0) AS cents FROM wallet_ledger
     WHERE member_id = ? AND at >= ? AND at < ? AND kind = ? GROUP BY d`,
  );
  const ledgerSum = db.prepare<[number, number, number, string, string], { cents: number }>(
    'SELECT COALESCE(SUM(amount_cents), 0) AS cents FROM wallet_ledger WHERE member_id = ? AND at >= ? AND at < ? AND kind IN (?, ?)',
  );

  const rewardEntry = db.prepare<[number, number], { promotion_id: number; status: string }>(
    'SELECT promotion_id, status FROM reward_entries WHERE id = ? AND member_id = ?',
  );

  const params = (memberId: number, q: Pick<BetQuery, 'from' | 'to'> & Partial<BetQuery>) => ({
    member: memberId,
    from: q.from,
    to: q.to,
    gameType: q.gameType ?? '',
    vendor: q.vendor ?? '',
  });

  return {
    /** One page of bets, newest first, with the count and sums of the whole filtered range. */
    bets(memberId: number, q: BetQuery): { rows: BetRecordRow[]; count: number; sums: BetSums } {
      const p = params(memberId, q);
      const rows = page.all({ ...p, limit: q.limit, offset: q.offset }).map((r) => ({
        id: r.id,
        at: r.at,
        gameName: r.game_name,
        gameType: r.game_type,
        vendor: r.vendor,
        betCents: r.bet_cents,
        validCents: r.valid_cents,
        payoutCents: r.payout_cents,
        settled: r.settled === 1,
      }));
      const t = totals.get(p);
      return { rows, count: t?.n ?? 0, sums: toSums(t) };
    },
    /** The game types and vendors the member bet on in the range: what the page's filters offer. */
    /** `lanes`: each game type with the vendors bet on in it (a vendor code may run in several lanes). */
    facets(memberId: number, from: number, to: number): { gameTypes: string[]; vendors: string[]; lanes: { gameType: string; vendor: string }[] } {
      const rows = facets.all(params(memberId, { from, to }));
      return {
        gameTypes: [...new Set(rows.map((r) => r.game_type))],
        vendors: [...new Set(rows.map((r) => r.vendor))].sort(),
        lanes: rows.map((r) => ({ gameType: r.game_type, vendor: r.vendor })),
      };
    },
    /**
     * Where a bonus row of the ledger came from: its `reward:<entry id>` ref names the member's reward-centre
     * entry, claimed at once or issued after an application was reviewed (repo/rewards.ts).
     */
    bonusSource(memberId: number, ref: string | null): { promotionId: number; type: 'claim' | 'application' } | null {
      const m = /^reward:(\d+)$/.exec(ref ?? '');
      const row = m ? rewardEntry.get(Number(m[1]), memberId) : undefined;
      return row ? { promotionId: row.promotion_id, type: row.status === 'claimed' ? 'claim' : 'application' } : null;
    },
    /**
     * Every day of [from, to) (whole days counted from `from`, so the client's local midnights give local
     * days), with its bets and bonuses; and the range's deposits and net withdrawals.
     */
    profitLoss(memberId: number, from: number, to: number): { days: ProfitDay[]; depositCents: number; withdrawCents: number } {
      const count = Math.ceil((to - from) / DAY_MS);
      const days: ProfitDay[] = Array.from({ length: count }, (_, d) => ({ start: from + d * DAY_MS, ...toSums(undefined), bonusCents: 0 }));
      for (const r of byDay.all(params(memberId, { from, to }))) {
        const day = days[r.d];
        if (day) Object.assign(day, toSums(r));
      }
      for (const r of ledgerByDay.all(from, memberId, from, to, 'bonus')) {
        const day = days[r.d];
        if (day) day.bonusCents = r.cents;
      }
      return {
        days,
        depositCents: ledgerSum.get(memberId, from, to, 'deposit', 'deposit')?.cents ?? 0,
        // withdrawals leave as negative rows; a rejected one comes back as a refund
        withdrawCents: -(ledgerSum.get(memberId, from, to, 'withdraw', 'withdraw-refund')?.cents ?? 0),
      };
    },
  };
}
