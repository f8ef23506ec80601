/**
 * Whether a failed login is the gateway's challenge of an unregistered IP (docs/product.md#login-from-an-unregistered-ip).
 * The login saga asks this of every failure, so it is not in two-factor-saga.ts, which loads with the first challenge.
 */
import { isApiError, type LoginIpChallenge } from '@tessera/shared';

/** The gateway's refusal of a right password from an unknown address. */
export const LOGIN_IP_UNVERIFIED = 'login.ip.unverified';

/** The challenge in a failed login, when that is why it failed. */
export function loginIpChallenge(e: unknown): LoginIpChallenge | null {
  if (!isApiError(e) || e.code !== LOGIN_IP_UNVERIFIED) return null;
  const v = e.value as Partial<LoginIpChallenge> | null | undefined;
  return v && typeof v.ticket === 'string' ? { verification: true, ticket: v.ticket, mobile: typeof v.mobile === 'string' ? v.mobile : '' } : null;
}
