/**
 * Money on the wire and in the ledger: amounts arrive as currency units (numbers or plain decimal strings) and
 * are kept as integer cents (repo/wallets.ts); every move is keyed by the client's `requestId`, so a retried
 * call moves nothing twice.
 */
import { GatewayError } from '../gateway/envelope.js';
import { MAX_AMOUNT_CENTS, toAmount } from '../repo/wallets.js';

/**
 * Currency units from the wire → integer cents; not a positive number, more than MAX_AMOUNT_CENTS (checked
 * first: past 2^53 every number looks like it has stray decimals) or more than 2 decimals is refused.
 */
export function toCents(value: unknown, field = 'amount'): number {
  // A string must be plain decimal: Number() would also read '0x10', '1e3' and ' ' (as 16, 1000 and 0).
  const n = typeof value === 'string' ? (/^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : NaN) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || n <= 0) throw new GatewayError(200, 'request_param_err', `${field} must be a positive amount`);
  if (n * 100 > MAX_AMOUNT_CENTS) throw new GatewayError(200, 'request_param_err', `${field} is too large: at most ${toAmount(MAX_AMOUNT_CENTS)}`);
  const cents = Math.round(n * 100);
  if (Math.abs(n * 100 - cents) > 1e-6 || !Number.isSafeInteger(cents)) throw new GatewayError(200, 'request_param_err', `${field} has more than 2 decimals`);
  return cents;
}

/** Bets' stake, valid turnover and payout as the reports answer them (the member's own and an agent's team's). */
export const betAmounts = (b: { betCents: number; validCents: number; payoutCents: number }) => ({
  bet: toAmount(b.betCents),
  validBet: toAmount(b.validCents),
  payout: toAmount(b.payoutCents),
});

/** The `requestId` of a money or points move: 8 to 64 letters, digits, - or _, else the call is refused. */
export function requestIdOf(value: unknown): string {
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]{8,64}$/.test(value)) {
    throw new GatewayError(200, 'request_param_err', 'requestId must be 8 to 64 letters, digits, - or _');
  }
  return value;
}
