/**
 * Missions (missionLeaderboard, docs/gateway.md#member-report-calls): daily and weekly goals whose progress
 * is read from what the member did (bets of every source, credited deposits), and the weekly leaderboard
 * of valid bets among the merchant's members. Days and weeks are Manila time (UTC+8, the merchants'
 * currency is PHP); a week starts on Monday. Read-only apart from the seeded definitions.
 */
import type Database from 'better-sqlite3';
import { DAY_MS, memberReportsRepo } from './member-reports.js';

export const MISSION_SCHEMA = `
  CREATE TABLE IF NOT EXISTS missions (
    id INTEGER PRIMARY KEY, kind TEXT NOT NULL CHECK (kind IN ('rounds', 'validBet', 'deposit')),
    period TEXT NOT NULL CHECK (period IN ('daily', 'weekly')), target INTEGER NOT NULL CHECK (target > 0),
    reward_cents INTEGER NOT NULL CHECK (reward_cents >= 0), sort INTEGER NOT NULL);
`;

/** rounds: a count of bets; validBet and deposit: cents. */
export type MissionKind = 'rounds' | 'validBet' | 'deposit';
export type MissionPeriod = 'daily' | 'weekly';

export interface MissionRow {
  id: number;
  kind: MissionKind;
  period: MissionPeriod;
  /** A count for rounds, cents otherwise. */
  target: number;
  rewardCents: number;
  /** The same unit as target, capped at it. */
  progress: number;
  startsAt: number;
  endsAt: number;
}

export interface LeaderRow {
  memberId: number;
  username: string;
  validCents: number;
}

export const MISSION_TZ_MS = 8 * 3_600_000;

/** The Manila day or week (from Monday) around `now`, as [start, end) epoch ms. */
export function periodOf(period: MissionPeriod, now: number): { start: number; end: number } {
  const dayIndex = Math.floor((now + MISSION_TZ_MS) / DAY_MS);
  const dayStart = dayIndex * DAY_MS - MISSION_TZ_MS;
  if (period === 'daily') return { start: dayStart, end: dayStart + DAY_MS };
  // 1970-01-01 was a Thursday: Monday is 0 when counting from day 4.
  const start = dayStart - ((dayIndex + 3) % 7) * DAY_MS;
  return { start, end: start + 7 * DAY_MS };
}

export function missionsRepo(db: Database.Database, now: () => number = Date.now) {
  const reports = memberReportsRepo(db);
  const definitions = db.prepare<[], { id: number; kind: MissionKind; period: MissionPeriod; target: number; reward_cents: number }>(
    'SELECT id, kind, period, target, reward_cents FROM missions ORDER BY sort, id',
  );
  const deposits = db.prepare<[number, number, number], { cents: number }>(
    "SELECT COALESCE(SUM(amount_cents), 0) AS cents FROM wallet_ledger WHERE member_id = ? AND kind = 'deposit' AND at >= ? AND at < ?",
  );
  const leaders = db.prepare<{ merchant: string; from: number; to: number }, { id: number; username: string; valid: number }>(
    `WITH v(member_id, valid) AS (
       SELECT member_id, valid_cents FROM member_bets WHERE at >= @from AND at < @to
       UNION ALL SELECT member_id, bet_cents FROM game_rounds WHERE at >= @from AND at < @to
       UNION ALL SELECT member_id, stake_cents FROM lottery_bets WHERE status <> 'open' AND placed_at >= @from AND placed_at < @to)
     SELECT m.id, m.username, SUM(v.valid) AS valid FROM v JOIN members m ON m.id = v.member_id
     WHERE m.merchant = @merchant GROUP BY m.id HAVING SUM(v.valid) > 0 ORDER BY valid DESC, m.id`,
  );

  return {
    now,
    /** Every mission with the member's progress in its current period. */
    progress(memberId: number): MissionRow[] {
      const at = now();
      return definitions.all().map((d) => {
        const { start, end } = periodOf(d.period, at);
        let done: number;
        if (d.kind === 'deposit') done = deposits.get(memberId, start, end)?.cents ?? 0;
        else {
          const bets = reports.bets(memberId, { from: start, to: end, gameType: '', vendor: '', offset: 0, limit: 0 });
          done = d.kind === 'rounds' ? bets.count : bets.sums.validCents;
        }
        return { id: d.id, kind: d.kind, period: d.period, target: d.target, rewardCents: d.reward_cents, progress: Math.min(done, d.target), startsAt: start, endsAt: end };
      });
    },
    /** The merchant's members by valid bet this week, highest first (members without a bet are left out). */
    leaderboard(merchant: string): { rows: LeaderRow[]; start: number; end: number } {
      const { start, end } = periodOf('weekly', now());
      const rows = leaders.all({ merchant, from: start, to: end }).map((r) => ({ memberId: r.id, username: r.username, validCents: r.valid }));
      return { rows, start, end };
    },
  };
}
