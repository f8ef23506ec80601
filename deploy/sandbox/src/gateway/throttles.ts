/**
 * Per-client throttles of the sandbox gateway (in memory). Clients are counted per network
 * (shared/src/util/network.ts: one IPv4 /24 or IPv6 /64, every loopback address as the one machine unless
 * `loopback` says otherwise), so that a client cannot multiply its allowance by changing its address inside its
 * own network. The per-account login rules live with the login route; the per-code rule (a code is burnt after
 * CODE_MAX_FAILURES wrong tries) lives with the codes (repo/accounts.ts).
 */
import type { FastifyRequest } from 'fastify';
import { networkKey, type NetworkOptions } from '#shared/util/network';
import { WindowCounter } from '#shared/util/window-counter';

export interface SandboxThrottles {
  /**
   * How loopback addresses count: `'one'` (the default: all of 127.0.0.0/8 and ::1 are the one machine, so that
   * nobody on it looks like many clients) or `'per24'` (each 127.x.y.0/24 its own network), which the tests turn
   * on so that every limit is exercised from many networks, as an attacker has them.
   */
  loopback: NonNullable<NetworkOptions['loopback']>;
  /** Failed logins per client, whatever the username: past the limit every login needs a solved captcha. */
  loginFailures: WindowCounter;
  /** Captcha images per client (each one is rendered and stored). */
  captchas: WindowCounter;
  /** Slider challenges per client network (each one is cut from a picture and stored). */
  sliderChallenges: WindowCounter;
  /** Wrong SMS codes per client network, whatever the number or purpose (reset, SMS login, 2FA, register). */
  codeFailures: WindowCounter;
  /**
   * Wrong SMS codes per number and client network (`merchant:mobile@network`). Not per number from anywhere: a
   * stranger's guesses would then block the owner's own code; each code is burnt after a few wrong tries instead.
   */
  codeFailuresPerNumber: WindowCounter;
  /** SMS codes sent per client network (SMS pumping: one client sending to many numbers). */
  smsSends: WindowCounter;
  /** Accounts registered per client network. */
  registrations: WindowCounter;
  /** Free-play guests (trial accounts) opened per client network. */
  guests: WindowCounter;
  /** Wrong current passwords given to the password change, per member. */
  passwordChecks: WindowCounter;
  /** Chat lines per client network, whatever the account. */
  chatPerClient: WindowCounter;
  /** Chat lines per room (merchant), whoever writes them. */
  chatPerRoom: WindowCounter;
}

/** 20 failed logins per client in 5 minutes before the captcha is required for any username. */
export const LOGIN_FAILURES_PER_CLIENT = 20;
/** 30 captcha images per client in 5 minutes. */
export const CAPTCHAS_PER_CLIENT = 30;
/** 60 slider challenges per client in 5 minutes (three tries each, and a page may ask a new one). */
export const SLIDER_CHALLENGES_PER_CLIENT = 60;
export const CLIENT_WINDOW_MS = 5 * 60_000;
/** 20 wrong codes per client network in 15 minutes (a player mistypes a few; a guesser needs thousands). */
export const CODE_FAILURES_PER_CLIENT = 20;
/** 10 wrong codes per number and client network in 15 minutes. */
export const CODE_FAILURES_PER_NUMBER = 10;
export const CODE_FAILURE_WINDOW_MS = 15 * 60_000;
/** 10 SMS codes per client network an hour (each number also has its countdown and daily quota). */
export const SMS_PER_CLIENT = 10;
export const SMS_WINDOW_MS = 60 * 60_000;
/** 20 registrations per client network an hour (a family or an internet café, not a farm). */
export const REGISTRATIONS_PER_CLIENT = 20;
export const REGISTRATION_WINDOW_MS = 60 * 60_000;
/** 20 free-play guests per client network an hour (each is an account with play money). */
export const GUESTS_PER_CLIENT = 20;
export const GUEST_WINDOW_MS = 60 * 60_000;
/** 5 wrong current passwords per member in 15 minutes. */
export const PASSWORD_CHECKS_PER_MEMBER = 5;
export const PASSWORD_CHECK_WINDOW_MS = 15 * 60_000;
/** 12 chat lines per client network a minute, and 60 per room: a few accounts cannot push everyone else's lines out. */
export const CHAT_PER_CLIENT = 12;
export const CHAT_PER_ROOM = 60;
export const CHAT_WINDOW_MS = 60_000;

export function sandboxThrottles(over: Partial<SandboxThrottles> = {}): SandboxThrottles {
  return {
    loopback: over.loopback ?? 'one',
    loginFailures: over.loginFailures ?? new WindowCounter(LOGIN_FAILURES_PER_CLIENT, CLIENT_WINDOW_MS),
    captchas: over.captchas ?? new WindowCounter(CAPTCHAS_PER_CLIENT, CLIENT_WINDOW_MS),
    sliderChallenges: over.sliderChallenges ?? new WindowCounter(SLIDER_CHALLENGES_PER_CLIENT, CLIENT_WINDOW_MS),
    codeFailures: over.codeFailures ?? new WindowCounter(CODE_FAILURES_PER_CLIENT, CODE_FAILURE_WINDOW_MS),
    codeFailuresPerNumber: over.codeFailuresPerNumber ?? new WindowCounter(CODE_FAILURES_PER_NUMBER, CODE_FAILURE_WINDOW_MS),
    smsSends: over.smsSends ?? new WindowCounter(SMS_PER_CLIENT, SMS_WINDOW_MS),
    registrations: over.registrations ?? new WindowCounter(REGISTRATIONS_PER_CLIENT, REGISTRATION_WINDOW_MS),
    guests: over.guests ?? new WindowCounter(GUESTS_PER_CLIENT, GUEST_WINDOW_MS),
    passwordChecks: over.passwordChecks ?? new WindowCounter(PASSWORD_CHECKS_PER_MEMBER, PASSWORD_CHECK_WINDOW_MS),
    chatPerClient: over.chatPerClient ?? new WindowCounter(CHAT_PER_CLIENT, CHAT_WINDOW_MS),
    chatPerRoom: over.chatPerRoom ?? new WindowCounter(CHAT_PER_ROOM, CHAT_WINDOW_MS),
  };
}

/** Every counter, for the periodic sweep. */
export function allCounters(t: SandboxThrottles): WindowCounter[] {
  return Object.values(t).filter((v): v is WindowCounter => v instanceof WindowCounter);
}

/** The network an address is counted under, by the throttles' loopback rule. */
export const networkOf = (address: string | undefined, t: Pick<SandboxThrottles, 'loopback'>): string => networkKey(address, { loopback: t.loopback });

/** The key a request's client is counted under: its network (X-Forwarded-For only from a trusted proxy). */
export const clientOf = (req: FastifyRequest, t: Pick<SandboxThrottles, 'loopback'>): string => networkOf(req.ip, t);
