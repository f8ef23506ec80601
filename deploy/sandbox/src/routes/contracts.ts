/**
 * Contract calls (docs/gateway.md#salary-calls): the four relay calls of the salary group, one per contract
 * kind, each taking an `action`: list, offer, accept, reject or terminate. The real gateway's shapes are not
 * recorded; this is the sandbox's design (docs/product.md#agent-centre).
 *
 * Settlement (decided here, the spec is silent on the details):
 * - Schedule: `startSalarySchedule` (domain/salaries.ts, started by the sandbox plugin) settles real-time salary at every
 *   5-minute boundary, hourly salary at every hour and the daily wage at every day boundary (UTC), and once at
 *   start to catch up. Due windows are also settled before each salary call answers, and on
 *   `POST /sandbox/salary/settle`, so what an agent sees is always paid up; settling twice pays nothing more.
 * - Terms: a window pays rate × the downline team's valid bets of the window only when the contract's own
 *   terms are met: the team's active members and valid bet counted over the contract's period (D/W/H/M) from
 *   the period's start up to the window's end reach what the contract requires. A window that misses them
 *   is recorded with nothing paid; once met, every later window of that period pays.
 * - Ending: accepting a new contract (which ends the old one) or terminating pays the old contract's due
 *   windows, and its unfinished window up to that moment, before it ends.
 */
import type { EndpointName } from '#shared/api/endpoints';
import { defineRoute } from '../gateway/define-route.js';
import { GatewayError } from '../gateway/envelope.js';
import type { Member } from '../repo/index.js';
import { AGENT_TYPES } from '../repo/agents.js';
import { ContractError, PERIODS, type ContractKind, type ContractRow, type PeriodCode } from '../repo/contracts.js';
import type { Repo } from '../repo/index.js';
import { toAmount } from '../repo/wallets.js';

const ACTIONS = ['list', 'offer', 'accept', 'reject', 'terminate'] as const;
/** Highest rate per kind, in percent: a dividend shares profit, a salary pays a share of valid bets. */
const MAX_RATE: Record<ContractKind, number> = { dividend: 100, daily: 5, hourly: 5, realtime: 5 };

const badParam = (message: string) => new GatewayError(200, 'request_param_err', message);

function toContract(repo: Repo, c: ContractRow, now: number) {
  const s = repo.contracts.stats(c.memberId, c.period, now);
  return {
    id: c.id,
    kind: c.kind,
    upline: c.upline,
    member: c.member,
    memberId: c.memberId,
    rate: c.rateBp / 100,
    activeMembers: c.activeMembers,
    validBet: toAmount(c.validBetCents),
    period: c.period,
    status: c.status,
    createdAt: c.createdAt,
    decidedAt: c.decidedAt,
    current: { from: s.from, to: s.to, activeMembers: s.activeMembers, validBet: toAmount(s.validBetCents), profit: toAmount(s.profitCents) },
  };
}

function handle(kind: ContractKind, input: Record<string, unknown>, member: Member, repo: Repo) {
  if (!AGENT_TYPES.includes(member.type)) throw new GatewayError(403, 'agent.not.agent', 'non-agent cannot use the agent centre');
  const action = String(input.action ?? 'list');
  if (!(ACTIONS as readonly string[]).includes(action)) throw badParam('unknown action');
  const now = Date.now();
  if (kind !== 'dividend') repo.contracts.settle(kind, now);
  try {
    if (action === 'list') {
      const { mine, offered } = repo.contracts.list(member.id, kind);
      return {
        mine: mine.map((c) => toContract(repo, c, now)),
        offered: offered.map((c) => toContract(repo, c, now)),
        downline: repo.contracts.downlineAgents(member.id),
        payouts: repo.contracts.payouts(member.id, kind).map((p) => ({
          id: p.id,
          from: p.periodStart,
          to: p.periodEnd,
          validBet: toAmount(p.validBetCents),
          amount: toAmount(p.amountCents),
          at: p.at,
        })),
      };
    }
    if (action === 'offer') {
      const rate = Number(input.rate);
      if (!Number.isFinite(rate) || rate <= 0 || rate > MAX_RATE[kind] || Math.round(rate * 100) !== rate * 100) {
        throw badParam(`rate must be more than 0 and at most ${MAX_RATE[kind]}, with at most 2 decimals`);
      }
      const activeMembers = Number(input.activeMembers ?? 0);
      const validBet = Number(input.validBet ?? 0);
      if (!Number.isSafeInteger(activeMembers) || activeMembers < 0 || activeMembers > 10_000) throw badParam('activeMembers must be a whole number');
      if (!Number.isFinite(validBet) || validBet < 0 || validBet > 1e9) throw badParam('validBet must not be negative');
      const period = String(input.period ?? 'M') as PeriodCode;
      if (!PERIODS.includes(period)) throw badParam('period must be D, W, H or M');
      const c = repo.contracts.offer(
        member.id,
        Number(input.memberId),
        kind,
        { rateBp: Math.round(rate * 100), activeMembers, validBetCents: Math.round(validBet * 100), period },
        input.confirmLower === true || input.confirmLower === 'true',
        now,
      );
      return toContract(repo, c, now);
    }
    const id = Number(input.id);
    if (!Number.isSafeInteger(id)) throw badParam('id is required');
    const c =
      action === 'accept'
        ? repo.contracts.accept(member.id, id, now)
        : action === 'reject'
          ? repo.contracts.reject(member.id, id, now)
          : repo.contracts.terminate(member.id, id, now);
    return toContract(repo, c, now);
  } catch (e) {
    if (e instanceof ContractError) throw new GatewayError(200, e.code, e.message, e.value);
    throw e;
  }
}

const route = (name: EndpointName & ('dividend' | 'dailySalary' | 'hourSalary' | 'realTimeSalary'), kind: ContractKind) =>
  defineRoute(name, {
    auth: 'member',
    handler: ({ input, member, repo }) => handle(kind, input as Record<string, unknown>, member, repo),
  });

export const contractRoutes = [
  route('dividend', 'dividend'),
  route('dailySalary', 'daily'),
  route('hourSalary', 'hourly'),
  route('realTimeSalary', 'realtime'),
];
