/**
 * SMS verification codes (docs/product.md#register, #passwords, #login): sent to a number (readable through
 * the test controls, never really sent) and spent once by the call that needs one, with the countdown, the
 * daily quota per number and the throttles per client network.
 */
import type { FastifyRequest } from 'fastify';
import { GatewayError } from '../gateway/envelope.js';
import { clientOf, type SandboxThrottles } from '../gateway/throttles.js';
import { SMS_CODE_MINUTES, type SmsPurpose } from '../repo/accounts.js';
import type { Repo } from '../repo/index.js';
import { checkMobile } from './field-checks.js';

/** What the code checks and sends need of the call: the repo, the throttles and the client. */
export interface CodeContext {
  repo: Repo;
  throttles: SandboxThrottles;
  req: FastifyRequest;
}

/**
 * Spends `code`, the SMS code of `mobile` for `purpose` (and `ticket`, a login challenge's), or throws the
 * refusal. A code sent after a right password is bound to its ticket: only that ticket can try it (the
 * challenge closes after a few wrong codes, repo/login-ips.ts), so no counter anyone else can fill decides it.
 * Any other code is refused unchecked (verification.attempts.exceeded) once its client network has given too
 * many wrong codes, for any number or for this one; counted per network and number, never per number alone, so a
 * stranger's guesses cannot block the owner. Each code is burnt after CODE_MAX_FAILURES wrong tries.
 */
export function spendCode(ctx: CodeContext, merchant: string, mobile: string, purpose: SmsPurpose, code: string, ticket?: string): void {
  if (!code) throw new GatewayError(200, 'verification.code.missing', 'Missing verification code');
  const { repo, throttles } = ctx;
  const client = clientOf(ctx.req, throttles);
  const numberHere = `${merchant}:${mobile}@${client}`;
  if (!ticket && (throttles.codeFailures.limited(client) || throttles.codeFailuresPerNumber.limited(numberHere))) {
    throw new GatewayError(200, 'verification.attempts.exceeded', 'Too many wrong codes, please retry in 15 minutes');
  }
  const verdict = repo.accounts.takeCode(merchant, mobile, purpose, code, Date.now(), ticket);
  if (verdict === 'ok') return;
  if (verdict === 'expired') throw new GatewayError(200, 'verification.code.expired', 'The code has expired, please send again');
  if (!ticket) {
    throttles.codeFailures.hit(client);
    throttles.codeFailuresPerNumber.hit(numberHere);
  }
  if (verdict === 'burnt') throw new GatewayError(200, 'verification.code.burnt', 'Too many wrong tries: this code no longer works, please send a new one');
  throw new GatewayError(200, 'verification.code.invalid', 'Invalid verification code');
}

/**
 * A code for `mobile` (also the login-IP verification's, routes/session.ts, bound to its `ticket`): one per
 * countdown and purpose, at most SMS_DAILY_QUOTA a day per number, past which customer service must help (of
 * which anonymous sends get only a share, repo/sms-log.ts: the rest waits for codes the owner asks for with a
 * ticket), and at most SMS_PER_CLIENT an hour per client network (SMS pumping: one client, many numbers).
 */
export function sendCode(ctx: CodeContext, merchant: string, mobile: string, purpose: SmsPurpose, ticket?: string, dialCode?: string) {
  const { repo, throttles } = ctx;
  if (!mobile) throw new GatewayError(200, 'phone.missing', 'Missing phone number');
  checkMobile(mobile, dialCode);
  const now = Date.now();
  const sent = repo.accounts.codeSentAt(merchant, mobile, purpose);
  // One code per countdown: the button is disabled for that long, and the gateway agrees.
  if (sent !== undefined && now - sent < SMS_CODE_MINUTES * 60_000) {
    throw new GatewayError(200, 'too_many_requests', 'Too many requests, please retry after the countdown');
  }
  const asker = { owner: ticket !== undefined, network: clientOf(ctx.req, throttles) };
  if (!repo.smsLog.withinQuota(merchant, mobile, now, asker)) {
    throw new GatewayError(200, 'sms.quota.exceeded', 'SMS quota exceeded for this number, please contact customer service');
  }
  if (!throttles.smsSends.hit(asker.network)) {
    throw new GatewayError(200, 'too_many_requests', 'Too many codes requested from this network, please retry later');
  }
  repo.accounts.issueCode(merchant, mobile, purpose, now, ticket);
  repo.smsLog.record(merchant, mobile, now, asker);
  return { expiredMinutes: SMS_CODE_MINUTES };
}
