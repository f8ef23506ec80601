/**
 * The sandbox lottery (docs/gateway.md#lottery-calls): draws, recent lottery games, launch tickets and
 * demo bets. Draws are not stored: draw k of a game opens at `drawOffset + k × drawInterval` seconds after
 * the epoch and its result is a pure function of (game, k), so every draw is produced on schedule with no
 * background timer, and a test moves time by passing its own clock. A bet settles (paid or lost, in one
 * wallet transaction) once its draw has opened: whenever the member's bets, balance or records are read,
 * and on the sandbox's settle timer (plugin.ts) for everyone else (docs/product.md#lottery).
 */
import { createHash, randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import { prng } from '../seed/catalog.js';
import { LOTTERY_GAMES, type LotteryGameDef } from '../seed/lottery.js';
import { credit, debit, balanceCents } from './wallets.js';

export const LOTTERY_SCHEMA = `
  CREATE TABLE IF NOT EXISTS lottery_recent (
    member_id INTEGER NOT NULL, game_code TEXT NOT NULL, played_at INTEGER NOT NULL, PRIMARY KEY (member_id, game_code));
  -- Launch tickets live only as long as the session that asked for them; the older table had no session.
  DROP TABLE IF EXISTS lottery_launches;
  CREATE TABLE IF NOT EXISTS lottery_tickets (
    ticket TEXT PRIMARY KEY, session_token TEXT NOT NULL, member_id INTEGER NOT NULL, game_code TEXT, prize_mode TEXT NOT NULL,
    view TEXT NOT NULL, back_url TEXT, language TEXT, created_at INTEGER NOT NULL);
  CREATE TABLE IF NOT EXISTS lottery_bets (
    id INTEGER PRIMARY KEY AUTOINCREMENT, member_id INTEGER NOT NULL, game_code TEXT NOT NULL, draw_index INTEGER NOT NULL,
    pick TEXT NOT NULL, stake_cents INTEGER NOT NULL CHECK (stake_cents > 0), status TEXT NOT NULL DEFAULT 'open',
    win_cents INTEGER NOT NULL DEFAULT 0, placed_at INTEGER NOT NULL, settled_at INTEGER);
  CREATE INDEX IF NOT EXISTS lottery_bets_member ON lottery_bets (member_id, placed_at);
  CREATE INDEX IF NOT EXISTS lottery_bets_open ON lottery_bets (status, draw_index);
`;

/** A bet on the last two digits pays this many times the stake. */
export const TWO_DIGIT_ODDS = 70;
/** Recent lottery games kept per member. */
export const RECENT_LOTTERY_MAX = 20;
/** A launch ticket is good this long at most, and never past the end of the session that asked for it. */
export const LOTTERY_TICKET_TTL_MS = 6 * 3_600_000;
/** How often the sandbox settles every member's due bets (plugin.ts), so a bet settles with no page open. */
export const LOTTERY_SETTLE_INTERVAL_MS = 5_000;
/** Bets read per page of the betting records at most. */
export const LOTTERY_BETS_PAGE_MAX = 100;
/** Draw numbers and dates are Vietnam time (UTC+7), as the VN gateway labels them. */
const LABEL_OFFSET_MS = 7 * 3_600_000;

export interface Draw {
  /** The draw's label, e.g. `20261123` (daily) or `20261123-0812` (the 812th draw of that day). */
  numero: string;
  /** Draw k of the game's schedule. */
  index: number;
  /** When it opens (ms since the epoch). */
  openTime: number;
  /** Digits (`48213`) or picked numbers, comma separated (`03,11,19,27,35,42`). */
  result: string;
}

export type BetStatus = 'open' | 'won' | 'lost';

export interface LotteryBet {
  id: number;
  gameCode: string;
  gameName: string;
  numero: string;
  pick: string;
  stakeCents: number;
  status: BetStatus;
  winCents: number;
  placedAt: number;
  drawTime: number;
  result: string | null;
}

export interface LotteryTicket {
  /** The gateway session the launch was made in: the ticket ends with it (logout or idle end). */
  sessionToken: string;
  memberId: number;
  gameCode: string | null;
  prizeMode: string;
  view: string;
  backUrl: string | null;
  language: string | null;
}

export class UnknownLotteryGame extends Error {}
export class DrawClosed extends Error {}

/** When draw `index` of `game` opens. */
export function drawTime(game: LotteryGameDef, index: number): number {
  return (game.drawOffset + index * game.drawInterval) * 1000;
}

/** The last draw that has opened at `now`. */
export function latestIndex(game: LotteryGameDef, now: number): number {
  return Math.floor((now / 1000 - game.drawOffset) / game.drawInterval);
}

function seedOf(gameCode: string, index: number): number {
  return createHash('sha256').update(`${gameCode}#${index}`).digest().readUInt32BE(0);
}

/** The result of draw `index`: the same every time it is asked for. */
export function resultOf(game: LotteryGameDef, index: number): string {
  // The seed data's generator (mulberry32), seeded per draw.
  const next = prng(seedOf(game.gameCode, index));
  if (game.result.kind === 'digits') return Array.from({ length: game.result.length }, () => Math.floor(next() * 10)).join('');
  const pool = Array.from({ length: game.result.max }, (_, i) => i + 1);
  const picked: number[] = [];
  for (let i = 0; i < game.result.count; i++) picked.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!);
  return picked
    .sort((a, b) => a - b)
    .map((n) => String(n).padStart(2, '0'))
    .join(',');
}

/** The draw's label: its (UTC+7) date, plus its number within that day for games drawing more than daily. */
export function numeroOf(game: LotteryGameDef, index: number): string {
  const local = drawTime(game, index) + LABEL_OFFSET_MS;
  const date = new Date(local).toISOString().slice(0, 10).replaceAll('-', '');
  if (game.drawInterval >= 86_400) return date;
  const seq = Math.floor((local % 86_400_000) / (game.drawInterval * 1000)) + 1;
  return `${date}-${String(seq).padStart(4, '0')}`;
}

export function drawOf(game: LotteryGameDef, index: number): Draw {
  return { numero: numeroOf(game, index), index, openTime: drawTime(game, index), result: resultOf(game, index) };
}

/** The last `count` opened draws, newest first. */
export function openedDraws(game: LotteryGameDef, now: number, count: number): Draw[] {
  const latest = latestIndex(game, now);
  return Array.from({ length: Math.max(0, count) }, (_, i) => drawOf(game, latest - i));
}

/** The draw bets go on now: the next one to open. */
export function nextDraw(game: LotteryGameDef, now: number): { numero: string; index: number; openTime: number } {
  const index = latestIndex(game, now) + 1;
  return { numero: numeroOf(game, index), index, openTime: drawTime(game, index) };
}

/** Whether a two-digit pick wins a result: it equals the result's last two digits. */
export function wins(pick: string, result: string): boolean {
  return result.replace(/\D/g, '').slice(-2) === pick;
}

interface BetRow {
  id: number;
  member_id: number;
  game_code: string;
  draw_index: number;
  pick: string;
  stake_cents: number;
  status: BetStatus;
  win_cents: number;
  placed_at: number;
}

function gameOf(code: string): LotteryGameDef {
  const game = LOTTERY_GAMES.get(code);
  if (!game) throw new UnknownLotteryGame(code);
  return game;
}

/** A page of a member's bets in a time range (the betting records), with the totals of the whole range. */
export interface LotteryBetPage {
  bets: LotteryBet[];
  /** Bets in the range. */
  count: number;
  stakeCents: number;
  winCents: number;
}

/** The lottery's data access; `now` is the clock every draw and settlement reads (a test passes its own). */
export function lotteryRepo(db: Database.Database, now: () => number = Date.now) {
  const touch = db.prepare(
    'INSERT INTO lottery_recent (member_id, game_code, played_at) VALUES (?, ?, ?) ON CONFLICT (member_id, game_code) DO UPDATE SET played_at = excluded.played_at',
  );
  const trim = db.prepare(
    'DELETE FROM lottery_recent WHERE member_id = ? AND game_code NOT IN (SELECT game_code FROM lottery_recent WHERE member_id = ? ORDER BY played_at DESC LIMIT ?)',
  );
  const recent = db.prepare<[number, number], { game_code: string }>('SELECT game_code FROM lottery_recent WHERE member_id = ? ORDER BY played_at DESC LIMIT ?');
  const addTicket = db.prepare(
    'INSERT INTO lottery_tickets (ticket, session_token, member_id, game_code, prize_mode, view, back_url, language, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const dropOldTickets = db.prepare<[number]>('DELETE FROM lottery_tickets WHERE created_at < ?');
  // A ticket is good while the session that launched it lives: a logout or an idle end closes the lottery too.
  const ticket = db.prepare<
    [string, number, number],
    { session_token: string; member_id: number; game_code: string | null; prize_mode: string; view: string; back_url: string | null; language: string | null }
  >(
    `SELECT t.session_token, t.member_id, t.game_code, t.prize_mode, t.view, t.back_url, t.language FROM lottery_tickets t
     JOIN sessions s ON s.token = t.session_token AND s.member_id = t.member_id
     WHERE t.ticket = ? AND t.created_at >= ? AND s.expires_at > ?`,
  );
  const addBet = db.prepare('INSERT INTO lottery_bets (member_id, game_code, draw_index, pick, stake_cents, placed_at) VALUES (?, ?, ?, ?, ?, ?)');
  const openBetsOf = db.prepare<[number], BetRow>("SELECT * FROM lottery_bets WHERE member_id = ? AND status = 'open'");
  const openBets = db.prepare<[], BetRow>("SELECT * FROM lottery_bets WHERE status = 'open'");
  const settleBet = db.prepare("UPDATE lottery_bets SET status = ?, win_cents = ?, settled_at = ? WHERE id = ? AND status = 'open'");
  const bets = db.prepare<[number, number], BetRow>('SELECT * FROM lottery_bets WHERE member_id = ? ORDER BY id DESC LIMIT ?');
  const betById = db.prepare<[number], BetRow>('SELECT * FROM lottery_bets WHERE id = ?');
  const betsInRange = db.prepare<[number, number, number, number, number], BetRow>(
    'SELECT * FROM lottery_bets WHERE member_id = ? AND placed_at >= ? AND placed_at < ? ORDER BY placed_at DESC, id DESC LIMIT ? OFFSET ?',
  );
  const rangeTotals = db.prepare<[number, number, number], { n: number; stake: number | null; win: number | null }>(
    'SELECT COUNT(*) AS n, SUM(stake_cents) AS stake, SUM(win_cents) AS win FROM lottery_bets WHERE member_id = ? AND placed_at >= ? AND placed_at < ?',
  );

  /**
   * Pays or closes the given open bets whose draw has opened (with `early`, every one, on the result its draw
   * will have); each bet and its payout in one transaction.
   */
  function settleRows(rows: BetRow[], early = false): number {
    const at = now();
    let settled = 0;
    for (const bet of rows) {
      const game = LOTTERY_GAMES.get(bet.game_code);
      if (!game || (!early && drawTime(game, bet.draw_index) > at)) continue;
      const won = wins(bet.pick, resultOf(game, bet.draw_index));
      const winCents = won ? bet.stake_cents * TWO_DIGIT_ODDS : 0;
      const done = db
        .transaction(() => {
          // The status guard makes a second settler a no-op, so a payout is never made twice.
          if (settleBet.run(won ? 'won' : 'lost', winCents, at, bet.id).changes !== 1) return false;
          if (winCents > 0) credit(db, { memberId: bet.member_id }, winCents, 'lottery-win', `lottery-bet:${bet.id}`);
          return true;
        })
        .immediate();
      if (done) settled++;
    }
    return settled;
  }

  /** Settles one member's due bets (before their bets, balance or records are read). */
  const settle = (memberId: number): number => settleRows(openBetsOf.all(memberId));
  /** Settles every member's due bets (the sandbox's settle timer). */
  const settleAll = (): number => settleRows(openBets.all());
  /** Settles all of one member's open bets now, as if their draws had come (a sandbox control for tests). */
  const settleEarly = (memberId: number): number => settleRows(openBetsOf.all(memberId), true);

  const toBet = (row: BetRow): LotteryBet => {
    const game = LOTTERY_GAMES.get(row.game_code);
    const open = row.status === 'open';
    return {
      id: row.id,
      gameCode: row.game_code,
      gameName: game?.gameName ?? row.game_code,
      numero: game ? numeroOf(game, row.draw_index) : String(row.draw_index),
      pick: row.pick,
      stakeCents: row.stake_cents,
      status: row.status,
      winCents: row.win_cents,
      placedAt: row.placed_at,
      drawTime: game ? drawTime(game, row.draw_index) : 0,
      result: game && !open ? resultOf(game, row.draw_index) : null,
    };
  };

  return {
    now,
    openedDraws: (game: LotteryGameDef, count: number) => openedDraws(game, now(), count),
    nextDraw: (game: LotteryGameDef) => nextDraw(game, now()),
    /** Marks a game as just played by the member (the recent list keeps the last RECENT_LOTTERY_MAX). */
    touchRecent(memberId: number, gameCode: string): void {
      db.transaction(() => {
        touch.run(memberId, gameCode, now());
        trim.run(memberId, memberId, RECENT_LOTTERY_MAX);
      })();
    },
    recent: (memberId: number, limit = RECENT_LOTTERY_MAX): string[] => recent.all(memberId, limit).map((r) => r.game_code),
    /** A launch ticket the lottery page opens with; it ends with `t.sessionToken`'s session. */
    createTicket(t: LotteryTicket): string {
      const id = randomUUID();
      db.transaction(() => {
        dropOldTickets.run(now() - LOTTERY_TICKET_TTL_MS);
        addTicket.run(id, t.sessionToken, t.memberId, t.gameCode, t.prizeMode, t.view, t.backUrl, t.language, now());
      })();
      return id;
    },
    /** The ticket, while it is young enough and its session lives; else null. */
    ticket(id: string): LotteryTicket | null {
      const at = now();
      const row = ticket.get(id, at - LOTTERY_TICKET_TTL_MS, at);
      return row
        ? {
            sessionToken: row.session_token,
            memberId: row.member_id,
            gameCode: row.game_code,
            prizeMode: row.prize_mode,
            view: row.view,
            backUrl: row.back_url,
            language: row.language,
          }
        : null;
    },
    /**
     * A bet of `stakeCents` on the last two digits of the game's next draw: the stake leaves the main
     * wallet and the bet is written in one transaction (InsufficientFunds changes nothing).
     */
    placeBet(memberId: number, gameCode: string, pick: string, stakeCents: number): { bet: LotteryBet; balanceCents: number } {
      const game = gameOf(gameCode);
      settle(memberId);
      const draw = nextDraw(game, now());
      if (draw.openTime <= now()) throw new DrawClosed();
      const id = db.transaction(() => {
        debit(db, { memberId }, stakeCents, 'lottery-bet', `lottery:${gameCode}:${draw.numero}`);
        return Number(addBet.run(memberId, gameCode, draw.index, pick, stakeCents, now()).lastInsertRowid);
      }).immediate();
      touch.run(memberId, gameCode, now());
      return { bet: toBet(betById.get(id)!), balanceCents: balanceCents(db, { memberId }) };
    },
    /** The member's bets, newest first, after settling those whose draw has opened. */
    bets(memberId: number, limit = 50): LotteryBet[] {
      settle(memberId);
      return bets.all(memberId, limit).map(toBet);
    },
    /**
     * The member's lottery bets placed in [from, to), newest first, each with its status, result and
     * payout, after settling the due ones: what the member centre's betting records list.
     */
    betRecords(memberId: number, range: { from: number; to: number; offset?: number; limit?: number }): LotteryBetPage {
      settle(memberId);
      const limit = Math.min(Math.max(Math.trunc(range.limit ?? 20), 1), LOTTERY_BETS_PAGE_MAX);
      const offset = Math.max(Math.trunc(range.offset ?? 0), 0);
      const totals = rangeTotals.get(memberId, range.from, range.to)!;
      return {
        bets: betsInRange.all(memberId, range.from, range.to, limit, offset).map(toBet),
        count: totals.n,
        stakeCents: totals.stake ?? 0,
        winCents: totals.win ?? 0,
      };
    },
    settle,
    settleAll,
    settleEarly,
  };
}
