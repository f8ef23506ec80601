/**
 * Per-client throttles of the sandbox gateway (in memory, per address as Fastify sees it: the peer, or
 * the X-Forwarded-For client of a trusted proxy). The per-account login rules live with the login route.
 */
import { WindowCounter } from '#shared/util/window-counter';

export interface SandboxThrottles {
  /** Failed logins per client, whatever the username: past the limit every login needs a solved captcha. */
  loginFailures: WindowCounter;
  /** Captcha images per client (each one is rendered and stored). */
  captchas: WindowCounter;
}

/** 20 failed logins per client in 5 minutes before the captcha is required for any username. */
export const LOGIN_FAILURES_PER_CLIENT = 20;
/** 30 captcha images per client in 5 minutes. */
export const CAPTCHAS_PER_CLIENT = 30;
export const CLIENT_WINDOW_MS = 5 * 60_000;

export function sandboxThrottles(over: Partial<SandboxThrottles> = {}): SandboxThrottles {
  return {
    loginFailures: over.loginFailures ?? new WindowCounter(LOGIN_FAILURES_PER_CLIENT, CLIENT_WINDOW_MS),
    captchas: over.captchas ?? new WindowCounter(CAPTCHAS_PER_CLIENT, CLIENT_WINDOW_MS),
  };
}
