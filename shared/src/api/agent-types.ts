/**
 * Shapes of the agent-centre calls (docs/product.md#agent-centre). The real gateway's answers are not
 * recorded, so these are the sandbox's design. Amounts are currency units with 2 decimals; times are
 * epoch milliseconds; periods are calendar days `YYYY-MM-DD`, `from` and `to` both included.
 */

/** A report's period and paging. `keyword` filters by username (contains, any case). */
export interface AgentPeriodQuery {
  from: string;
  to: string;
  /**
   * The reader's offset from UTC in minutes (GMT+8: 480): `from` and `to` are its calendar days, and the
   * days of a summary are cut at its midnights. Absent: UTC.
   */
  utcOffset?: number;
  keyword?: string;
  page?: number;
  size?: number;
}

export interface PagedList<T> {
  list: T[];
  total: number;
  page: number;
  size: number;
}

export interface TeamDay {
  day: string;
  deposits: number;
  bets: number;
  profit: number;
}

/** The team overview: the agent's whole downline over the period, with one row per day for the chart. */
export interface TeamSummary {
  members: number;
  newMembers: number;
  /** Members who placed at least one bet in the period. */
  activeMembers: number;
  deposits: number;
  bets: number;
  validBets: number;
  /** What the team won less what it staked (negative: the team lost). */
  profit: number;
  days: TeamDay[];
}

export interface DownlineMember {
  id: number;
  username: string;
  nickname: string;
  /** Account type: 1, 2, 41, 42 agent; 0 member. */
  type: number;
  regDate: number;
  lastLogin: number | null;
  balance: number;
  /** Members below this one, at any depth. */
  teamSize: number;
}

/** `parentId` drills down (default: the agent itself); `keyword` searches the whole team instead. */
export interface TeamMembersRequest {
  parentId?: number;
  keyword?: string;
  page?: number;
  size?: number;
}
export interface TeamMembersValue extends PagedList<DownlineMember> {
  /** From the agent's first level down to the listed parent; empty at the top. */
  path: { id: number; username: string }[];
  /** The agent's own upline, whom it can transfer to; null at the top of the tree (absent: not told). */
  upline?: { id: number; username: string } | null;
}

export interface TeamBet {
  id: number;
  username: string;
  gameName: string;
  gameType: string;
  vendor: string;
  bet: number;
  validBet: number;
  payout: number;
  /** payout − bet, from the player's side. */
  profit: number;
  at: number;
}
export interface TeamBetsValue extends PagedList<TeamBet> {
  totals: { bet: number; validBet: number; payout: number; profit: number };
}

/** One downline member's profit and loss over the period. */
export interface MemberProfit {
  id: number;
  username: string;
  deposits: number;
  bets: number;
  validBets: number;
  profit: number;
}
export type TeamProfitValue = PagedList<MemberProfit>;

export interface LedgerEntry {
  id: number;
  username: string;
  /** deposit, withdrawal, transfer-in, transfer-out, salary, dividend, … */
  kind: string;
  amount: number;
  /**
   * What the move belongs to, as a member's account record's `ref` (`transfer:<id>`, `deposit:<id>` …): its receipt's
   * reference (docs/product/centres.md#receipts). The sandbox's; absent from a gateway that does not send it.
   */
  ref?: string;
  at: number;
}
export interface TeamLedgerRequest extends AgentPeriodQuery {
  kind?: string;
}
export type TeamLedgerValue = PagedList<LedgerEntry>;

/**
 * To a member of the downline (`toId`) or to the agent's upline (`toUpline`). `requestId` (8 to 64 letters,
 * digits, - or _) is the idempotency key: the same id again moves nothing.
 */
export type AgentTransferRequest = ({ toId: number } | { toUpline: true }) & { amount: number; requestId: string };
export interface AgentTransferValue {
  /** The sender's main-wallet balance after the move. */
  balance: number;
  /** The receiver's main-wallet balance after the move. */
  receiverBalance: number;
  /** The ledger records' ref of the move (`transfer:<id>`), the receipt's `TRF-…` reference; absent if not sent. */
  ref?: string;
  /** When the money moved (epoch ms), as its ledger records say; absent if not sent. */
  at?: number;
}

/** A new downline account: a member (type 0) or an agent (type 1). Same field rules as registration. */
export interface AgentRegisterRequest {
  username: string;
  password: string;
  confirmPassword: string;
  type: 0 | 1;
}
export interface AgentRegisterValue {
  id: number;
  username: string;
}

export interface AgentAnnouncement {
  id: number;
  title: string;
  /** Server HTML: sanitise before rendering. */
  content: string;
  at: number;
}

/** D daily, W weekly, H semimonthly, M monthly. */
export type ContractPeriod = 'D' | 'W' | 'H' | 'M';
export type ContractStatus = 'offered' | 'active' | 'rejected' | 'terminated';

/** A dividend, daily-wage, hourly or real-time salary contract between an agent and a downline agent. */
export interface AgentContract {
  id: number;
  kind: 'dividend' | 'daily' | 'hourly' | 'realtime';
  upline: string;
  member: string;
  memberId: number;
  /** Percent: of the period's profit (dividend) or of its valid bets (salaries). */
  rate: number;
  /** The terms: active members and valid bet the downline's team needs in a period. */
  activeMembers: number;
  validBet: number;
  period: ContractPeriod;
  status: ContractStatus;
  createdAt: number;
  decidedAt: number | null;
  /** The downline team's figures in the current period of the contract. */
  current: { from: number; to: number; activeMembers: number; validBet: number; profit: number };
}

export interface SalaryPayout {
  id: number;
  from: number;
  to: number;
  validBet: number;
  amount: number;
  at: number;
}

/** `list`: contracts offered to the agent (`mine`) and by it (`offered`), its downline agents, its payouts. */
export interface ContractsValue {
  mine: AgentContract[];
  offered: AgentContract[];
  downline: { id: number; username: string }[];
  payouts: SalaryPayout[];
}

export type ContractRequest =
  | { action: 'list' }
  | { action: 'offer'; memberId: number; rate: number; activeMembers: number; validBet: number; period: ContractPeriod; confirmLower?: boolean }
  | { action: 'accept' | 'reject' | 'terminate'; id: number };

/** What a contract call answers for its action. */
export type ContractAnswer<R extends ContractRequest> = R extends { action: 'list' } ? ContractsValue : AgentContract;
