/**
 * The missions every member sees (missionLeaderboard): three daily and two weekly goals, each with the
 * reward the mission page names. Guarded by id, so a second start changes nothing.
 */
import type Database from 'better-sqlite3';
import type { MissionKind, MissionPeriod } from '../repo/missions.js';

/** [id, kind, period, target (a count of bets, else cents), reward cents]. */
export const SEED_MISSIONS: readonly [number, MissionKind, MissionPeriod, number, number][] = [
  [1, 'rounds', 'daily', 5, 500],
  [2, 'validBet', 'daily', 50_000, 1_000],
  [3, 'deposit', 'daily', 20_000, 800],
  [4, 'validBet', 'weekly', 500_000, 5_000],
  [5, 'rounds', 'weekly', 50, 3_000],
];

export function seedMissions(db: Database.Database): void {
  const insert = db.prepare('INSERT OR IGNORE INTO missions (id, kind, period, target, reward_cents, sort) VALUES (?, ?, ?, ?, ?, ?)');
  SEED_MISSIONS.forEach(([id, kind, period, target, reward], sort) => insert.run(id, kind, period, target, reward, sort));
}
