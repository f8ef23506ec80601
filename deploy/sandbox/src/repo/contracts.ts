/**
 * Contracts between an agent and its downline agents (docs/product.md#agent-centre): dividend, daily wage,
 * hourly and real-time salary. An upline offers; the downline accepts, rejects, or later terminates
 * (either side may terminate). Accepting ends the downline's earlier contract of the same kind. Salary
 * contracts pay `rate` percent of the downline team's valid bets of each settled window, from the house,
 * through the ledger (kind `salary`). Tables: `contract_offers`, `salary_payouts` (AGENT_SCHEMA).
 */
import type Database from 'better-sqlite3';
import { betsSource, DAY_MS } from './agents.js';
import { creditInTx } from './wallets.js';

export const CONTRACT_KINDS = ['dividend', 'daily', 'hourly', 'realtime'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];
export type ContractStatus = 'offered' | 'active' | 'rejected' | 'terminated';
/** D daily, W weekly, H semimonthly, M monthly (docs/product.md#agent-centre). */
export const PERIODS = ['D', 'W', 'H', 'M'] as const;
export type PeriodCode = (typeof PERIODS)[number];

/** Real-time salary settles every 5 minutes, hourly salary every hour, the daily wage every day (UTC). */
export const SETTLE_MS = { realtime: 5 * 60_000, hourly: 3_600_000, daily: DAY_MS } as const;
export type SalaryKind = keyof typeof SETTLE_MS;

export interface ContractRow {
  id: number;
  kind: ContractKind;
  uplineId: number;
  upline: string;
  memberId: number;
  member: string;
  rateBp: number;
  activeMembers: number;
  validBetCents: number;
  period: PeriodCode;
  status: ContractStatus;
  createdAt: number;
  decidedAt: number | null;
}

export interface ContractStats {
  from: number;
  to: number;
  activeMembers: number;
  validBetCents: number;
  profitCents: number;
}

export class ContractError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly value: unknown = null,
  ) {
    super(message);
  }
}

/** The current window of a period code around `now` (UTC): today, this week from Monday, this half month, this month. */
export function periodWindow(code: PeriodCode, now: number): { from: number; to: number } {
  const d = new Date(now);
  const day = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  switch (code) {
    case 'D':
      return { from: day, to: day + DAY_MS };
    case 'W': {
      const from = day - ((d.getUTCDay() + 6) % 7) * DAY_MS;
      return { from, to: from + 7 * DAY_MS };
    }
    case 'H': {
      const first = d.getUTCDate() <= 15;
      const from = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), first ? 1 : 16);
      const to = first ? Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 16) : Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
      return { from, to };
    }
    case 'M':
      return { from: Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1), to: Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) };
  }
}

/** The member itself and everyone below it. */
const SELF_AND_TEAM = `WITH RECURSIVE team(id) AS (SELECT @member UNION ALL SELECT m.id FROM members m JOIN team t ON m.parent_id = t.id)`;

export function contractsRepo(db: Database.Database) {
  const BETS = betsSource(db);
  const select = `SELECT c.id, c.kind, c.upline_id AS uplineId, u.username AS upline, c.member_id AS memberId, m.username AS member,
      c.rate_bp AS rateBp, c.active_members AS activeMembers, c.valid_bet_cents AS validBetCents, c.period, c.status,
      c.created_at AS createdAt, c.decided_at AS decidedAt
    FROM contract_offers c JOIN members u ON u.id = c.upline_id JOIN members m ON m.id = c.member_id`;
  const byId = db.prepare<[number], ContractRow>(`${select} WHERE c.id = ?`);
  const offeredTo = db.prepare<[number, string], ContractRow>(`${select} WHERE c.member_id = ? AND c.kind = ? ORDER BY c.id DESC LIMIT 50`);
  const offeredBy = db.prepare<[number, string], ContractRow>(`${select} WHERE c.upline_id = ? AND c.kind = ? ORDER BY c.id DESC LIMIT 100`);
  const activeOf = db.prepare<[number, string], ContractRow>(`${select} WHERE c.member_id = ? AND c.kind = ? AND c.status = 'active'`);
  const allActive = db.prepare<[string], ContractRow>(`${select} WHERE c.kind = ? AND c.status = 'active'`);
  const downlineAgents = db.prepare<[number], { id: number; username: string }>(
    'SELECT id, username FROM members WHERE parent_id = ? AND type IN (1, 2, 41, 42) ORDER BY username',
  );
  const insert = db.prepare(
    `INSERT INTO contract_offers (kind, upline_id, member_id, rate_bp, active_members, valid_bet_cents, period, status, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, 'offered', ?)`,
  );
  const setStatus = db.prepare('UPDATE contract_offers SET status = ?, decided_at = ? WHERE id = ? AND status = ?');
  const stats = db.prepare<{ member: number; from: number; to: number }, Omit<ContractStats, 'from' | 'to'>>(
    `${SELF_AND_TEAM} SELECT COUNT(DISTINCT b.member_id) AS activeMembers, COALESCE(SUM(b.valid_cents), 0) AS validBetCents,
       COALESCE(SUM(b.payout_cents - b.bet_cents), 0) AS profitCents
     FROM ${BETS} b JOIN team t ON t.id = b.member_id WHERE b.at >= @from AND b.at < @to`,
  );
  const lastPayout = db.prepare<[number], { end: number | null }>('SELECT MAX(period_end) AS end FROM salary_payouts WHERE contract_id = ?');
  const insertPayout = db.prepare(
    `INSERT INTO salary_payouts (kind, member_id, contract_id, period_start, period_end, valid_bet_cents, amount_cents, at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const payouts = db.prepare<[number, string], { id: number; periodStart: number; periodEnd: number; validBetCents: number; amountCents: number; at: number }>(
    `SELECT id, period_start AS periodStart, period_end AS periodEnd, valid_bet_cents AS validBetCents, amount_cents AS amountCents, at
     FROM salary_payouts WHERE member_id = ? AND kind = ? ORDER BY period_end DESC LIMIT 100`,
  );

  const periodStats = (memberId: number, from: number, to: number) => stats.get({ member: memberId, from, to })!;

  /**
   * Pays a salary contract's due windows up to `now`: rate × the team's valid bets of the window, when the
   * contract's terms are met (docs/product.md#agent-centre: the active members and the valid bet it
   * requires, counted over its period, D/W/H/M, from the period's start to the window's end); a window
   * that misses them is recorded with nothing paid. `closing` (the contract ends now) also pays the
   * unfinished window up to `now`, so no bet of the contract's time goes unpaid. Runs inside the caller's
   * transaction; answers the cents paid.
   */
  function payDue(c: ContractRow, now: number, closing: boolean): number {
    if (!(c.kind in SETTLE_MS)) return 0;
    const step = SETTLE_MS[c.kind as SalaryKind];
    // The first window runs from the moment the contract started to the next boundary: bets before it
    // belong to the contract it replaced.
    let start = lastPayout.get(c.id)?.end ?? c.decidedAt ?? c.createdAt;
    // A long pause settles at most a day of windows in one go.
    start = Math.max(start, Math.floor((now - DAY_MS) / step) * step);
    let paid = 0;
    while (start < now) {
      const boundary = Math.floor(start / step) * step + step;
      const end = Math.min(boundary, now);
      if (end < boundary && !closing) break;
      const window = periodStats(c.memberId, start, end);
      const period = periodWindow(c.period, start);
      const sofar = periodStats(c.memberId, period.from, end);
      const met = sofar.activeMembers >= c.activeMembers && sofar.validBetCents >= c.validBetCents;
      const amount = met ? Math.floor((window.validBetCents * c.rateBp) / 10_000) : 0;
      insertPayout.run(c.kind, c.memberId, c.id, start, end, window.validBetCents, amount, now);
      if (amount > 0) creditInTx(db, c.memberId, amount, 'salary', `salary:${c.id}:${end}`);
      paid += amount;
      start = end;
    }
    return paid;
  }

  const decide = (id: number, from: ContractStatus, to: ContractStatus, at: number) => {
    if (setStatus.run(to, at, id, from).changes !== 1) throw new ContractError('contract.state', `the contract is not ${from}`);
  };

  return {
    get(id: number): ContractRow | undefined {
      return byId.get(id);
    },
    /** Contracts offered to the member, and those it offered to its downline. */
    list(memberId: number, kind: ContractKind): { mine: ContractRow[]; offered: ContractRow[] } {
      return { mine: offeredTo.all(memberId, kind), offered: offeredBy.all(memberId, kind) };
    },
    downlineAgents(memberId: number) {
      return downlineAgents.all(memberId);
    },
    stats(memberId: number, period: PeriodCode, now: number): ContractStats {
      const w = periodWindow(period, now);
      return { ...w, ...stats.get({ member: memberId, ...w })! };
    },
    /**
     * An upline offers a contract to one of its direct downline agents. A rate below the downline's
     * running contract of the same kind is refused with `contract.rate.lower` (and the current rate)
     * unless `confirmLower`.
     */
    offer(
      uplineId: number,
      memberId: number,
      kind: ContractKind,
      terms: { rateBp: number; activeMembers: number; validBetCents: number; period: PeriodCode },
      confirmLower: boolean,
      now: number,
    ): ContractRow {
      if (!downlineAgents.all(uplineId).some((a) => a.id === memberId)) throw new ContractError('agent.not.downline', 'not a direct downline agent');
      return db.transaction(() => {
        const current = activeOf.all(memberId, kind)[0];
        if (current && terms.rateBp < current.rateBp && !confirmLower) {
          throw new ContractError('contract.rate.lower', 'the rate is lower than the running contract', { currentRate: current.rateBp / 100 });
        }
        const id = Number(insert.run(kind, uplineId, memberId, terms.rateBp, terms.activeMembers, terms.validBetCents, terms.period, now).lastInsertRowid);
        return byId.get(id)!;
      }).immediate();
    },
    /** The downline accepts: the offer runs, and the downline's earlier contract of that kind ends. */
    accept(memberId: number, id: number, now: number): ContractRow {
      return db.transaction(() => {
        const c = byId.get(id);
        if (!c || c.memberId !== memberId) throw new ContractError('contract.not.found', 'no such contract');
        for (const old of activeOf.all(memberId, c.kind)) {
          payDue(old, now, true);
          decide(old.id, 'active', 'terminated', now);
        }
        decide(id, 'offered', 'active', now);
        return byId.get(id)!;
      }).immediate();
    },
    reject(memberId: number, id: number, now: number): ContractRow {
      const c = byId.get(id);
      if (!c || c.memberId !== memberId) throw new ContractError('contract.not.found', 'no such contract');
      decide(id, 'offered', 'rejected', now);
      return byId.get(id)!;
    },
    /** Either side ends a running contract; the upline may also withdraw an offer not yet answered. */
    terminate(actorId: number, id: number, now: number): ContractRow {
      const c = byId.get(id);
      if (!c || (c.memberId !== actorId && c.uplineId !== actorId)) throw new ContractError('contract.not.found', 'no such contract');
      return db.transaction(() => {
        const from = c.status === 'offered' && c.uplineId === actorId ? 'offered' : 'active';
        // What the running contract earned until now is paid before it ends.
        if (from === 'active' && c.status === 'active') payDue(c, now, true);
        decide(id, from, 'terminated', now);
        return byId.get(id)!;
      }).immediate();
    },
    payouts(memberId: number, kind: ContractKind) {
      return payouts.all(memberId, kind);
    },
    /**
     * Pays every running salary contract of `kind` for each whole window (5 minutes for real-time, an
     * hour for hourly, a day for the daily wage) ended by `now` and not yet paid. A window is paid once
     * (its end is remembered), so settling twice pays nothing more.
     */
    settle(kind: SalaryKind, now: number): { contracts: number; paidCents: number } {
      const running = allActive.all(kind);
      let paidCents = 0;
      for (const c of running) paidCents += db.transaction(() => payDue(c, now, false)).immediate();
      return { contracts: running.length, paidCents };
    },
  };
}
