/**
 * The sandbox's data access: prepared statements and typed rows, one module per table group. Routes and
 * the gateway reach the database only through a `Repo`.
 */
import type Database from 'better-sqlite3';
import { accountsRepo } from './accounts.js';
import type { RsaKey } from '../gateway/crypto.js';
import { agentsRepo } from './agents.js';
import { captchasRepo } from './captchas.js';
import { geetestRepo } from './geetest.js';
import { contractsRepo } from './contracts.js';
import { favouritesRepo } from './favourites.js';
import { gamePlaysRepo } from './game-plays.js';
import { gamesRepo } from './games.js';
import { rsaKeyOf } from './keys.js';
import { loginAttemptsRepo } from './login-attempts.js';
import { loginIpsRepo } from './login-ips.js';
import { smsLogRepo } from './sms-log.js';
import { lotteryRepo } from './lottery.js';
import { memberReportsRepo } from './member-reports.js';
import { membersRepo } from './members.js';
import { merchantsRepo } from './merchants.js';
import { messagesRepo } from './messages.js';
import { missionsRepo } from './missions.js';
import { pointsRepo } from './points.js';
import { profilesRepo } from './profiles.js';
import { rewardsRepo } from './rewards.js';
import { sessionsRepo } from './sessions.js';
import { walletsRepo } from './wallets-repo.js';
import { redEnvelopesRepo } from './red-envelopes.js';
import { chatRepo } from './chat.js';

export interface Repo {
  rsa: RsaKey;
  merchants: ReturnType<typeof merchantsRepo>;
  members: ReturnType<typeof membersRepo>;
  sessions: ReturnType<typeof sessionsRepo>;
  loginAttempts: ReturnType<typeof loginAttemptsRepo>;
  loginIps: ReturnType<typeof loginIpsRepo>;
  smsLog: ReturnType<typeof smsLogRepo>;
  captchas: ReturnType<typeof captchasRepo>;
  geetest: ReturnType<typeof geetestRepo>;
  wallets: ReturnType<typeof walletsRepo>;
  games: ReturnType<typeof gamesRepo>;
  lottery: ReturnType<typeof lotteryRepo>;
  favourites: ReturnType<typeof favouritesRepo>;
  gamePlays: ReturnType<typeof gamePlaysRepo>;
  profiles: ReturnType<typeof profilesRepo>;
  messages: ReturnType<typeof messagesRepo>;
  rewards: ReturnType<typeof rewardsRepo>;
  agents: ReturnType<typeof agentsRepo>;
  contracts: ReturnType<typeof contractsRepo>;
  accounts: ReturnType<typeof accountsRepo>;
  points: ReturnType<typeof pointsRepo>;
  memberReports: ReturnType<typeof memberReportsRepo>;
  missions: ReturnType<typeof missionsRepo>;
  redEnvelopes: ReturnType<typeof redEnvelopesRepo>;
  chat: ReturnType<typeof chatRepo>;
}

export interface RepoOptions {
  /** A session ends this long after its last call. */
  sessionIdleMs?: number;
}

export function createRepo(db: Database.Database, options: RepoOptions = {}): Repo {
  return {
    rsa: rsaKeyOf(db),
    merchants: merchantsRepo(db),
    members: membersRepo(db),
    sessions: sessionsRepo(db, options.sessionIdleMs),
    loginAttempts: loginAttemptsRepo(db),
    loginIps: loginIpsRepo(db),
    smsLog: smsLogRepo(db),
    captchas: captchasRepo(db),
    geetest: geetestRepo(db),
    wallets: walletsRepo(db),
    games: gamesRepo(db),
    lottery: lotteryRepo(db),
    favourites: favouritesRepo(db),
    gamePlays: gamePlaysRepo(db),
    profiles: profilesRepo(db),
    messages: messagesRepo(db),
    rewards: rewardsRepo(db),
    agents: agentsRepo(db),
    contracts: contractsRepo(db),
    accounts: accountsRepo(db),
    points: pointsRepo(db),
    memberReports: memberReportsRepo(db),
    missions: missionsRepo(db),
    redEnvelopes: redEnvelopesRepo(db),
    chat: chatRepo(db),
  };
}

export type { Member } from './members.js';
export type { Merchant, MerchantStatus } from './merchants.js';
export type { Game, GameFilter } from './games.js';
