/**
 * Agent-centre calls (docs/product.md#agent-centre): team reports computed from the sandbox's bets and
 * ledger, the downline tree, transfers to a downline or the upline, and registering a downline.
 */
import { defineRoute } from '../gateway/define-route.js';
import { GatewayError } from '../gateway/envelope.js';
import type { Member } from '../repo/index.js';
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

/** `from`..`to` calendar days (UTC), both included, as [from, to) milliseconds. */
export function periodOf(input: { from?: unknown; to?: unknown }): Period {
  const from = String(input.from ?? '');
  const to = String(input.to ?? '');
  if (!DAY.test(from) || !DAY.test(to)) throw badParam('from and to must be YYYY-MM-DD');
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`) + DAY_MS;
  if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start) throw badParam('from must not be after to');
  if (end - start > MAX_PERIOD_DAYS * DAY_MS) throw badParam(`a period is at most ${MAX_PERIOD_DAYS} days`);
  return { from: start, to: end };
}

function paging(input: { page?: unknown; size?: unknown }): { page: number; size: number; offset: number } {
  const page = Math.max(1, Math.floor(Number(input.page ?? 1)) || 1);
  const size = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(Number(input.size ?? 10)) || 10));
  return { page, size, offset: (page - 1) * size };
}

const keywordOf = (input: { keyword?: unknown }) => String(input.keyword ?? '').trim().slice(0, 30);

/** Currency units with at most 2 decimals → positive integer cents. */
function centsOf(amount: unknown): number {
  const n = Number(amount);
  const cents = Math.round(n * 100);
  if (!Number.isFinite(n) || cents <= 0 || Math.abs(n * 100 - cents) > 1e-6) throw badParam('amount must be positive with at most 2 decimals');
  return cents;
}

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
      list: result.rows.map((r) => ({
        id: r.id,
        username: r.username,
        nickname: r.nickname,
        type: r.type,
        regDate: r.regDate,
        lastLogin: r.lastLogin,
        balance: toAmount(r.balanceCents),
        teamSize: r.teamSize,
      })),
      total: result.total,
      page,
      size,
      path: keyword || parentId === member.id ? [] : repo.agents.pathTo(member.id, parentId),
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
      list: r.rows.map((b) => ({
        id: b.id,
        username: b.username,
        gameName: b.gameName,
        gameType: b.gameType,
        vendor: b.vendor,
        bet: toAmount(b.betCents),
        validBet: toAmount(b.validCents),
        payout: toAmount(b.payoutCents),
        profit: toAmount(b.payoutCents - b.betCents),
        at: b.at,
      })),
      total: r.total,
      page,
      size,
      totals: {
        bet: toAmount(r.totals.betCents),
        validBet: toAmount(r.totals.validCents),
        payout: toAmount(r.totals.payoutCents),
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
    return {
      list: r.rows.map((m) => ({
        id: m.id,
        username: m.username,
        deposits: toAmount(m.depositCents),
        bets: toAmount(m.betCents),
        validBets: toAmount(m.validBetCents),
        profit: toAmount(m.profitCents),
      })),
      total: r.total,
      page,
      size,
    };
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
    return {
      list: r.rows.map((l) => ({ id: l.id, username: l.username, kind: l.kind, amount: toAmount(l.amountCents), at: l.at })),
      total: r.total,
      page,
      size,
    };
  },
});

const agentTransfer = defineRoute('agentTransfer', {
  auth: 'member',
  handler: ({ input, member, repo }) => {
    requireAgent(member);
    const cents = centsOf(input.amount);
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
    try {
      repo.agents.transfer(member.id, toId, cents);
    } catch (e) {
      if (e instanceof InsufficientFunds) throw new GatewayError(200, 'balance.insufficient', 'insufficient balance');
      throw e;
    }
    return { balance: toAmount(repo.agents.balanceCents(member.id)), receiverBalance: toAmount(repo.agents.balanceCents(toId)) };
  },
});

/** Registration's own field rules (docs/product.md#field-rules), checked again on the server. */
function checkField(field: 'username' | 'password', value: string): void {
  const rule = registerRules()[field]!;
  if (value.length < rule.minLength || value.length > rule.maxLength || (rule.acceptedPattern !== '*' && !new RegExp(rule.acceptedPattern).test(value))) {
    throw new GatewayError(200, `register.${field}.invalid`, `${field} does not match the registration rules`);
  }
}

const agentRegister = defineRoute('agentRegister', {
  auth: 'member',
  handler: async ({ input, member, merchant, repo }) => {
    requireAgent(member);
    const username = String(input.username ?? '').trim();
    const password = String(input.password ?? '');
    checkField('username', username);
    checkField('password', password);
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
