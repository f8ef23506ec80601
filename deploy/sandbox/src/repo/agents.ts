/**
 * The agent centre's data (docs/product.md#agent-centre): an agent's team is every member below it in
 * `members.parent_id`; its reports are computed from the team's bets (`member_bets` and the sandbox game's rounds) and money moves
 * (`wallet_ledger`). Transfers between an agent and its downline or upline are ledger transactions of
 * repo/wallets.ts.
 */
import type Database from 'better-sqlite3';
import { randomBytes, scrypt } from 'node:crypto';
import { promisify } from 'node:util';
import type { BetFigures } from './member-reports.js';
import { MAIN_WALLET, balanceCents, checkAmount, creditIn, debitIn, once } from './wallets.js';

const scryptAsync = promisify(scrypt) as (password: string, salt: string, keylen: number) => Promise<Buffer>;

export const AGENT_SCHEMA = `
  CREATE TABLE IF NOT EXISTS member_bets (
    id INTEGER PRIMARY KEY AUTOINCREMENT, member_id INTEGER NOT NULL, game_name TEXT NOT NULL, game_type TEXT NOT NULL,
    vendor TEXT NOT NULL, bet_cents INTEGER NOT NULL, valid_cents INTEGER NOT NULL, payout_cents INTEGER NOT NULL, at INTEGER NOT NULL);
  CREATE INDEX IF NOT EXISTS member_bets_member_at ON member_bets (member_id, at);
  CREATE INDEX IF NOT EXISTS wallet_ledger_member_at ON wallet_ledger (member_id, at);
  CREATE TABLE IF NOT EXISTS contract_offers (
    id INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, upline_id INTEGER NOT NULL, member_id INTEGER NOT NULL,
    rate_bp INTEGER NOT NULL, active_members INTEGER NOT NULL, valid_bet_cents INTEGER NOT NULL, period TEXT NOT NULL,
    status TEXT NOT NULL, created_at INTEGER NOT NULL, decided_at INTEGER);
  CREATE INDEX IF NOT EXISTS contract_offers_member ON contract_offers (member_id, kind, status);
  CREATE TABLE IF NOT EXISTS salary_payouts (
    id INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, member_id INTEGER NOT NULL, contract_id INTEGER NOT NULL,
    period_start INTEGER NOT NULL, period_end INTEGER NOT NULL, valid_bet_cents INTEGER NOT NULL, amount_cents INTEGER NOT NULL, at INTEGER NOT NULL);
`;

/**
 * Every bet the reports count, as a subquery: the seeded history, plus the rounds played in the sandbox game
 * (repo/game-plays.ts; a round's whole stake is valid) when that table exists. Round ids are negated so the
 * two never collide.
 */
export function betsSource(db: Database.Database): string {
  const history = 'SELECT id, member_id, game_name, game_type, vendor, bet_cents, valid_cents, payout_cents, at FROM member_bets';
  const hasRounds = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'game_rounds'").get() !== undefined;
  if (!hasRounds) return `(${history})`;
  return `(${history} UNION ALL
    SELECT -r.id, r.member_id, g.game_name, g.game_type, g.vendor, r.bet_cents, r.bet_cents, r.win_cents, r.at
    FROM game_rounds r JOIN games g ON g.id = r.game_id)`;
}

/** Account types that are agents (docs/product.md#roles). */
export const AGENT_TYPES = [1, 2, 41, 42];
export const DAY_MS = 86_400_000;

/** A time range, [from, to) in epoch milliseconds; its days start at midnight `offsetMinutes` from UTC (default 0). */
export interface Period {
  from: number;
  to: number;
  offsetMinutes?: number;
}

export interface TeamTotals {
  members: number;
  newMembers: number;
  activeMembers: number;
  depositCents: number;
  betCents: number;
  validBetCents: number;
  /** What the team won less what it staked (negative: the team lost). */
  profitCents: number;
}

export interface DayTotals {
  day: string;
  depositCents: number;
  betCents: number;
  profitCents: number;
}

export interface DownlineRow {
  id: number;
  username: string;
  nickname: string;
  type: number;
  parentId: number | null;
  regDate: number;
  lastLogin: number | null;
  balanceCents: number;
  teamSize: number;
}

/** A bet of the agent's team. */
export interface BetRow extends BetFigures {
  id: number;
  username: string;
}

export interface MemberTotalsRow {
  id: number;
  username: string;
  betCents: number;
  validBetCents: number;
  profitCents: number;
  depositCents: number;
}

export interface LedgerRow {
  id: number;
  username: string;
  kind: string;
  amountCents: number;
  ref: string | null;
  at: number;
}

/** An agent transfer done: whom it reached, the ledger ref both its rows carry, and when. */
export interface AgentTransferRow {
  toId: number;
  ref: string;
  at: number;
}

export class NotInTeam extends Error {
  constructor() {
    super('not in team');
  }
}

/** The ids of the agent's downline (itself excluded), at any depth. */
const TEAM_CTE = `WITH RECURSIVE team(id) AS (
  SELECT id FROM members WHERE parent_id = @agent
  UNION ALL SELECT m.id FROM members m JOIN team t ON m.parent_id = t.id)`;

export function agentsRepo(db: Database.Database) {
  const BETS = betsSource(db);
  const inTeam = db.prepare<{ agent: number; id: number }, { id: number }>(`${TEAM_CTE} SELECT id FROM team WHERE id = @id`);
  const totals = db.prepare<{ agent: number } & Period, TeamTotals>(
    `${TEAM_CTE} SELECT
       (SELECT COUNT(*) FROM team) AS members,
       (SELECT COUNT(*) FROM members m JOIN team t ON t.id = m.id WHERE m.reg_date >= @from AND m.reg_date < @to) AS newMembers,
       (SELECT COUNT(DISTINCT b.member_id) FROM ${BETS} b JOIN team t ON t.id = b.member_id WHERE b.at >= @from AND b.at < @to) AS activeMembers,
       (SELECT COALESCE(SUM(l.amount_cents), 0) FROM wallet_ledger l JOIN team t ON t.id = l.member_id
         WHERE l.kind = 'deposit' AND l.at >= @from AND l.at < @to) AS depositCents,
       (SELECT COALESCE(SUM(b.bet_cents), 0) FROM ${BETS} b JOIN team t ON t.id = b.member_id WHERE b.at >= @from AND b.at < @to) AS betCents,
       (SELECT COALESCE(SUM(b.valid_cents), 0) FROM ${BETS} b JOIN team t ON t.id = b.member_id WHERE b.at >= @from AND b.at < @to) AS validBetCents,
       (SELECT COALESCE(SUM(b.payout_cents - b.bet_cents), 0) FROM ${BETS} b JOIN team t ON t.id = b.member_id WHERE b.at >= @from AND b.at < @to) AS profitCents`,
  );
  const betsByDay = db.prepare<{ agent: number; from: number; to: number; shift: number }, { day: string; betCents: number; profitCents: number }>(
    `${TEAM_CTE} SELECT strftime('%Y-%m-%d', (b.at + @shift) / 1000, 'unixepoch') AS day, SUM(b.bet_cents) AS betCents,
       SUM(b.payout_cents - b.bet_cents) AS profitCents
     FROM ${BETS} b JOIN team t ON t.id = b.member_id WHERE b.at >= @from AND b.at < @to GROUP BY day`,
  );
  const depositsByDay = db.prepare<{ agent: number; from: number; to: number; shift: number }, { day: string; depositCents: number }>(
    `${TEAM_CTE} SELECT strftime('%Y-%m-%d', (l.at + @shift) / 1000, 'unixepoch') AS day, SUM(l.amount_cents) AS depositCents
     FROM wallet_ledger l JOIN team t ON t.id = l.member_id WHERE l.kind = 'deposit' AND l.at >= @from AND l.at < @to GROUP BY day`,
  );
  const downlineSelect = `SELECT m.id, m.username, m.nickname, m.type, m.parent_id AS parentId, m.reg_date AS regDate,
       m.last_login AS lastLogin,
       COALESCE((SELECT balance_cents FROM wallets w WHERE w.member_id = m.id AND w.account_type_id = ${MAIN_WALLET}), 0) AS balanceCents,
       (WITH RECURSIVE sub(id) AS (SELECT id FROM members WHERE parent_id = m.id UNION ALL
          SELECT c.id FROM members c JOIN sub s ON c.parent_id = s.id) SELECT COUNT(*) FROM sub) AS teamSize
     FROM members m`;
  const children = db.prepare<{ parent: number; limit: number; offset: number }, DownlineRow>(
    `${downlineSelect} WHERE m.parent_id = @parent ORDER BY m.username LIMIT @limit OFFSET @offset`,
  );
  const childCount = db.prepare<{ parent: number }, { n: number }>('SELECT COUNT(*) AS n FROM members WHERE parent_id = @parent');
  const search = db.prepare<{ agent: number; q: string; limit: number; offset: number }, DownlineRow>(
    `${TEAM_CTE} ${downlineSelect} JOIN team t ON t.id = m.id WHERE m.username LIKE @q ESCAPE '\\' ORDER BY m.username LIMIT @limit OFFSET @offset`,
  );
  const searchCount = db.prepare<{ agent: number; q: string }, { n: number }>(
    `${TEAM_CTE} SELECT COUNT(*) AS n FROM members m JOIN team t ON t.id = m.id WHERE m.username LIKE @q ESCAPE '\\'`,
  );
  const one = db.prepare<[number], { id: number; username: string; parent_id: number | null; type: number; merchant: string }>(
    'SELECT id, username, parent_id, type, merchant FROM members WHERE id = ?',
  );
  const byUsername = db.prepare<[string, string], { id: number }>('SELECT id FROM members WHERE merchant = ? AND username = ?');
  const teamBets = db.prepare<{ agent: number; q: string; limit: number; offset: number } & Period, BetRow>(
    `${TEAM_CTE} SELECT b.id, m.username, b.game_name AS gameName, b.game_type AS gameType, b.vendor, b.bet_cents AS betCents,
       b.valid_cents AS validCents, b.payout_cents AS payoutCents, b.at
     FROM ${BETS} b JOIN team t ON t.id = b.member_id JOIN members m ON m.id = b.member_id
     WHERE b.at >= @from AND b.at < @to AND m.username LIKE @q ESCAPE '\\' ORDER BY b.at DESC, b.id DESC LIMIT @limit OFFSET @offset`,
  );
  const teamBetsTotals = db.prepare<{ agent: number; q: string } & Period, { n: number; betCents: number; validCents: number; payoutCents: number }>(
    `${TEAM_CTE} SELECT COUNT(*) AS n, COALESCE(SUM(b.bet_cents), 0) AS betCents, COALESCE(SUM(b.valid_cents), 0) AS validCents,
       COALESCE(SUM(b.payout_cents), 0) AS payoutCents
     FROM ${BETS} b JOIN team t ON t.id = b.member_id JOIN members m ON m.id = b.member_id
     WHERE b.at >= @from AND b.at < @to AND m.username LIKE @q ESCAPE '\\'`,
  );
  const memberTotals = db.prepare<{ agent: number; q: string; limit: number; offset: number } & Period, MemberTotalsRow>(
    `${TEAM_CTE} SELECT m.id, m.username,
       COALESCE(SUM(b.bet_cents), 0) AS betCents, COALESCE(SUM(b.valid_cents), 0) AS validBetCents,
       COALESCE(SUM(b.payout_cents - b.bet_cents), 0) AS profitCents,
       COALESCE((SELECT SUM(l.amount_cents) FROM wallet_ledger l WHERE l.member_id = m.id AND l.kind = 'deposit'
         AND l.at >= @from AND l.at < @to), 0) AS depositCents
     FROM members m JOIN team t ON t.id = m.id
     LEFT JOIN ${BETS} b ON b.member_id = m.id AND b.at >= @from AND b.at < @to
     WHERE m.username LIKE @q ESCAPE '\\' GROUP BY m.id ORDER BY profitCents ASC, m.username LIMIT @limit OFFSET @offset`,
  );
  const memberTotalsCount = db.prepare<{ agent: number; q: string }, { n: number }>(
    `${TEAM_CTE} SELECT COUNT(*) AS n FROM members m JOIN team t ON t.id = m.id WHERE m.username LIKE @q ESCAPE '\\'`,
  );
  const ledger = db.prepare<{ agent: number; q: string; kind: string; limit: number; offset: number } & Period, LedgerRow>(
    `${TEAM_CTE} SELECT l.id, m.username, l.kind, l.amount_cents AS amountCents, l.ref, l.at
     FROM wallet_ledger l JOIN members m ON m.id = l.member_id
     WHERE (l.member_id = @agent OR l.member_id IN (SELECT id FROM team)) AND l.at >= @from AND l.at < @to
       AND m.username LIKE @q ESCAPE '\\' AND (@kind = '' OR l.kind = @kind)
     ORDER BY l.at DESC, l.id DESC LIMIT @limit OFFSET @offset`,
  );
  const ledgerCount = db.prepare<{ agent: number; q: string; kind: string } & Period, { n: number }>(
    `${TEAM_CTE} SELECT COUNT(*) AS n FROM wallet_ledger l JOIN members m ON m.id = l.member_id
     WHERE (l.member_id = @agent OR l.member_id IN (SELECT id FROM team)) AND l.at >= @from AND l.at < @to
       AND m.username LIKE @q ESCAPE '\\' AND (@kind = '' OR l.kind = @kind)`,
  );
  const insertMember = db.prepare(
    `INSERT INTO members (merchant, username, password_hash, salt, nickname, type, parent_id, reg_date, rank_level, label_name, customer_id)
     VALUES (@merchant, @username, @hash, @salt, @nickname, @type, @parentId, @regDate, 1, 'VIP1',
       (SELECT COALESCE(MAX(customer_id), 880000) + 1 FROM members))`,
  );
  const insertWallet = db.prepare('INSERT INTO wallets (member_id, account_type_id, balance_cents) VALUES (?, ?, 0)');
  const lastRow = db.prepare<[], { id: number; at: number }>('SELECT id, at FROM wallet_ledger WHERE id = last_insert_rowid()');
  const setRef = db.prepare<[string, number]>('UPDATE wallet_ledger SET ref = ? WHERE id = ?');

  const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

  return {
    /** Whether `id` is in `agent`'s downline, at any depth. */
    isInTeam(agent: number, id: number): boolean {
      return inTeam.get({ agent, id }) !== undefined;
    },
    totals(agent: number, period: Period): TeamTotals {
      return totals.get({ agent, from: period.from, to: period.to })!;
    },
    /** One row per day of the period (days cut at the period's offset from UTC), zeros where nothing happened. */
    days(agent: number, period: Period): DayTotals[] {
      const shift = (period.offsetMinutes ?? 0) * 60_000;
      const q = { agent, from: period.from, to: period.to, shift };
      const bets = new Map(betsByDay.all(q).map((r) => [r.day, r]));
      const deposits = new Map(depositsByDay.all(q).map((r) => [r.day, r.depositCents]));
      const out: DayTotals[] = [];
      for (let t = period.from; t < period.to; t += DAY_MS) {
        const day = new Date(t + shift).toISOString().slice(0, 10);
        out.push({ day, depositCents: deposits.get(day) ?? 0, betCents: bets.get(day)?.betCents ?? 0, profitCents: bets.get(day)?.profitCents ?? 0 });
      }
      return out;
    },
    /** The direct downline of `parent`, a page at a time. */
    children(parent: number, limit: number, offset: number): { rows: DownlineRow[]; total: number } {
      return { rows: children.all({ parent, limit, offset }), total: childCount.get({ parent })!.n };
    },
    /** Team members whose username contains `q`, at any depth. */
    search(agent: number, q: string, limit: number, offset: number): { rows: DownlineRow[]; total: number } {
      return { rows: search.all({ agent, q: like(q), limit, offset }), total: searchCount.get({ agent, q: like(q) })!.n };
    },
    /** The chain from the agent (exclusive) down to `id` (inclusive). */
    pathTo(agent: number, id: number): { id: number; username: string }[] {
      const out: { id: number; username: string }[] = [];
      let row = one.get(id);
      while (row && row.id !== agent) {
        out.unshift({ id: row.id, username: row.username });
        row = row.parent_id == null ? undefined : one.get(row.parent_id);
      }
      return out;
    },
    member(id: number) {
      return one.get(id);
    },
    idOf(merchant: string, username: string): number | undefined {
      return byUsername.get(merchant, username)?.id;
    },
    bets(agent: number, q: string, period: Period, limit: number, offset: number) {
      const t = teamBetsTotals.get({ agent, q: like(q), from: period.from, to: period.to })!;
      return { rows: teamBets.all({ agent, q: like(q), limit, offset, from: period.from, to: period.to }), total: t.n, totals: t };
    },
    memberTotals(agent: number, q: string, period: Period, limit: number, offset: number) {
      return { rows: memberTotals.all({ agent, q: like(q), limit, offset, from: period.from, to: period.to }), total: memberTotalsCount.get({ agent, q: like(q) })!.n };
    },
    ledger(agent: number, q: string, filter: string, period: Period, limit: number, offset: number) {
      // The calls' filter names a withdrawal `withdrawal`; the ledger's rows say `withdraw`.
      const kind = filter === 'withdrawal' ? 'withdraw' : filter;
      return { rows: ledger.all({ agent, q: like(q), kind, limit, offset, from: period.from, to: period.to }), total: ledgerCount.get({ agent, q: like(q), kind, from: period.from, to: period.to })!.n };
    },
    /**
     * Moves money between an agent and a member of its downline or its upline, as one ledger
     * transaction (throws InsufficientFunds, changing nothing, when the sender is short), at most once
     * per request id of the sender: a repeated id moves nothing and answers the first's receiver, ref and time.
     * Both rows carry `transfer:<id of the sender's row>` (docs/product/centres.md#receipts): one reference,
     * `TRF-…` as a wallet transfer's, on the agent's receipt and on the receiver's.
     */
    transfer(fromId: number, toId: number, cents: number, requestId: string): AgentTransferRow {
      checkAmount(cents);
      return once(db, fromId, requestId, 'agent-transfer', () => {
        debitIn(db, { memberId: fromId }, cents, 'transfer-out');
        const { id, at } = lastRow.get()!;
        const ref = `transfer:${id}`;
        setRef.run(ref, id);
        creditIn(db, { memberId: toId }, cents, 'transfer-in', ref);
        return { toId, ref, at };
      });
    },
    balanceCents(id: number): number {
      return balanceCents(db, { memberId: id });
    },
    /** A new member or agent under `parentId`, with an empty main wallet; its id. */
    async register(merchant: string, parentId: number, username: string, password: string, type: number, at: number): Promise<number> {
      const salt = randomBytes(16).toString('hex');
      // The same scrypt hash as members.hashPassword, computed off the event loop.
      const hash = (await scryptAsync(password, salt, 32)).toString('hex');
      return db.transaction(() => {
        const id = Number(insertMember.run({ merchant, username, hash, salt, nickname: username, type, parentId, regDate: at }).lastInsertRowid);
        insertWallet.run(id, MAIN_WALLET);
        return id;
      }).immediate();
    },
  };
}
