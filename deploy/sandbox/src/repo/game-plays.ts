/**
 * What members do in games: launch tickets (the URL launchGame answers carries one), the recent list,
 * and the rounds played in the sandbox game, whose bets and wins move money through the wallet ledger.
 */
import type Database from 'better-sqlite3';
import { InsufficientFunds, MAIN_WALLET } from './wallets.js';

export const GAME_PLAYS_SCHEMA = `
  CREATE TABLE IF NOT EXISTS game_launches (
    ticket TEXT PRIMARY KEY, member_id INTEGER NOT NULL, game_id INTEGER NOT NULL, created_at INTEGER NOT NULL);
  CREATE TABLE IF NOT EXISTS game_recent (
    member_id INTEGER NOT NULL, game_id INTEGER NOT NULL, played_at INTEGER NOT NULL, PRIMARY KEY (member_id, game_id));
  CREATE INDEX IF NOT EXISTS game_recent_member ON game_recent (member_id, played_at);
  CREATE TABLE IF NOT EXISTS game_rounds (
    id INTEGER PRIMARY KEY AUTOINCREMENT, member_id INTEGER NOT NULL, game_id INTEGER NOT NULL,
    bet_cents INTEGER NOT NULL CHECK (bet_cents > 0), win_cents INTEGER NOT NULL CHECK (win_cents >= 0), at INTEGER NOT NULL);
  CREATE INDEX IF NOT EXISTS game_rounds_member ON game_rounds (member_id, at);
  CREATE INDEX IF NOT EXISTS game_rounds_win ON game_rounds (win_cents);
`;

/** A launch ticket is good this long (the game page is opened right after launchGame). */
export const TICKET_TTL_MS = 6 * 3_600_000;
/** Recent games kept per member. */
export const RECENT_MAX = 30;

export interface Round {
  id: number;
  betCents: number;
  winCents: number;
  balanceCents: number;
}

export interface WinnerRow {
  username: string;
  gameId: number;
  winCents: number;
  at: number;
}

export function gamePlaysRepo(db: Database.Database) {
  const addTicket = db.prepare('INSERT INTO game_launches (ticket, member_id, game_id, created_at) VALUES (?, ?, ?, ?)');
  const ticket = db.prepare<[string, number], { member_id: number; game_id: number }>(
    'SELECT member_id, game_id FROM game_launches WHERE ticket = ? AND created_at >= ?',
  );
  const touch = db.prepare(
    'INSERT INTO game_recent (member_id, game_id, played_at) VALUES (?, ?, ?) ON CONFLICT (member_id, game_id) DO UPDATE SET played_at = excluded.played_at',
  );
  const trim = db.prepare(
    'DELETE FROM game_recent WHERE member_id = ? AND game_id NOT IN (SELECT game_id FROM game_recent WHERE member_id = ? ORDER BY played_at DESC LIMIT ?)',
  );
  const recent = db.prepare<[number, number], { game_id: number }>('SELECT game_id FROM game_recent WHERE member_id = ? ORDER BY played_at DESC LIMIT ?');
  const debit = db.prepare('UPDATE wallets SET balance_cents = balance_cents - ? WHERE member_id = ? AND account_type_id = ? AND balance_cents >= ?');
  const credit = db.prepare('UPDATE wallets SET balance_cents = balance_cents + ? WHERE member_id = ? AND account_type_id = ?');
  const ledger = db.prepare('INSERT INTO wallet_ledger (member_id, account_type_id, amount_cents, kind, ref, at) VALUES (?, ?, ?, ?, ?, ?)');
  const addRound = db.prepare('INSERT INTO game_rounds (member_id, game_id, bet_cents, win_cents, at) VALUES (?, ?, ?, ?, ?)');
  const balance = db.prepare<[number, number], { balance_cents: number }>('SELECT balance_cents FROM wallets WHERE member_id = ? AND account_type_id = ?');
  const winners = db.prepare<[number], { username: string; game_id: number; win_cents: number; at: number }>(
    `SELECT m.username, r.game_id, r.win_cents, r.at FROM game_rounds r JOIN members m ON m.id = r.member_id
     WHERE r.win_cents > 0 ORDER BY r.win_cents DESC, r.at DESC LIMIT ?`,
  );

  const touchRecent = db.transaction((memberId: number, gameId: number, now: number) => {
    touch.run(memberId, gameId, now);
    trim.run(memberId, memberId, RECENT_MAX);
  });

  return {
    /** Records a launch: a ticket for the game page, and the game goes to the top of the recent list. */
    launch(memberId: number, gameId: number, ticketId: string, now = Date.now()): void {
      db.transaction(() => {
        addTicket.run(ticketId, memberId, gameId, now);
        touchRecent(memberId, gameId, now);
      }).immediate();
    },
    ticket(ticketId: string, now = Date.now()): { memberId: number; gameId: number } | undefined {
      const row = ticket.get(ticketId, now - TICKET_TTL_MS);
      return row && { memberId: row.member_id, gameId: row.game_id };
    },
    /** Game ids, most recently played first. */
    recent(memberId: number, limit = RECENT_MAX): number[] {
      return recent.all(memberId, limit).map((r) => r.game_id);
    },
    /**
     * One round: the bet leaves the main wallet and the win comes back, in one IMMEDIATE transaction
     * with its ledger rows; throws InsufficientFunds (nothing moves) when the bet exceeds the balance.
     */
    playRound(memberId: number, gameId: number, betCents: number, winCents: number, now = Date.now()): Round {
      if (!Number.isSafeInteger(betCents) || betCents <= 0 || !Number.isSafeInteger(winCents) || winCents < 0) throw new RangeError('bad amounts');
      return db
        .transaction((): Round => {
          if (debit.run(betCents, memberId, MAIN_WALLET, betCents).changes !== 1) throw new InsufficientFunds();
          const id = Number(addRound.run(memberId, gameId, betCents, winCents, now).lastInsertRowid);
          ledger.run(memberId, MAIN_WALLET, -betCents, 'game-bet', `round:${id}`, now);
          if (winCents > 0) {
            credit.run(winCents, memberId, MAIN_WALLET);
            ledger.run(memberId, MAIN_WALLET, winCents, 'game-win', `round:${id}`, now);
          }
          touchRecent(memberId, gameId, now);
          return { id, betCents, winCents, balanceCents: balance.get(memberId, MAIN_WALLET)?.balance_cents ?? 0 };
        })
        .immediate();
    },
    balanceCents(memberId: number): number {
      return balance.get(memberId, MAIN_WALLET)?.balance_cents ?? 0;
    },
    /** The biggest wins of every member, for the winner board. */
    winners(limit = 20): WinnerRow[] {
      return winners.all(limit).map((r) => ({ username: r.username, gameId: r.game_id, winCents: r.win_cents, at: r.at }));
    },
  };
}
