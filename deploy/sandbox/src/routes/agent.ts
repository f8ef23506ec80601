/**
 * Agent-centre calls (docs/product.md#agent-centre): team reports computed from the sandbox's bets and
 * ledger, the downline tree, transfers to a downline or the upline, and registering a downline.
 */
import { defineRoute } from '../gateway/define-route.js';
import { GatewayError } from '../gateway/envelope.js';
import { checkField } from '../domain/field-checks.js';
import { betAmounts, requestIdOf, toCents } from '../domain/money.js';
import type { Member, Repo } from '../repo/index.js';
import { AGENT_TYPES, DAY_MS, type Period } from '../repo/agents.js';
import { InsufficientFunds, toAmount } from '../repo/wallets.js';
import { registerRules } from '../seed/merchant-settings.js';

const MAX_PERIOD_DAYS = 93;
const MAX_PAGE_SIZE = 50;

const badParam = (message: string) => new GatewayError(200, 'request_param_err', message);

/** Only agent accounts reach these calls (docs/product.md#roles). */
function requireAgent(member: Member): void {
  if (!AGENT_TYPES.includes(member.type)) throw new GatewayError(403, 'agent.not.agent', 'non-agent cannot use the agent centre');
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The widest offsets from UTC a zone has: UTC-12 to UTC+14, in minutes. */
const MIN_OFFSET = -720;
const MAX_OFFSET = 840;

/**
 * `from`..`to` calendar days, both included, as [from, to) milliseconds. The days are the reader's: the
 * client sends its offset from UTC (`utcOffset`, minutes; docs/product.md#agent-centre), since its presets
 * are local days; without one they are UTC days. The same offset cuts a summary's days.
 */
export function periodOf(input: { from?: unknown; to?: unknown; utcOffset?: unknown }): Period {
  const from = String(input.from ?? '');
  const to = String(input.to ?? '');
  if (!DAY.test(from) || !DAY.test(to)) throw badParam('from and to must be YYYY-MM-DD');
  const offset = input.utcOffset == null || input.utcOffset === '' ? 0 : Number(input.utcOffset);
  if (!Number.isInteger(offset) || offset < MIN_OFFSET || offset > MAX_OFFSET) throw badParam(`utcOffset must be whole minutes from ${MIN_OFFSET} to ${MAX_OFFSET}`);
  const start = Date.parse(`${from}T00:00:00Z`) - offset * 60_000;
  const end = Date.parse(`${to}T00:00:00Z`) + DAY_MS - offset * 60_000;
  if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start) throw badParam('from must not be after to');
  if (end - start > MAX_PERIOD_DAYS * DAY_MS) throw badParam(`a period is at most ${MAX_PERIOD_DAYS} days`);
  return { from: start, to: end, offsetMinutes: offset };
}

function paging(input: { page?: unknown; size?: unknown }): { page: number; size: number; offset: number } {
  const page = Math.max(1, Math.floor(Number(input.page ?? 1)) || 1);
  const size = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(Number(input.size ?? 10)) || 10));
  return { page, size, offset: (page - 1) * size };
}

/** A page of a team report as the agent calls answer it: the rows, their total, and the page asked for. */
const teamPage = <R, T>(result: { rows: R[]; total: number }, at: { page: number; size: number }, row: (r: R) => T) => ({
  list: result.rows.map(row),
  total: result.total,
  page: at.page,
  size: at.size,
});

const keywordOf = (input: { keyword?: unknown }) => String(input.keyword ?? '').trim().slice(0, 30);


const agentTeamSummary = defineRoute('agentTeamSummary', {
  auth: 'member',
  handler: ({ input, member, repo }) => {
    requireAgent(member);
    const period = periodOf(input);
    const t = repo.agents.totals(member.id, period);
    return {
      members: t.members,
      newMembers: t.newMembers,
      activeMembers: t.activeMembers,
      deposits: toAmount(t.depositCents),
      bets: toAmount(t.betCents),
      validBets: toAmount(t.validBetCents),
      profit: toAmount(t.profitCents),
      days: repo.agents.days(member.id, period).map((d) => ({
        day: d.day,
        deposits: toAmount(d.depositCents),
        bets: toAmount(d.betCents),
        profit: toAmount(d.profitCents),
      })),
    };
  },
});

function uplineOf(member: Member, repo: Repo): { id: number; username: string } | null {
  const up = member.parentId == null ? undefined : repo.agents.member(member.parentId);
  return up ? { id: up.id, username: up.username } : null;
}

const agentTeamMembers = defineRoute('agentTeamMembers', {
  auth: 'member',
  handler: ({ input, member, repo }) => {
    requireAgent(member);
    const { page, size, offset } = paging(input);
    const keyword = keywordOf(input);
    const parentId = input.parentId == null || input.parentId === '' ? member.id : Number(input.parentId);
    if (parentId !== member.id && !repo.agents.isInTeam(member.id, parentId)) {
      throw new GatewayError(200, 'agent.not.downline', 'that account is not in your team');
    }
    const result = keyword ? repo.agents.search(member.id, keyword, size, offset) : repo.agents.children(parentId, size, offset);
    return {
      ...teamPage(result, { page, size }, (r) => ({
        id: r.id,
        username: r.username,
        nickname: r.nickname,
        type: r.type,
        regDate: r.regDate,
        lastLogin: r.lastLogin,
        balance: toAmount(r.balanceCents),
        teamSize: r.teamSize,
      })),
      path: keyword || parentId === member.id ? [] : repo.agents.pathTo(member.id, parentId),
      upline: uplineOf(member, repo),
    };
  },
});

const agentTeamBets = defineRoute('agentTeamBets', {
  auth: 'member',
  handler: ({ input, member, repo }) => {
    requireAgent(member);
    const period = periodOf(input);
    const { page, size, offset } = paging(input);
    const r = repo.agents.bets(member.id, keywordOf(input), period, size, offset);
    return {
      ...teamPage(r, { page, size }, (b) => ({
        id: b.id,
        username: b.username,
        gameName: b.gameName,
        gameType: b.gameType,
        vendor: b.vendor,
        ...betAmounts(b),
        profit: toAmount(b.payoutCents - b.betCents),
        at: b.at,
      })),
      totals: {
        ...betAmounts(r.totals),
        profit: toAmount(r.totals.payoutCents - r.totals.betCents),
      },
    };
  },
});

const agentTeamProfit = defineRoute('agentTeamProfit', {
  auth: 'member',
  handler: ({ input, member, repo }) => {
    requireAgent(member);
    const period = periodOf(input);
    const { page, size, offset } = paging(input);
    const r = repo.agents.memberTotals(member.id, keywordOf(input), period, size, offset);
    return teamPage(r, { page, size }, (m) => ({
      id: m.id,
      username: m.username,
      deposits: toAmount(m.depositCents),
      bets: toAmount(m.betCents),
      validBets: toAmount(m.validBetCents),
      profit: toAmount(m.profitCents),
    }));
  },
});

const LEDGER_KINDS = ['', 'deposit', 'withdrawal', 'transfer-in', 'transfer-out', 'salary', 'dividend'];

const agentTeamLedger = defineRoute('agentTeamLedger', {
  auth: 'member',
  handler: ({ input, member, repo }) => {
    requireAgent(member);
    const period = periodOf(input);
    const { page, size, offset } = paging(input);
    const kind = String(input.kind ?? '');
    if (!LEDGER_KINDS.includes(kind)) throw badParam('unknown kind');
    const r = repo.agents.ledger(member.id, keywordOf(input), kind, period, size, offset);
    return teamPage(r, { page, size }, (l) => ({ id: l.id, username: l.username, kind: l.kind, amount: toAmount(l.amountCents), ref: l.ref ?? '', at: l.at }));
  },
});

/**
 * A transfer to a downline member (`toId`) or to the agent's own upline (`toUpline: true`): one ledger
 * transaction for both parties, at most once per `requestId` (a retry answers the balances as they are).
 * The answer's `ref` (`transfer:<id>`) and `at` are those both ledger rows carry: the receipt's `TRF-…` number and time.
 */
const agentTransfer = defineRoute('agentTransfer', {
  auth: 'member',
  handler: ({ input, member, repo }) => {
    requireAgent(member);
    // The funds routes' strict parser: Number() would move money for `true`, '0x10', '1e2' or [5].
    const cents = toCents(input.amount);
    let toId: number;
    if ('toUpline' in input && input.toUpline === true) {
      if (member.parentId == null) throw new GatewayError(200, 'agent.no.upline', 'this account has no upline');
      toId = member.parentId;
    } else {
      toId = Number('toId' in input ? input.toId : NaN);
      if (!Number.isSafeInteger(toId) || !repo.agents.isInTeam(member.id, toId)) {
        throw new GatewayError(200, 'agent.not.downline', 'that account is not in your team');
      }
    }
    const requestId = requestIdOf(input.requestId);
    // A move stored before transfers had refs answers none.
    let done: { toId: number; ref?: string; at?: number };
    try {
      done = repo.agents.transfer(member.id, toId, cents, requestId);
    } catch (e) {
      if (e instanceof InsufficientFunds) throw new GatewayError(200, 'balance.insufficient', 'insufficient balance');
      if (e instanceof RangeError) throw badParam(e.message);
      throw e;
    }
    // `ref` and `at` are the ledger records' (the team ledger's rows carry them too); a retry answers the first move's.
    const { ref = '', at } = done;
    return { balance: toAmount(repo.agents.balanceCents(member.id)), receiverBalance: toAmount(repo.agents.balanceCents(done.toId)), ref, ...(at !== undefined && { at }) };
  },
});

/**
 * A downline's username or password against registration's own rules (docs/product.md#field-rules), with the
 * check of domain/field-checks.ts; refused with the agent centre's code for that field.
 */
function checkRegisterField(field: 'username' | 'password', value: string): void {
  try {
    checkField(field, value, registerRules()[field], true);
  } catch (e) {
    if (e instanceof GatewayError) throw new GatewayError(200, `register.${field}.invalid`, `${field} does not match the registration rules`);
    throw e;
  }
}

const agentRegister = defineRoute('agentRegister', {
  auth: 'member',
  handler: async ({ input, member, merchant, repo }) => {
    requireAgent(member);
    const username = String(input.username ?? '').trim();
    const password = String(input.password ?? '');
    checkRegisterField('username', username);
    checkRegisterField('password', password);
    if (String(input.confirmPassword ?? '') !== password) throw new GatewayError(200, 'register.password.mismatch', 'passwords do not match');
    const type = Number(input.type ?? 0);
    if (type !== 0 && type !== 1) throw badParam('type must be 0 (member) or 1 (agent)');
    if (repo.agents.idOf(merchant, username) !== undefined) throw new GatewayError(200, 'register.username.taken', 'that username is taken');
    const id = await repo.agents.register(merchant, member.id, username, password, type, Date.now());
    return { id, username };
  },
});

const agentAnnouncements = defineRoute('agentAnnouncements', {
  auth: 'member',
  handler: ({ member }) => {
    requireAgent(member);
    const at = Date.UTC(2026, 10, 1, 9, 0, 0);
    return ANNOUNCEMENTS.map((a, i) => ({ id: i + 1, ...a, at: at - i * 7 * DAY_MS }));
  },
});

const ANNOUNCEMENTS = [
  {
    title: 'Real-time salary now settles every 5 minutes',
    content: '<p>Agents on a <strong>real-time salary</strong> contract are paid from their team’s valid bets every five minutes.</p>',
  },
  {
    title: 'New monthly dividend contracts',
    content: '<p>Offer your downline agents a monthly dividend. A downline must accept before the contract starts; accepting ends its previous contract.</p>',
  },
  {
    title: 'Transfers to your downline',
    content: '<p>Top up a downline member from <em>Team Management</em>. The amount leaves your main wallet at once.</p>',
  },
];

export const agentRoutes = [agentTeamSummary, agentTeamMembers, agentTeamBets, agentTeamProfit, agentTeamLedger, agentTransfer, agentRegister, agentAnnouncements];
