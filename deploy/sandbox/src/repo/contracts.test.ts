/** Salary settlement: its schedule (domain/salaries.ts), the contract's terms, and paying up before a contract ends. */
import { tempDir } from '../test-utils/http.js';
import { openSandboxDb } from '../database.js';
import { dueKinds, startSalarySchedule } from '../domain/salaries.js';
import type { SalaryKind } from './contracts.js';

describe('the settlement schedule', () => {
  afterEach(() => jest.useRealTimers());

  it('settles at once, then real-time every 5 minutes and hourly and daily on their boundaries, until stopped', () => {
    jest.useFakeTimers({ now: Date.UTC(2026, 10, 18, 23, 52, 30) });
    const calls: [SalaryKind, string][] = [];
    const settle = jest.fn((kind: SalaryKind, now: number) => {
      calls.push([kind, new Date(now).toISOString().slice(11, 16)]);
      return { contracts: 0, paidCents: 0 };
    });
    const schedule = startSalarySchedule({ contracts: { settle } as never }, () => undefined);
    expect(calls).toEqual([['realtime', '23:52'], ['hourly', '23:52'], ['daily', '23:52']]);
    calls.length = 0;
    jest.advanceTimersByTime(2.5 * 60_000 - 1);
    expect(calls).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(calls).toEqual([['realtime', '23:55']]);
    jest.advanceTimersByTime(5 * 60_000);
    expect(calls).toEqual([['realtime', '23:55'], ['realtime', '00:00'], ['hourly', '00:00'], ['daily', '00:00']]);
    calls.length = 0;
    jest.advanceTimersByTime(60 * 60_000);
    expect(calls.filter(([k]) => k === 'realtime')).toHaveLength(12);
    expect(calls.filter(([k]) => k === 'hourly')).toEqual([['hourly', '01:00']]);
    schedule.stop();
    calls.length = 0;
    jest.advanceTimersByTime(DAY);
    expect(calls).toEqual([]);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('reports a failed run and goes on at the next boundary', () => {
    jest.useFakeTimers({ now: Date.UTC(2026, 10, 18, 10, 4) });
    const errors: unknown[] = [];
    const settle = jest.fn().mockImplementationOnce(() => {
      throw new Error('database is locked');
    });
    const schedule = startSalarySchedule({ contracts: { settle } as never }, (e) => errors.push(e));
    expect(errors).toHaveLength(1);
    expect(settle).toHaveBeenCalledTimes(3);
    jest.advanceTimersByTime(60_000);
    expect(settle).toHaveBeenCalledTimes(4);
    schedule.stop();
  });

  it('knows which kinds fall due at a boundary', () => {
    expect(dueKinds(Date.UTC(2026, 10, 18, 10, 5))).toEqual(['realtime']);
    expect(dueKinds(Date.UTC(2026, 10, 18, 10))).toEqual(['realtime', 'hourly']);
    expect(dueKinds(Date.UTC(2026, 10, 18))).toEqual(['realtime', 'hourly', 'daily']);
  });
});

const DAY = 86_400_000;

describe('settling a contract by its terms, and before it ends', () => {
  const { db, repo } = openSandboxDb(tempDir());
  afterAll(() => db.close());
  const id = (username: string) => (db.prepare("SELECT id FROM members WHERE merchant = 'demo' AND username = ?").get(username) as { id: number }).id;
  const bet = db.prepare("INSERT INTO member_bets (member_id, game_name, game_type, vendor, bet_cents, valid_cents, payout_cents, at) VALUES (?, 'Super Ace', 'RNG', 'JL', ?, ?, 0, ?)");
  const boss = id('agent01');
  const south = id('agent01a2');
  const player = id('agent01a2m1');
  // A fresh quarter of an hour, after the seeded history (which ends now).
  const t0 = Math.ceil((Date.now() + 3_600_000) / 300_000) * 300_000;

  const contract = (activeMembers: number, validBetCents: number, at: number) => {
    const c = repo.contracts.offer(boss, south, 'realtime', { rateBp: 100, activeMembers, validBetCents, period: 'D' }, true, at);
    return repo.contracts.accept(south, c.id, at);
  };
  const paidFor = (contractId: number) =>
    db.prepare('SELECT period_start AS start, period_end AS "end", valid_bet_cents AS valid, amount_cents AS amount FROM salary_payouts WHERE contract_id = ? ORDER BY period_start').all(contractId) as {
      start: number;
      end: number;
      valid: number;
      amount: number;
    }[];

  it('pays nothing while the period has less valid bet than the contract needs, then pays every window', () => {
    // What the team has already bet today (the seeded history): the contract asks for 150.00 more.
    const base = repo.contracts.stats(south, 'D', t0).validBetCents;
    const c = contract(0, base + 15_000, t0);
    bet.run(player, 10_000, 10_000, t0 + 60_000);
    repo.contracts.settle('realtime', t0 + 300_000);
    // 100.00 of the 150.00 needed: the window is recorded, not paid.
    expect(paidFor(c.id)).toEqual([{ start: t0, end: t0 + 300_000, valid: 10_000, amount: 0 }]);
    bet.run(player, 20_000, 20_000, t0 + 360_000);
    repo.contracts.settle('realtime', t0 + 600_000);
    expect(paidFor(c.id).at(-1)).toEqual({ start: t0 + 300_000, end: t0 + 600_000, valid: 20_000, amount: 200 });
    repo.contracts.terminate(south, c.id, t0 + 600_000);
  });

  it('pays nothing while the period has fewer active members than the contract needs', () => {
    const at = t0 + 2 * DAY;
    const members = repo.contracts.stats(south, 'D', at).activeMembers;
    const c = contract(2, 0, at);
    repo.contracts.settle('realtime', at + 300_000);
    bet.run(player, 10_000, 10_000, at + 360_000);
    repo.contracts.settle('realtime', at + 600_000);
    // A whole new day: agent01a2m1 is its first and only active member, one short of the two needed.
    expect(members).toBe(0);
    expect(paidFor(c.id).map((p) => [p.valid, p.amount])).toEqual([[0, 0], [10_000, 0]]);
    repo.contracts.terminate(south, c.id, at + 600_000);
  });

  it('pays the due windows, and the unfinished one, before a contract is terminated or replaced', () => {
    const start = t0 + 4 * DAY;
    const balance = () => repo.agents.balanceCents(south);
    const first = contract(0, 0, start);
    bet.run(player, 30_000, 30_000, start + 60_000);
    bet.run(player, 40_000, 40_000, start + 420_000);
    const before = balance();
    // Accepting a new contract at start + 8 minutes ends the first: it is paid up to then, nothing is lost.
    const second = contract(0, 0, start + 480_000);
    expect(paidFor(first.id)).toEqual([
      { start, end: start + 300_000, valid: 30_000, amount: 300 },
      { start: start + 300_000, end: start + 480_000, valid: 40_000, amount: 400 },
    ]);
    expect(repo.contracts.get(first.id)!.status).toBe('terminated');
    expect(balance()).toBe(before + 700);
    // Settling later pays the ended contract nothing more.
    repo.contracts.settle('realtime', start + 3_600_000);
    expect(paidFor(first.id)).toHaveLength(2);

    bet.run(player, 50_000, 50_000, start + 3_700_000);
    repo.contracts.terminate(boss, second.id, start + 3_720_000);
    expect(paidFor(second.id).at(-1)).toEqual({ start: start + 3_600_000, end: start + 3_720_000, valid: 50_000, amount: 500 });
    expect(balance()).toBe(before + 700 + 500);
  });
});
