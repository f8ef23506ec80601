/**
 * Per-client throttles of the sandbox gateway (in memory). Clients are counted per network
 * (shared/src/util/network.ts: one IPv4 /24 or IPv6 /64, every loopback address as the one machine), so that a
 * client cannot multiply its allowance by changing its address inside its own network. The per-account
 * login rules live with the login route; the per-code rule (a code is burnt after CODE_MAX_FAILURES wrong
 * tries) lives with the codes (repo/accounts.ts).
 */
import type { FastifyRequest } from 'fastify';
import { networkKey } from '#shared/util/network';
import { WindowCounter } from '#shared/util/window-counter';

export interface SandboxThrottles {
  /** Failed logins per client, whatever the username: past the limit every login needs a solved captcha. */
  loginFailures: WindowCounter;
  /** Captcha images per client (each one is rendered and stored). */
  captchas: WindowCounter;
  /** Slider challenges per client network (each one is cut from a picture and stored). */
  sliderChallenges: WindowCounter;
  /** Wrong SMS codes per client network, whatever the number or purpose (reset, SMS login, 2FA, register). */
  codeFailures: WindowCounter;
  /** Wrong SMS codes per mobile number (`merchant:mobile`), from anywhere: many networks cannot share one guess space. */
  codeFailuresPerNumber: WindowCounter;
  /** SMS codes sent per client network (SMS pumping: one client sending to many numbers). */
  smsSends: WindowCounter;
  /** Accounts registered per client network. */
  registrations: WindowCounter;
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
/** 10 wrong codes per number in 15 minutes, from all networks together. */
export const CODE_FAILURES_PER_NUMBER = 10;
export const CODE_FAILURE_WINDOW_MS = 15 * 60_000;
/** 10 SMS codes per client network an hour (each number also has its countdown and daily quota). */
export const SMS_PER_CLIENT = 10;
export const SMS_WINDOW_MS = 60 * 60_000;
/** 20 registrations per client network an hour (a family or an internet café, not a farm). */
export const REGISTRATIONS_PER_CLIENT = 20;
export const REGISTRATION_WINDOW_MS = 60 * 60_000;
/** 5 wrong current passwords per member in 15 minutes. */
export const PASSWORD_CHECKS_PER_MEMBER = 5;
export const PASSWORD_CHECK_WINDOW_MS = 15 * 60_000;
/** 12 chat lines per client network a minute, and 60 per room: a few accounts cannot push everyone else's lines out. */
export const CHAT_PER_CLIENT = 12;
export const CHAT_PER_ROOM = 60;
export const CHAT_WINDOW_MS = 60_000;

export function sandboxThrottles(over: Partial<SandboxThrottles> = {}): SandboxThrottles {
  return {
    loginFailures: over.loginFailures ?? new WindowCounter(LOGIN_FAILURES_PER_CLIENT, CLIENT_WINDOW_MS),
    captchas: over.captchas ?? new WindowCounter(CAPTCHAS_PER_CLIENT, CLIENT_WINDOW_MS),
    sliderChallenges: over.sliderChallenges ?? new WindowCounter(SLIDER_CHALLENGES_PER_CLIENT, CLIENT_WINDOW_MS),
    codeFailures: over.codeFailures ?? new WindowCounter(CODE_FAILURES_PER_CLIENT, CODE_FAILURE_WINDOW_MS),
    codeFailuresPerNumber: over.codeFailuresPerNumber ?? new WindowCounter(CODE_FAILURES_PER_NUMBER, CODE_FAILURE_WINDOW_MS),
    smsSends: over.smsSends ?? new WindowCounter(SMS_PER_CLIENT, SMS_WINDOW_MS),
    registrations: over.registrations ?? new WindowCounter(REGISTRATIONS_PER_CLIENT, REGISTRATION_WINDOW_MS),
    passwordChecks: over.passwordChecks ?? new WindowCounter(PASSWORD_CHECKS_PER_MEMBER, PASSWORD_CHECK_WINDOW_MS),
    chatPerClient: over.chatPerClient ?? new WindowCounter(CHAT_PER_CLIENT, CHAT_WINDOW_MS),
    chatPerRoom: over.chatPerRoom ?? new WindowCounter(CHAT_PER_ROOM, CHAT_WINDOW_MS),
  };
}

/** Every counter, for the periodic sweep. */
export function allCounters(t: SandboxThrottles): WindowCounter[] {
  return Object.values(t) as WindowCounter[];
}

/** The key a request's client is counted under: its network (X-Forwarded-For only from a trusted proxy). */
export const clientOf = (req: FastifyRequest): string => networkKey(req.ip);
